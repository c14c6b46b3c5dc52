import { api } from '@msc/shared/api';
import type { Cart } from '@msc/shared/model/cart';
import type { RemoveShipTos, SetMultiShipQuantities, SetShipTo } from '@msc/shared/model/ship-to';
import { ALL_CONTACTS_PAGE_SIZE } from '@msc/shared/rules/constants';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { cartKeys } from '#features/cart';
import { addressesKey } from '#features/profile';
import { call } from '#lib/api-client';
import { contactKeys } from '#lib/query-keys';

/** Every contact, A-Z by last name: the Ship to a Contact and Select from my contacts lists. */
export const allContactsQuery = () =>
  queryOptions({
    queryKey: contactKeys.everyContact,
    queryFn: ({ signal }) =>
      call(api.contacts.list, {
        query: { pageSize: String(ALL_CONTACTS_PAGE_SIZE), sort: 'lastNameAsc' },
        signal,
      }),
  });

function useShipToMutation<Input>(mutate: (input: Input) => Promise<Cart>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: mutate,
    onSuccess: (cart) => queryClient.setQueryData(cartKeys.cart, cart),
  });
}

export const useSetShipTo = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetShipTo) => call(api.cart.setShipTo, { body }),
    onSuccess: (cart, body) => {
      queryClient.setQueryData(cartKeys.cart, cart);
      // A custom address saved to the book shows in the list from now on.
      if (body.kind === 'customAddress' && body.address.saveAddress)
        void queryClient.invalidateQueries({ queryKey: addressesKey });
    },
  });
};

export const useSetMultiShipQuantities = () =>
  useShipToMutation((body: SetMultiShipQuantities) => call(api.cart.setMultiShipQuantities, { body }));

export const useRemoveShipTos = () =>
  useShipToMutation((body: RemoveShipTos) => call(api.cart.removeShipTos, { body }));

import { api } from '@msc/shared/api';
import type { ShippingAddress, ShippingAddressForm } from '@msc/shared/model/address';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#lib/api-client';

/** The address book: the profile edits it, checkout's Ship to My Address reads it. */
export const addressesKey = ['addresses'] as const;

export const addressesQuery = () =>
  queryOptions({
    queryKey: addressesKey,
    queryFn: ({ signal }) => call(api.addresses.list, { signal }),
  });

/** Every change answers with the whole book (default first): it replaces the cached list. */
function useAddressBookMutation<Input>(mutate: (input: Input) => Promise<ShippingAddress[]>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: mutate,
    onSuccess: (addresses) => queryClient.setQueryData(addressesKey, addresses),
  });
}

export const useSaveAddress = () =>
  useAddressBookMutation(({ id, form }: { id?: string; form: ShippingAddressForm }) =>
    id
      ? call(api.addresses.update, { params: { id }, body: form })
      : call(api.addresses.create, { body: form }),
  );

export const useSetDefaultAddress = () =>
  useAddressBookMutation((id: string) => call(api.addresses.setDefault, { params: { id } }));

export const useDeleteAddress = () =>
  useAddressBookMutation((id: string) => call(api.addresses.remove, { params: { id } }));

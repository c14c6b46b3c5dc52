import { api } from '@msc/shared/api';
import type { Cart, SetShipMethod } from '@msc/shared/model/cart';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#lib/api-client';

/** The header's cart count reads this key too: every cart mutation writes the returned cart here. */
export const cartKeys = { cart: ['cart'] as const };

export const cartQuery = () =>
  queryOptions({
    queryKey: cartKeys.cart,
    queryFn: ({ signal }) => call(api.cart.get, { signal }),
  });

function useCartMutation<Input>(mutate: (input: Input) => Promise<Cart>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: mutate,
    onSuccess: (cart) => queryClient.setQueryData(cartKeys.cart, cart),
  });
}

export const useAddToCart = () =>
  useCartMutation((body: { productId: string; quantity: number }) => call(api.cart.addItem, { body }));

export const useSetCartItemQuantity = () =>
  useCartMutation(({ id, quantity }: { id: string; quantity: number }) =>
    call(api.cart.setQuantity, { params: { id }, body: { quantity } }),
  );

export const useRemoveCartItem = () =>
  useCartMutation((id: string) => call(api.cart.removeItem, { params: { id } }));

export const useSetShipMethod = () =>
  useCartMutation((shipMethodCode: SetShipMethod['shipMethodCode']) =>
    call(api.cart.setShipMethod, { body: { shipMethodCode } }),
  );

export const useApplyDiscount = () =>
  useCartMutation((code: string) => call(api.cart.applyDiscount, { body: { code } }));

export const useRemoveDiscount = () =>
  useCartMutation((code: string) => call(api.cart.removeDiscount, { params: { code } }));

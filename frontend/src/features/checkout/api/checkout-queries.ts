import { api } from '@msc/shared/api';
import type { AddPaymentMethod, PlaceCartOrder } from '@msc/shared/api/checkout';
import type { PaymentMethod } from '@msc/shared/model/payment';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { orderStateKeys } from '#campaign-kit';
import { cartKeys } from '#features/cart';
import { homeKeys } from '#features/home';
import { call } from '#lib/api-client';
import { bulkOrderStateKeys, calendarKeys, orderListKeys, savedItemKeys } from '#lib/query-keys';

export const checkoutKeys = {
  paymentMethods: ['payment-methods'] as const,
  paymentSetup: ['payment-setup'] as const,
  confirmation: (id: string) => ['order-confirmation', id] as const,
};

export const paymentMethodsQuery = () =>
  queryOptions({
    queryKey: checkoutKeys.paymentMethods,
    queryFn: ({ signal }) => call(api.checkout.paymentMethods, { signal }),
  });

export const paymentSetupQuery = () =>
  queryOptions({
    queryKey: checkoutKeys.paymentSetup,
    queryFn: ({ signal }) => call(api.checkout.paymentSetup, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const orderConfirmationQuery = (id: string) =>
  queryOptions({
    queryKey: checkoutKeys.confirmation(id),
    queryFn: ({ signal }) => call(api.checkout.orderConfirmation, { params: { id }, signal }),
    retry: false,
  });

function useCardsMutation<Input>(mutate: (input: Input) => Promise<PaymentMethod[]>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: mutate,
    onSuccess: (cards) => queryClient.setQueryData(checkoutKeys.paymentMethods, cards),
  });
}

export const useRemoveCard = () =>
  useCardsMutation((id: string) => call(api.checkout.removePaymentMethod, { params: { id } }));

export const useSetDefaultCard = () =>
  useCardsMutation((id: string) => call(api.checkout.setDefaultPaymentMethod, { params: { id } }));

export const useAddCard = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddPaymentMethod) => call(api.checkout.addPaymentMethod, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: checkoutKeys.paymentMethods }),
  });
};

/**
 * Everything placing an order changes (spec 1 §4 "afterward the cart, order state and agency incentive details
 * are reset and reloaded"): the cart, the incentive details (usage, remaining), the saved items and order
 * states it consumed, the Express Order, the order lists, and the calendar's mail drops.
 */
const PLACED_ORDER_CHANGES = [
  cartKeys.cart,
  homeKeys.ignite,
  savedItemKeys.all,
  orderStateKeys.all,
  bulkOrderStateKeys.all,
  orderListKeys.all,
  calendarKeys.all,
] as const;

/** PLACE ORDER; once placed, every query it changed is refreshed before the confirmation opens. */
export const usePlaceOrder = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PlaceCartOrder) => call(api.checkout.placeOrder, { body }),
    onSuccess: async (result) => {
      if (!result.succeeded) return;
      await Promise.all(PLACED_ORDER_CHANGES.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
};

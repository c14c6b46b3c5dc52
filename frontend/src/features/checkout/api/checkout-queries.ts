import { api } from '@msc/shared/api';
import type { AddPaymentMethod, PlaceCartOrder } from '@msc/shared/api/checkout';
import type { PaymentMethod } from '@msc/shared/model/payment';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#lib/api-client';

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

export const usePlaceOrder = () =>
  useMutation({ mutationFn: (body: PlaceCartOrder) => call(api.checkout.placeOrder, { body }) });

import { api } from '@msc/shared/api';
import type { SetRecipients, SetSubscription } from '@msc/shared/model/recipients';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { orderStateKeys } from '#campaign-kit';
import { call } from '#lib/api-client';

export interface RecipientSearch {
  pageNumber: number;
  pageSize: number;
  search: string;
}

export const recipientKeys = {
  all: (id: string) => [...orderStateKeys.one(id), 'policyholders'] as const,
  page: (id: string, search: RecipientSearch) =>
    [...orderStateKeys.one(id), 'policyholders', search] as const,
};

/** A page of the policyholders eligible for the order state (step 2); the previous page shows meanwhile. */
export const recipientPageQuery = (id: string, search: RecipientSearch) =>
  queryOptions({
    queryKey: recipientKeys.page(id, search),
    queryFn: ({ signal }) =>
      call(api.personalization.recipientCandidates, {
        params: { id },
        query: {
          pageNumber: search.pageNumber,
          pageSize: search.pageSize,
          search: search.search || undefined,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** Sets the recipients; the server's whole order state (count, price) replaces the client's copy. */
export const useSetRecipients = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: SetRecipients & { id: string }) =>
      call(api.personalization.setRecipients, { params: { id }, body: body as SetRecipients }),
    onSuccess: (state) => {
      queryClient.setQueryData(orderStateKeys.one(state.id), state);
      void queryClient.invalidateQueries({ queryKey: recipientKeys.all(state.id) });
    },
  });
};

/** The cards of a 3- or 6-month subscription for the agency's list and the order state's subscribers. */
export const subscriptionSummaryQuery = (
  id: string,
  subscriptionPeriod: SetSubscription['subscriptionPeriod'],
) =>
  queryOptions({
    queryKey: orderStateKeys.subscriptionSummary(id, subscriptionPeriod),
    queryFn: ({ signal }) =>
      call(api.personalization.subscriptionSummary, {
        params: { id },
        query: { subscriptionPeriod },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** Subscribes the chosen policyholders; the server's order state (cards, price) replaces the client's copy. */
export const useSetSubscription = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: SetSubscription & { id: string }) =>
      call(api.personalization.setSubscription, { params: { id }, body }),
    onSuccess: (state) => {
      queryClient.setQueryData(orderStateKeys.one(state.id), state);
      void queryClient.invalidateQueries({ queryKey: orderStateKeys.one(state.id) });
    },
  });
};

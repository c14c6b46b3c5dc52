import { api } from '@msc/shared/api';
import type { ProspectCountRequest, SetProspects, ZipLookupForm } from '@msc/shared/model/prospecting';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#lib/api-client';
import { orderStateKeys } from '../api/order-state-queries';

export const prospectingKeys = {
  zipLookup: (form: ZipLookupForm) =>
    ['prospecting', 'zip-lookup', form.state, form.city.toLowerCase()] as const,
  price: (itemNumber: string, targetCount: number, includePhoneNumber: boolean) =>
    ['prospecting', 'price', itemNumber, targetCount, includePhoneNumber] as const,
};

export const zipLookupQuery = (form: ZipLookupForm) =>
  queryOptions({
    queryKey: prospectingKeys.zipLookup(form),
    queryFn: ({ signal }) => call(api.prospecting.zipLookup, { query: form, signal }),
  });

/** The price is the server's: count × the product's unit price (spec 2 §4). */
export const prospectPriceQuery = (itemNumber: string, targetCount: number, includePhoneNumber: boolean) =>
  queryOptions({
    queryKey: prospectingKeys.price(itemNumber, targetCount, includePhoneNumber),
    queryFn: ({ signal }) =>
      call(api.prospecting.price, { body: { itemNumber, targetCount, includePhoneNumber }, signal }),
    enabled: targetCount > 0,
  });

/** Check Availability: a POST with the ZIP targeting; the answer holds both counts (with and without phone). */
export function useCheckAvailability() {
  return useMutation({
    mutationFn: (body: ProspectCountRequest) => call(api.prospecting.count, { body }),
  });
}

/** Saves a prospecting order's ZIP targeting and option; the server's count and price replace the client's. */
export const useSetProspects = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: SetProspects & { id: string }) =>
      call(api.personalization.setProspects, { params: { id }, body }),
    onSuccess: (state) => {
      queryClient.setQueryData(orderStateKeys.one(state.id), state);
      void queryClient.invalidateQueries({ queryKey: orderStateKeys.one(state.id) });
    },
  });
};

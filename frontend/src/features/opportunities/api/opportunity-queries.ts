import { api } from '@msc/shared/api';
import type { OpportunityFilter, OpportunityTab } from '@msc/shared/api/opportunities';
import type { Enrollment } from '@msc/shared/model/enrollment';
import { OPPORTUNITY_SEARCH_REFRESH_MS } from '@msc/shared/rules/constants';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#lib/api-client';

export const opportunityKeys = {
  all: ['opportunities'] as const,
  search: (tab: OpportunityTab, filter: OpportunityFilter) => [...opportunityKeys.all, tab, filter] as const,
};

/** opportunities-search, refreshed every 5000 ms while the page is open (spec 1 §9). */
export const opportunitySearchQuery = (tab: OpportunityTab, filter: OpportunityFilter) =>
  queryOptions({
    queryKey: opportunityKeys.search(tab, filter),
    queryFn: ({ signal }) => call(api.opportunities.search, { query: { tab, filter }, signal }),
    refetchInterval: OPPORTUNITY_SEARCH_REFRESH_MS,
    placeholderData: keepPreviousData,
  });

/** Enroll: on success every opportunity list refreshes (there is no un-enroll). */
export function useEnroll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Enrollment) => call(api.opportunities.enroll, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: opportunityKeys.all }),
  });
}

import { api } from '@msc/shared/api';
import type { SelectAgency } from '@msc/shared/api/agency';
import type { Session } from '@msc/shared/api/session';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionKeys } from '#features/session';
import { call } from '#lib/api-client';
import { agencyKeys } from '#lib/query-keys';

export interface AgencySearchTerms {
  agencyName: string;
  statCode: string;
}

/** The Change Agency modal's search by agency name and stat code. */
export const agencySearchQuery = (terms: AgencySearchTerms) =>
  queryOptions({
    queryKey: agencyKeys.search(terms),
    queryFn: ({ signal }) =>
      call(api.agency.search, {
        query: { agencyName: terms.agencyName.trim(), statCode: terms.statCode.trim() },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/**
 * Changing the agency changes what nearly every query answers (session, cart, opportunities, lists…),
 * so every query is invalidated, not only the session.
 */
function useInvalidateEverything() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries();
}

/** Select in the Change Agency modal (PUT /agency/current); the initial modal also makes it the default. */
export function useSelectAgency() {
  const invalidateEverything = useInvalidateEverything();
  return useMutation({
    mutationFn: (body: SelectAgency) => call(api.agency.select, { body }),
    onSuccess: invalidateEverything,
  });
}

/**
 * Return To My Profile: back to the default (or initial) agency. The answer is the agency in effect: the panel
 * shows it at once, and the call ends there while every query is read again behind it (held until the last
 * of them answered, the button stayed busy and the panel stale for as long as the slowest query took).
 */
export function useReturnToProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(api.agency.returnToProfile, {}),
    onSuccess: (agency) => {
      queryClient.setQueryData<Session>(sessionKeys.all, (session) => session && { ...session, agency });
      void queryClient.invalidateQueries();
    },
  });
}

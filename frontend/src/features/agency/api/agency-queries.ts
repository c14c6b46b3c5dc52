import { api } from '@msc/shared/api';
import type { SelectAgency } from '@msc/shared/api/agency';
import type { Session } from '@msc/shared/api/session';
import type { DefaultAgency } from '@msc/shared/model/agency';
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
 * The agency a select or a return answers is in effect at once: the session shows it, and the call ends there
 * while every query (session, cart, opportunities, lists… all depend on the agency) is read again behind it.
 * Held until the last of them answered, the button stayed busy and the panel stale for as long as the slowest
 * page query took, and a journey that clicked on through found the old agency.
 */
function useAgencyInEffect() {
  const queryClient = useQueryClient();
  return (agency: DefaultAgency, chosen?: SelectAgency) => {
    queryClient.setQueryData<Session>(
      sessionKeys.all,
      (session) =>
        session && {
          ...session,
          agency,
          ...(chosen && { hasChosenAgency: true }),
          ...(chosen?.isDefault && { defaultAgencyId: agency.agencyId }),
        },
    );
    void queryClient.invalidateQueries();
  };
}

/** Select in the Change Agency modal (PUT /agency/current); the initial modal also makes it the default. */
export function useSelectAgency() {
  const inEffect = useAgencyInEffect();
  return useMutation({
    mutationFn: (body: SelectAgency) => call(api.agency.select, { body }),
    onSuccess: (agency, chosen) => inEffect(agency, chosen),
  });
}

/** Return To My Profile: back to the default (or initial) agency. */
export function useReturnToProfile() {
  const inEffect = useAgencyInEffect();
  return useMutation({
    mutationFn: () => call(api.agency.returnToProfile, {}),
    onSuccess: (agency) => inEffect(agency),
  });
}

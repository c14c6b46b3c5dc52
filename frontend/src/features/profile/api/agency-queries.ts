import { api } from '@msc/shared/api';
import type { AgencyAddressForm } from '@msc/shared/model/agency-forms';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#lib/api-client';

export const agencyDetailsKey = (agencyId: number) => ['agency', 'details', agencyId] as const;

export const agencyDetailsQuery = (agencyId: number) =>
  queryOptions({
    queryKey: agencyDetailsKey(agencyId),
    queryFn: ({ signal }) => call(api.agency.details, { signal }),
  });

export const useUpdateAgencyAddress = (agencyId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AgencyAddressForm) => call(api.agency.updateAddress, { body }),
    onSuccess: (details) => queryClient.setQueryData(agencyDetailsKey(agencyId), details),
  });
};

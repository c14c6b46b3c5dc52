import { api } from '@msc/shared/api';
import type { AgencyAddressForm } from '@msc/shared/model/agency-forms';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#lib/api-client';
import { agencyKeys } from '#lib/query-keys';

export const agencyDetailsQuery = (agencyId: number) =>
  queryOptions({
    queryKey: agencyKeys.details(agencyId),
    queryFn: ({ signal }) => call(api.agency.details, { signal }),
  });

export const useUpdateAgencyAddress = (agencyId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AgencyAddressForm) => call(api.agency.updateAddress, { body }),
    onSuccess: (details) => queryClient.setQueryData(agencyKeys.details(agencyId), details),
  });
};

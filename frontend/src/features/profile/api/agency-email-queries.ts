import { api } from '@msc/shared/api';
import type { AgencyEmail } from '@msc/shared/model/agency';
import type { AgencyEmailForm } from '@msc/shared/model/agency-forms';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#lib/api-client';

/** Per agency: changing the agency in effect reads the other agency's list. */
export const agencyEmailsKey = (agencyId: number) => ['agency-emails', agencyId] as const;

export const agencyEmailsQuery = (agencyId: number) =>
  queryOptions({
    queryKey: agencyEmailsKey(agencyId),
    queryFn: ({ signal }) => call(api.agency.emails, { signal }),
  });

function useEmailsMutation<Input>(agencyId: number, mutate: (input: Input) => Promise<AgencyEmail[]>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: mutate,
    onSuccess: (emails) => queryClient.setQueryData(agencyEmailsKey(agencyId), emails),
  });
}

export const useSaveAgencyEmail = (agencyId: number) =>
  useEmailsMutation(agencyId, ({ id, form }: { id?: string; form: AgencyEmailForm }) =>
    id
      ? call(api.agency.updateEmail, { params: { id }, body: form })
      : call(api.agency.addEmail, { body: form }),
  );

export const useRemoveAgencyEmail = (agencyId: number) =>
  useEmailsMutation(agencyId, (id: string) => call(api.agency.removeEmail, { params: { id } }));

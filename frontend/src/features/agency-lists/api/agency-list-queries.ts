import { api } from '@msc/shared/api';
import { AGENCY_LISTS_PAGE_SIZE } from '@msc/shared/rules/constants';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#lib/api-client';

const listsKey = ['agency-lists'] as const;

export const agencyListsQuery = (pageNumber: number) =>
  queryOptions({
    queryKey: [...listsKey, pageNumber] as const,
    queryFn: ({ signal }) =>
      call(api.agencyLists.list, { query: { pageNumber, pageSize: AGENCY_LISTS_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });

export const agencyListContactsQuery = (
  id: string,
  pageNumber: number,
  pageSize: number = AGENCY_LISTS_PAGE_SIZE,
) =>
  queryOptions({
    queryKey: [...listsKey, id, 'contacts', pageNumber, pageSize] as const,
    queryFn: ({ signal }) =>
      call(api.agencyLists.contacts, {
        params: { id },
        query: { pageNumber, pageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export function useDeleteAgencyList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(api.agencyLists.remove, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listsKey }),
  });
}

/** A new agency list of an upload's accepted records (the data-list step's "create mail list"). */
export function useCreateAgencyList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; uploadId: string }) => call(api.agencyLists.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listsKey }),
  });
}

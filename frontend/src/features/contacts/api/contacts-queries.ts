import { api } from '@msc/shared/api';
import type { ContactSort } from '@msc/shared/api/contacts';
import type { MarketingContactForm } from '@msc/shared/model/contact';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#lib/api-client';
import { contactKeys } from '#lib/query-keys';

export interface ContactListParams {
  pageNumber: number;
  pageSize: number;
  sort: ContactSort;
  favoritesOnly: boolean;
}

export const contactPageQuery = (params: ContactListParams) =>
  queryOptions({
    queryKey: contactKeys.page(params),
    queryFn: ({ signal }) =>
      call(api.contacts.list, {
        query: {
          pageNumber: params.pageNumber,
          pageSize: params.pageSize,
          sort: params.sort,
          favoritesOnly: params.favoritesOnly ? 'true' : 'false',
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

function useContactsMutation<Input, Output>(mutate: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: mutate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactKeys.all }),
  });
}

export const useSaveContact = () =>
  useContactsMutation(({ id, form }: { id?: string; form: MarketingContactForm }) =>
    id
      ? call(api.contacts.update, { params: { id }, body: form })
      : call(api.contacts.create, { body: form }),
  );

export const useSetContactFavorite = () =>
  useContactsMutation(({ id, isFavorite }: { id: string; isFavorite: boolean }) =>
    call(api.contacts.setFavorite, { params: { id }, body: { isFavorite } }),
  );

export const useDeleteContact = () =>
  useContactsMutation((id: string) => call(api.contacts.remove, { params: { id } }));

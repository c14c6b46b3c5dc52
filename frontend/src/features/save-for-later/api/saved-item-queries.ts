import { api } from '@msc/shared/api';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#lib/api-client';
import { savedItemKeys } from '#lib/query-keys';

/** The account's saved-for-later list (spec 1 §4), one item per asset with its per-channel children. */
export const savedItemsQuery = () =>
  queryOptions({
    queryKey: savedItemKeys.list,
    queryFn: ({ signal }) => call(api.personalization.savedItems, { signal }),
  });

/** Delete removes the item (and a parent's children); every copy of the saved items reloads. */
export const useDeleteSavedItem = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(api.personalization.remove, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedItemKeys.all }),
  });
};

import { api } from '@msc/shared/api';
import type { FavoriteState } from '@msc/shared/api/favorites';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#lib/api-client';

/** Every favorites read sits under this key: the account's list refreshes when a toggle changes it. */
export const favoriteKeys = {
  all: ['favorites'] as const,
  of: (productId: string) => ['favorites', 'product', productId] as const,
  page: (query: object) => ['favorites', 'page', query] as const,
};

export const favoriteStateQuery = (productId: string) =>
  queryOptions({
    queryKey: favoriteKeys.of(productId),
    queryFn: ({ signal }) => call(api.favorites.get, { params: { productId }, signal }),
  });

export const useToggleFavorite = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, isFavorite }: FavoriteState) =>
      isFavorite
        ? call(api.favorites.add, { params: { productId } })
        : call(api.favorites.remove, { params: { productId } }),
    onSuccess: (state) => {
      queryClient.setQueryData(favoriteKeys.of(state.productId), state);
      void queryClient.invalidateQueries({
        queryKey: favoriteKeys.all,
        predicate: (q) => q.queryKey[1] !== 'product',
      });
    },
  });
};

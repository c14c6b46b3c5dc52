import { api } from '@msc/shared/api';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#lib/api-client';
import { bulkOrderStateKeys } from '#lib/query-keys';

/** The agency's sub codes with their policyholder counts (the start's shortcut, the strip's tiles). */
export const expressSubCodesQuery = (oppId?: string) =>
  queryOptions({
    queryKey: bulkOrderStateKeys.subCodes(oppId),
    queryFn: ({ signal }) => call(api.expressOrder.subCodes, { query: { oppId }, signal }),
    select: (answer) => answer.results,
  });

/**
 * A new bulk order state: the server's answer becomes the browser's copy. Unlike the later changes
 * (express-order's own mutations), it has no summary, preflight or cart line to make stale yet.
 */
export const useCreateBulkOrderState = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { productId: string; oppId?: string }) => call(api.expressOrder.create, { body }),
    onSuccess: (state) => queryClient.setQueryData(bulkOrderStateKeys.one(state.id), state),
  });
};

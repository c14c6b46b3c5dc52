import { api } from '@msc/shared/api';
import type { BulkOrderState, SubCodeDetails } from '@msc/shared/model/bulk-order-state';
import { DropFrequency, DropType } from '@msc/shared/model/enum-values';
import type { SetListCleaning } from '@msc/shared/model/list-cleaning';
import type { BusinessDate } from '@msc/shared/rules/business-date';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { cartKeys } from '#features/cart';
import { call } from '#lib/api-client';
import { bulkOrderStateKeys } from '#lib/query-keys';

/** How often step 4 asks again while the express-order pipeline runs. */
const SUMMARY_POLL_MS = 1500;
/** Step 2's self-selection shows this many policyholders of a sub code at a time. */
const POLICYHOLDER_PAGE_SIZE = 100;

export const bulkOrderStateQuery = (id: string) =>
  queryOptions({
    queryKey: bulkOrderStateKeys.one(id),
    queryFn: ({ signal }) => call(api.expressOrder.get, { params: { id }, signal }),
  });

/** One sub code's policyholders for the self-selection, with 'n of total'. */
export const subCodePolicyholdersQuery = (id: string, statCode: string) =>
  queryOptions({
    queryKey: bulkOrderStateKeys.policyholders(id, statCode, { pageSize: POLICYHOLDER_PAGE_SIZE }),
    queryFn: ({ signal }) =>
      call(api.expressOrder.policyholders, {
        params: { id, statCode },
        query: { pageNumber: 1, pageSize: POLICYHOLDER_PAGE_SIZE },
        signal,
      }),
  });

/** Step 4's bulk summary, asked again while the pipeline runs. */
export const bulkSummaryQuery = (id: string) =>
  queryOptions({
    queryKey: bulkOrderStateKeys.summary(id),
    queryFn: ({ signal }) => call(api.expressOrder.summary, { params: { id }, signal }),
    refetchInterval: (query) => (query.state.data?.status === 'running' ? SUMMARY_POLL_MS : false),
  });

/**
 * Step 4's recipient preflight over every sub code's cleaned list. A change of the state (recipients,
 * household choice, acknowledgement) asks the server again.
 */
export const expressPreflightQuery = (id: string) =>
  queryOptions({
    queryKey: bulkOrderStateKeys.preflight(id),
    queryFn: ({ signal }) => call(api.expressOrder.preflight, { params: { id }, signal }),
  });

/** A change of the bulk order state: the server's answer replaces the browser's copy (spec 1 §4). */
function useBulkOrderStateMutation<Input>(mutate: (input: Input) => Promise<BulkOrderState>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: mutate,
    onSuccess: (state) => {
      queryClient.setQueryData(bulkOrderStateKeys.one(state.id), state);
      // Anything changed makes the step-4 summary stale (the pipeline runs again).
      void queryClient.invalidateQueries({ queryKey: bulkOrderStateKeys.summary(state.id) });
      void queryClient.invalidateQueries({ queryKey: bulkOrderStateKeys.preflight(state.id) });
      // Its cart line, if the cart has it, now asks to be added again.
      void queryClient.invalidateQueries({ queryKey: cartKeys.cart });
    },
  });
}

/** Reset: every field back to its default (spec 1 §4); the order then starts again at its sub codes. */
export const useResetExpressOrder = () =>
  useBulkOrderStateMutation((id: string) => call(api.expressOrder.reset, { params: { id } }));

export const useSaveSubCodes = () =>
  useBulkOrderStateMutation(({ id, statCodes }: { id: string; statCodes: string[] }) =>
    call(api.expressOrder.setSubCodes, { params: { id }, body: { statCodes } }),
  );

export const useSetSamePersonalization = () =>
  useBulkOrderStateMutation(({ id, isSamePersonalization }: { id: string; isSamePersonalization: boolean }) =>
    call(api.expressOrder.setSamePersonalization, { params: { id }, body: { isSamePersonalization } }),
  );

export const useSetPolicyholders = () =>
  useBulkOrderStateMutation(({ id, subCodesDetails }: { id: string; subCodesDetails: SubCodeDetails[] }) =>
    call(api.expressOrder.setPolicyholders, { params: { id }, body: { subCodesDetails } }),
  );

/** Step 3: One Time Drop from the start date; the server adds the mailing details and starts the pipeline. */
export const useSaveDropDetails = () =>
  useBulkOrderStateMutation(
    // A drop date, or an arrive-in-homes-by date from which the server plans the drop date.
    ({ id, ...date }: { id: string } & ({ startDate: BusinessDate } | { arriveBy: BusinessDate })) =>
      call(api.expressOrder.setDropDetails, {
        params: { id },
        body: {
          dropDetails: {
            dropType: DropType.ONE,
            frequency: DropFrequency.Weekly,
            numberOfMailings: 1,
            ...date,
          },
        },
      }),
  );

/**
 * Step 4's one-per-household choice and holdout (left out: kept): every sub code's list cleaned again,
 * the share held out and the rest priced by the server.
 */
export const useSetExpressListCleaning = () =>
  useBulkOrderStateMutation(({ id, ...body }: { id: string } & SetListCleaning) =>
    call(api.expressOrder.setListCleaning, { params: { id }, body }),
  );

/** Step 4: the agent acknowledges the preflight's issues (their signature goes back to the server). */
export const useAcknowledgeExpressPreflight = () =>
  useBulkOrderStateMutation(({ id, signature }: { id: string; signature: string }) =>
    call(api.expressOrder.acknowledgePreflight, {
      params: { id },
      body: { preflightAcknowledgement: signature },
    }),
  );

/** The pageflex-return page: the server stores the document ids and answers where to go. */
export const useStoreDocIds = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      ...body
    }: { id: string; DocID: string; orderStateId?: string } & Record<string, string | undefined>) =>
      call(api.expressOrder.documentReturn, { params: { id }, body }),
    onSuccess: ({ bulkOrderState }) => {
      queryClient.setQueryData(bulkOrderStateKeys.one(bulkOrderState.id), bulkOrderState);
      void queryClient.invalidateQueries({ queryKey: bulkOrderStateKeys.summary(bulkOrderState.id) });
      void queryClient.invalidateQueries({ queryKey: cartKeys.cart });
    },
  });
};

export const useAddExpressOrderToCart = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(api.expressOrder.addToCart, { params: { id } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: cartKeys.cart }),
  });
};

import { api } from '@msc/shared/api';
import type { SetListCleaning } from '@msc/shared/model/list-cleaning';
import type { CreateOrderState, OrderState, UpdateOrderState } from '@msc/shared/model/order-state';
import type { RenderProof } from '@msc/shared/model/personalization';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#lib/api-client';
import { savedItemKeys } from '#lib/query-keys';

/**
 * One key factory for the order state of the campaign flows (personalization, print on demand, express
 * order's proofs): every mutation writes the server's state back here.
 */
export const orderStateKeys = {
  all: ['order-states'] as const,
  one: (id: string) => ['order-states', id] as const,
  document: (documentId: string) => ['documents', documentId] as const,
  /** The preflight of a version of the state: a change of recipients or proof asks the server again. */
  preflight: (id: string, version: string) => ['order-states', id, 'preflight', version] as const,
  subscriptionSummary: (id: string, subscriptionPeriod: number) =>
    ['order-states', id, 'subscription-summary', subscriptionPeriod] as const,
};

export const orderStateQuery = (id: string) =>
  queryOptions({
    queryKey: orderStateKeys.one(id),
    queryFn: ({ signal }) => call(api.personalization.get, { params: { id }, signal }),
  });

/** The saved item of an asset ('Would you like to use the previously saved item?'). */
export const savedItemOfProductQuery = (productId: string) =>
  queryOptions({
    queryKey: savedItemKeys.ofProduct(productId),
    queryFn: ({ signal }) => call(api.personalization.savedItemOfProduct, { params: { productId }, signal }),
  });

/** Step 4's recipient preflight (it renders the longest name's proof, whose URL expires in minutes). */
export const preflightQuery = (id: string, version: string) =>
  queryOptions({
    queryKey: orderStateKeys.preflight(id, version),
    queryFn: ({ signal }) => call(api.personalization.preflight, { params: { id }, signal }),
    staleTime: 60_000,
  });

/** A fresh short-lived URL of a proof (URLs expire in minutes: never cache them long). */
export const documentQuery = (documentId: string) =>
  queryOptions({
    queryKey: orderStateKeys.document(documentId),
    queryFn: ({ signal }) => call(api.documents.get, { params: { documentId }, signal }),
    staleTime: 60_000,
  });

function useOrderStateMutation<Input>(mutate: (input: Input) => Promise<OrderState>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: mutate,
    // The server keeps the flow: its answer replaces the client's copy.
    onSuccess: (state) => queryClient.setQueryData(orderStateKeys.one(state.id), state),
  });
}

export const useCreateOrderState = () =>
  useOrderStateMutation((body: CreateOrderState) => call(api.personalization.create, { body }));

export const useUpdateOrderState = () =>
  useOrderStateMutation(({ id, ...body }: UpdateOrderState & { id: string }) =>
    call(api.personalization.update, { params: { id }, body }),
  );

export const useSetOrderStateSaved = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isStateSaved }: { id: string; isStateSaved: boolean }) =>
      call(api.personalization.setSaved, { params: { id }, body: { isStateSaved } }),
    onSuccess: (state) => {
      queryClient.setQueryData(orderStateKeys.one(state.id), state);
      void queryClient.invalidateQueries({ queryKey: savedItemKeys.all });
    },
  });
};

export const useDeleteOrderState = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(api.personalization.remove, { params: { id } }),
    onSuccess: ({ id }) => {
      queryClient.removeQueries({ queryKey: orderStateKeys.one(id) });
      void queryClient.invalidateQueries({ queryKey: savedItemKeys.all });
    },
  });
};

/** Preview PDF: the server renders the product's template with the form. */
export const useRenderProof = () =>
  useMutation({ mutationFn: (body: RenderProof) => call(api.documents.renderProof, { body }) });

/** The editor's return page: stores the document id; navigate to the answered path. */
export const useDocumentReturn = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, docId, review }: { id: string; docId: string; review?: boolean }) =>
      call(api.personalization.documentReturn, { params: { id }, body: { docId, review } }),
    onSuccess: ({ orderState }) => {
      queryClient.setQueryData(orderStateKeys.one(orderState.id), orderState);
      // A multi-channel parent answers its per-channel states: read it again.
      if (orderState.parentId)
        void queryClient.invalidateQueries({ queryKey: orderStateKeys.one(orderState.parentId) });
    },
  });
};

/**
 * Step 4's one-per-household choice and holdout (left out: kept): the server cleans the list again, holds
 * out the share and prices the mailed count.
 */
export const useSetListCleaning = () =>
  useOrderStateMutation(({ id, ...body }: { id: string } & SetListCleaning) =>
    call(api.personalization.setListCleaning, { params: { id }, body }),
  );

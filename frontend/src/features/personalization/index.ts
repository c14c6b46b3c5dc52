/**
 * The personalization flow's public surface (campaign programs plug their own recipient step on it):
 * order-state queries and mutations, proofs and saved items, and the flow's pages (lazy loaders).
 */

/** The flow's pages, each loaded from its own chunk when its route is first visited. */
export const personalizationPages = {
  step2: () => import('./step-2/step-2-page'),
  step2Review: () => import('./step-2/step-2-review-page'),
};

export {
  documentQuery,
  orderStateKeys,
  orderStateQuery,
  savedItemOfProductQuery,
  savedItemsQuery,
  useAddOrderStateToCart,
  useCreateOrderState,
  useDeleteOrderState,
  useDocumentReturn,
  useRenderProof,
  useSetOrderStateSaved,
  useUpdateOrderState,
} from './api/order-state-queries';
export { recipientPageQuery, useSetRecipients } from './api/recipient-queries';

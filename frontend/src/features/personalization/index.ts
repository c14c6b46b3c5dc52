/**
 * The personalization flow's public surface (campaign programs plug their own recipient step on it):
 * order-state queries and mutations, proofs and saved items. Pages come with the flow's screens.
 */
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

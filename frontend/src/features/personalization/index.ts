/**
 * The personalization flow's public surface (campaign programs plug their own recipient step on it):
 * order-state queries and mutations, proofs and saved items, and the flow's pages (lazy loaders).
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
export { recipientPageQuery, useSetRecipients } from './api/recipient-queries';
/** The built-in editor's parts, shared with customizable downloads (the same editor, spec 2 §2). */
export { FlowStepper } from './flow/flow-stepper';
export { PdfViewer } from './proof/pdf-viewer';
export { ProofPanel } from './proof/proof-panel';
export { useCurrentProof } from './proof/use-current-proof';
export { ApprovalsFieldset } from './step-1/approvals-fieldset';
export { ImagePickerDialog } from './step-1/image-picker-dialog';
export { personalizationDefaults } from './step-1/personalization-defaults';
export { PersonalizationFields } from './step-1/personalization-fields';

/** The pages of the flow, each loaded from its own chunk when its route is first visited. */
export const personalizationPages = {
  startOrder: () => import('./start/start-order-page'),
  selectChannel: () => import('./select/select-channel-page'),
  selectAsset: () => import('./select/select-asset-page'),
  personalize: () => import('./step-1/personalize-page'),
  documentReturn: () => import('./return/document-return-page'),
  step2: () => import('./step-2/step-2-page'),
  step2Review: () => import('./step-2/step-2-review-page'),
  mailSchedule: () => import('./step-3/mail-schedule-page'),
  winBackSchedule: () => import('./step-3/win-back-schedule-page'),
  review: () => import('./step-4/review-page'),
  multiChannelReview: () => import('./step-4/multi-channel-review-page'),
  crossSellWizard: () => import('./cross-sell/cross-sell-wizard-page'),
  subscriptionReview: () => import('./subscription/subscription-review-page'),
};

/**
 * The personalization flow's public surface (campaign programs plug their own recipient step on it):
 * order-state queries and mutations, proofs and saved items, and the flow's pages (lazy loaders).
 */

export {
  documentQuery,
  orderStateKeys,
  orderStateQuery,
  savedItemOfProductQuery,
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
/** Mail dates that no longer hold (resume, add to cart, place order): the text and a link to step 3. */
export { StaleScheduleAlert, staleScheduleOfError } from './flow/stale-schedule-alert';
export { personalizationPages } from './pages';
export { PdfViewer } from './proof/pdf-viewer';
export { ProofPanel } from './proof/proof-panel';
export { ApprovalsFieldset } from './step-1/approvals-fieldset';
export { EditorApprovals, EditorFieldsSection, EditorImageSection } from './step-1/editor-sections';
export { ImagePickerDialog } from './step-1/image-picker-dialog';
export { personalizationDefaults } from './step-1/personalization-defaults';
export { PersonalizationFields } from './step-1/personalization-fields';
export { useDocumentEditor } from './step-1/use-document-editor';
/** Step 2 of a piece mailed to the agent's own list (DataListUpload, prospecting's own list). */
export { DataListRecipients } from './step-2/data-list/data-list-recipients';
export { DropDatePicker } from './step-3/drop-date-picker';
export { DropDatePlanner } from './step-3/drop-date-planner';
export { ScheduleTable } from './step-3/schedule-table';
/** Step 4's recipient preflight, shared with the Express Order's step 4. */
export { PreflightPanel, preflightCleared } from './step-4/recipient-preflight';

/**
 * The campaign kit: the pieces the campaign flows share (personalization, express order, customizable
 * downloads, print on demand, prospecting, and the cart's neighbours that show a flow's state). It imports
 * no feature (only lib/, ui/ and @msc/shared), so every flow may build on it and none on another flow.
 */

/** The order state of a personalized piece: its queries and mutations (the server keeps the flow). */
export {
  documentQuery,
  orderStateKeys,
  orderStateQuery,
  savedItemOfProductQuery,
  useCreateOrderState,
  useDeleteOrderState,
  useDocumentReturn,
  useSetListCleaning,
  useSetOrderStateSaved,
  useUpdateOrderState,
} from './api/order-state-queries';
/** The built-in editor (spec 2 §2): the same editor in personalization, express order, downloads, POD. */
export { ApprovalsFieldset } from './editor/approvals-fieldset';
export { EditorApprovals, EditorFieldsSection, EditorImageSection } from './editor/editor-sections';
export { personalizationDefaults } from './editor/personalization-defaults';
export { PersonalizationFields } from './editor/personalization-fields';
export { useDocumentEditor } from './editor/use-document-editor';
/** The start of an Express Order: the sub codes read (the start's shortcut) and cross-sell's Yes. */
export { expressSubCodesQuery } from './express-start/express-start-queries';
export { useStartExpressOrder } from './express-start/use-start-express-order';
export { FlowStepper } from './flow/flow-stepper';
/** Mail dates that no longer hold (resume, add to cart, place order): the text and a link to step 3. */
export { StaleScheduleAlert, staleScheduleOfError } from './flow/stale-schedule-alert';
export { HoldoutChoice } from './list-cleaning/holdout-choice';
/** List cleaning's one-per-household choice and its summary (step 4 of both flows). */
export { ListCleaningSummary, OnePerHouseholdChoice } from './list-cleaning/list-cleaning-summary';
/** Step 4's recipient preflight, shared with the Express Order's step 4. */
export {
  PreflightPanel,
  preflightCleared,
  RecipientPreflightPanel,
  useRecipientPreflight,
} from './preflight/recipient-preflight';
export { PdfViewer } from './proof/pdf-viewer';
export { ProofPanel } from './proof/proof-panel';
/** Drop dates and the mailing schedule (step 3 of both flows, an order's Move Drop). */
export { DropDatePicker } from './schedule/drop-date-picker';
export { DropDatePlanner } from './schedule/drop-date-planner';
export { EmailSendDates } from './schedule/email-send-dates';
export { ScheduleTable } from './schedule/schedule-table';
/** The ZIP step: the prospecting page and the personalization flow's prospecting variant of step 2. */
export { useSetProspects } from './zip-selection/prospecting-queries';
export { ZipPanel } from './zip-selection/zip-panel';

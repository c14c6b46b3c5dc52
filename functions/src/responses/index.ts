/**
 * The responses to mailed pieces and the recipients held out of them (issue 48, closed-loop results): the
 * public response page and the order's recipient rows write them, results and the home page read them.
 */
export { type HoldoutRecipientRecord, holdoutOfOrder, recordHoldout } from './holdout-store';
export {
  type NewResponse,
  newestResponsesOfAgency,
  type ResponseKind,
  type ResponseRecord,
  recordResponse,
  responsesOfAgencySince,
  responsesOfOrder,
} from './responses-store';

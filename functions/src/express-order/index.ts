/**
 * What other modules may use of express ordering: the express-order pipeline's tasks
 * (functions/src/workflows/express-order/) run these steps; checkout reads a bulk order state to place it and
 * checks it is still placeable as its summary charges it.
 */

export { bulkFingerprint } from './bulk-fingerprint';
export type { BulkRunKey, BulkRunOrder, BulkRunSubCode } from './bulk-run';
export { type BulkOrderStateRecord, findBulkOrderState } from './express-order-store';
export { requireExpressPlaceable } from './express-preflight';
export {
  buildSubCodeRecipients,
  failRun,
  priceSubCode,
  proofOfSubCode,
  type SubCodeOutcome,
  SubCodeStepFailed,
  writeRunSummary,
} from './pipeline-steps';
export {
  chosenBySubCode,
  chosenRecipients,
  mailablePolicyholders,
  recipientsBySubCode,
} from './sub-code-recipients';

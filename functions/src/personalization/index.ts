/**
 * What other capabilities may use of personalization (campaigns plug their own recipient step on these):
 * the caller's order state (404 otherwise), a step's update (recipients, drops; the server prices and
 * schedules) and the drop scheduling rule as the server applies it. Express ordering cleans its sub codes'
 * lists and runs the merge preflight over them with the same code as the wizard's step 4.
 */

export { cleanRecipients, listCleaningView } from './list-cleaning';
export {
  requireCartMailDatesCurrent,
  requireExpressMailDatesCurrent,
  requirePieceMailDatesCurrent,
} from './mail-date-check';
export { toOrderState } from './order-state-view';
export { findOrderState, type OrderStateRecord, savedOrderStates } from './personalization-store';
export { pieceFingerprint } from './piece-fingerprint';
export {
  acknowledgedSignature,
  type PreflightContact,
  type PreflightPiece,
  piecePreflight,
  requirePieceCleared,
} from './preflight';
export { returnedMailCheck } from './returned-mail';
export { scheduleDrops } from './schedule-drops';
export { ownOrderState, updateOrderState } from './service';

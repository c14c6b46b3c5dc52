/**
 * What the job registry runs of orders: the reconciler of drop cancels left under way, and the backfill of
 * the agencies' order figures. An entry of its own
 * (dependency-cruiser's capability-entries), so the Lambdas that read orders through index.ts never bundle
 * the refunds.
 */

export { BACKFILL_ORDER_FIGURES, backfillOrderFigures } from './order-figures';
export {
  PENDING_CANCEL_AGE_MS,
  RECONCILE_PENDING_CANCELS,
  reconcilePendingCancels,
} from './pending-cancel';

import { now as clockNow } from '@msc/shared/clock';
import type { JobRun } from '@msc/shared/model/job-run';
import { dropNumberOf } from '@msc/shared/rules/drop-change';
import { isRefundRefused, refundDrop } from '#payments/index';
import { finishJobRun } from '#platform/job-metrics';
import { logger } from '#platform/logger';
import { settleCancel } from './drop-writes';
import { linesWithCancelsBefore } from './order-money-store';
import { orderWithItems } from './orders-store';

export const RECONCILE_PENDING_CANCELS = 'reconcile-pending-cancels';

/** A cancel under way this long is taken as left behind (a cancel takes a second or two). */
export const PENDING_CANCEL_AGE_MS = 5 * 60_000;

type Outcome = 'finished' | 'rolledBack' | 'gone';

/**
 * One drop's cancel left under way: the refund is issued again under the drop's key (the provider replays
 * one that went through, so this never refunds twice) and the cancel is finished; if the provider refuses it
 * (nothing captured or left to refund) or the order has no captured payment any more, the marker is rolled
 * back and the line and the order get the amount back: the drop mails as scheduled. A failure of any other
 * kind leaves the marker for the next run.
 */
async function reconcileDrop(
  ref: { userName: string; orderId: string; itemId: string; dropNumber: number },
  refund: number,
  now: Date,
): Promise<Outcome> {
  const found = await orderWithItems(ref.userName, ref.orderId, { consistent: true });
  const order = found?.order;
  const refundable = order?.paymentStatus === 'Paid' && order.paymentIntentId !== undefined;
  if (refund > 0 && refundable) {
    try {
      await refundDrop({ ...ref, paymentIntentId: order.paymentIntentId!, amount: refund });
    } catch (error) {
      if (!isRefundRefused(error)) throw error;
      logger.warn('The provider refused a left cancel’s refund: rolled back', { ...ref, error });
      return (await settleCancel(ref, 'rollBack', now)).outcome;
    }
    return (await settleCancel(ref, 'finish', now)).outcome;
  }
  // Nothing to give back (0), or no captured payment to give it from: the cancel cannot be refunded.
  return (await settleCancel(ref, refund > 0 ? 'rollBack' : 'finish', now)).outcome;
}

/**
 * The scheduled job (every 5 minutes): finishes or rolls back every drop cancel left under way for longer
 * than PENDING_CANCEL_AGE_MS (the cancel's Lambda died or timed out between its marker and its end). Its run
 * record counts what it found and did; a drop it could not settle is an error, and a run with errors fails
 * (the job's alarm), after trying every other drop.
 */
export async function reconcilePendingCancels(options: { now?: Date } = {}): Promise<JobRun> {
  const now = options.now ?? clockNow();
  const startedAt = clockNow().toISOString();
  const before = new Date(now.getTime() - PENDING_CANCEL_AGE_MS).toISOString();
  const counts = { pending: 0, finished: 0, rolledBack: 0, gone: 0 };
  const errors: string[] = [];
  try {
    for (const item of await linesWithCancelsBefore(before)) {
      const drops = item.data?.dropDetails?.mailingDetails ?? [];
      for (const [index, drop] of drops.entries()) {
        if (!drop.cancelPending || drop.cancelPending.since >= before) continue;
        counts.pending += 1;
        const ref = {
          userName: item.userName,
          orderId: item.orderId,
          itemId: item.itemId,
          dropNumber: dropNumberOf(drop, index),
        };
        try {
          const outcome = await reconcileDrop(ref, drop.cancelPending.refund, now);
          counts[outcome] += 1;
          logger.info('Left drop cancel reconciled', { ...ref, outcome, refund: drop.cancelPending.refund });
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          errors.push(`order ${ref.orderId} line ${ref.itemId} drop ${ref.dropNumber}: ${message}`);
          logger.error('Reconciling a left drop cancel failed', { ...ref, error });
        }
      }
    }
  } catch (error) {
    errors.push(error instanceof Error ? error.message : String(error));
  }
  return finishJobRun(RECONCILE_PENDING_CANCELS, startedAt, counts, errors);
}

import { MetricUnit } from '@aws-lambda-powertools/metrics';
import { now as clockNow } from '@msc/shared/clock';
import { OrderStatusCode } from '@msc/shared/model/enum-values';
import type { JobRun } from '@msc/shared/model/job-run';
import {
  capturePayment,
  type OrderRecord,
  ordersPlacedTogether,
  ordersToSettle,
  postponeSettlement,
  settleOrder,
} from '#orders/index';
import { logger } from '#platform/logger';
import { METRIC_DIMENSIONS, METRIC_NAMES } from '#platform/metric-names';
import { metrics } from '#platform/metrics';

import { type OrderRecipientsKey, startOrderRecipients } from './order-recipients';

/**
 * What follows an order's transaction: the capture at once (in the request), the recipient rows after it
 * (a workflow), and the reconciler (`settle-orders`, a scheduled job) for any order where either did not
 * happen: every authorization is captured or alarmed, every order's rows written.
 */

/** How long after its placement an unsettled order is left to the request and the workflow. */
export const SETTLE_GRACE_MS = 5 * 60_000;
/** An order still Authorized this long after it was placed is counted in `ordersLeftAuthorized` (alarmed). */
export const AUTHORIZED_LIMIT_MS = 30 * 60_000;
/** When the reconciler looks again at an order it could not settle. */
const RETRY_AFTER_MS = 10 * 60_000;
/** An order awaiting approval is looked at again after a day (approving it brings it back at once). */
const AWAITING_APPROVAL_RETRY_MS = 24 * 60 * 60_000;
/** Orders read per run (the oldest due first); the next run takes the rest. */
const ORDERS_PER_RUN = 200;
export const SETTLE_ORDERS_JOB = 'settle-orders';

/** Never throws: the order is written, so the request answers with it whatever happens here. */
export async function afterOrderWritten(placed: {
  key: OrderRecipientsKey;
  paymentIntentId: string | undefined;
  hasRecipients: boolean;
}): Promise<void> {
  const { key, paymentIntentId, hasRecipients } = placed;
  try {
    await capturePayment(key.userName, key.orderId, paymentIntentId, key.bulkOrderId);
    if (hasRecipients) await startOrderRecipients(key);
    else if (paymentIntentId) await settleOrder(key.userName, key.orderId);
  } catch (error) {
    // The reconciler finds the order (its settleAfter) and finishes what is left.
    logger.error('Settling a placed order failed', { ...key, error });
  }
}

/** The orders of one payment among those due: an Express Order's come together. */
function byPayment(orders: readonly OrderRecord[]): OrderRecord[][] {
  const groups = new Map<string, OrderRecord[]>();
  for (const order of orders) {
    const key = `${order.userName}#${order.bulkOrderId ?? order.orderId}`;
    groups.set(key, [...(groups.get(key) ?? []), order]);
  }
  return [...groups.values()];
}

/** The payment's own order id: an Express Order's first order (written first, the smallest ULID). */
const paymentOrderId = (orders: readonly OrderRecord[]) => orders.map((order) => order.orderId).sort()[0]!;

interface Outcome {
  captured: number;
  leftAuthorized: number;
  rowsRestarted: number;
  settled: number;
  postponed: number;
}

async function settlePayment(due: readonly OrderRecord[], now: Date, outcome: Outcome): Promise<void> {
  const first = due[0]!;
  const key: OrderRecipientsKey = {
    userName: first.userName,
    orderId: paymentOrderId(due),
    ...(first.bulkOrderId ? { bulkOrderId: first.bulkOrderId } : {}),
  };
  const ordersOfKey = async () => (await ordersPlacedTogether(key)).map(({ order }) => order);
  let orders = await ordersOfKey();
  if (orders.length === 0) orders = [...due];
  // Awaiting approval: its hold is the approvals' to capture or release; only its rows are finished here.
  const awaitingApproval = orders.some((order) => order.orderStatusCode === OrderStatusCode.PendingApproval);
  const authorized = orders.find((order) => order.paymentStatus === 'Authorized' && order.paymentIntentId);
  if (authorized && !awaitingApproval) {
    await capturePayment(key.userName, key.orderId, authorized.paymentIntentId, key.bulkOrderId);
    orders = await ordersOfKey();
    if (orders.some((order) => order.paymentStatus === 'Authorized')) {
      const placedAt = Date.parse(first.orderDate);
      if (now.getTime() - placedAt > AUTHORIZED_LIMIT_MS) outcome.leftAuthorized += 1;
      logger.error('An order is still Authorized after the reconciler tried to capture it', {
        ...key,
        paymentIntentId: authorized.paymentIntentId,
        orderDate: first.orderDate,
      });
    } else outcome.captured += 1;
  }
  if (orders.some((order) => !order.recipientRowsWritten)) {
    if (await startOrderRecipients(key, `r${now.getTime()}`)) outcome.rowsRestarted += 1;
  }
  for (const order of orders) {
    if (await settleOrder(order.userName, order.orderId)) outcome.settled += 1;
    else {
      const after = awaitingApproval ? AWAITING_APPROVAL_RETRY_MS : RETRY_AFTER_MS;
      await postponeSettlement(order.userName, order.orderId, new Date(now.getTime() + after).toISOString());
      outcome.postponed += 1;
    }
  }
}

/**
 * The reconciler (job `settle-orders`, every few minutes): each order left unsettled past its grace (the
 * sparse `ordersToSettle` index, no scan) is captured if still Authorized and has its recipient rows
 * started again if they were never written; one it cannot settle is looked at again later, and one still
 * Authorized past `AUTHORIZED_LIMIT_MS` counts in `ordersLeftAuthorized`, which an alarm watches.
 */
export async function settleOrders(): Promise<JobRun> {
  const now = clockNow();
  const due = await ordersToSettle(now.toISOString(), ORDERS_PER_RUN);
  const outcome: Outcome = { captured: 0, leftAuthorized: 0, rowsRestarted: 0, settled: 0, postponed: 0 };
  const errors: string[] = [];
  for (const orders of byPayment(due)) {
    try {
      await settlePayment(orders, now, outcome);
    } catch (error) {
      errors.push(`${orders[0]!.orderId}: ${error instanceof Error ? error.message : String(error)}`);
      logger.error('Settling an order failed', { orderId: orders[0]!.orderId, error });
      const later = new Date(now.getTime() + RETRY_AFTER_MS).toISOString();
      for (const order of orders)
        await postponeSettlement(order.userName, order.orderId, later).catch(() => {});
    }
  }
  const single = metrics.singleMetric();
  single.addDimension(METRIC_DIMENSIONS.job, SETTLE_ORDERS_JOB);
  single.addMetric(METRIC_NAMES.ordersCapturedLate, MetricUnit.Count, outcome.captured);
  single.addMetric(METRIC_NAMES.ordersLeftAuthorized, MetricUnit.Count, outcome.leftAuthorized);
  const run: JobRun = {
    jobName: SETTLE_ORDERS_JOB,
    startedAt: now.toISOString(),
    finishedAt: clockNow().toISOString(),
    status: errors.length > 0 ? 'failed' : 'succeeded',
    counts: { due: due.length, ...outcome },
    errors,
  };
  logger.info('Orders settled', { ...run.counts, errors: errors.length });
  // A failed run is retried and lands on the job failures (alarmed); the others were settled meanwhile.
  if (errors.length > 0) throw new Error(`settle-orders: ${errors.join('; ')}`);
  return run;
}

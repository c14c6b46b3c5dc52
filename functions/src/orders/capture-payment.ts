import { MetricUnit } from '@aws-lambda-powertools/metrics';
import { OrderStatusCode } from '@msc/shared/model/enum-values';
import { amountToCapture } from '@msc/shared/rules/drop-change';
import { paymentGateway } from '#payments/index';
import { logger } from '#platform/logger';
import { METRIC_NAMES } from '#platform/metric-names';
import { metrics } from '#platform/metrics';
import { claimCapture, markOrdersPaid } from './order-money-store';
import { ordersPlacedTogether } from './orders-store';

/** Attempts when a drop's release is written between the read and the claim (each reads again). */
const CAPTURE_ATTEMPTS = 5;

/**
 * Takes the held amount of a written order: its total less what drops canceled before the capture released
 * (an Express Order: the sum of its orders'), or releases the hold when nothing is left to take. The amount
 * is claimed on the orders first, on the condition of the release read (a cancel releasing meanwhile makes
 * it read again and take less; a cancel after it waits, then refunds), then captured under a key naming the
 * amount, then the orders are marked Paid. Safe to call again (a retry, a reconciler): orders already paid
 * or released are left alone, and a claim left by an earlier attempt is captured with its own amount (the
 * provider replays its key). The order stands either way: a failed capture leaves it Authorized with its
 * claim, logged with its ids and the amount to capture (and counted) for support or a retry to capture.
 */
export async function capturePayment(
  userName: string,
  orderId: string,
  paymentIntentId: string | undefined,
  bulkOrderId?: string,
): Promise<void> {
  if (!paymentIntentId) return;
  let amount: number | undefined;
  try {
    for (let attempt = 1; ; attempt++) {
      const open = (await ordersPlacedTogether({ userName, orderId, bulkOrderId }))
        .map(({ order }) => order)
        .filter((order) => order.paymentStatus === 'Authorized');
      if (open.length === 0) return;
      // A claim an earlier attempt left: its amounts stand (the provider may have taken them already).
      const claimed = open.every((order) => order.captureAmount !== undefined);
      const shares = open.map((order) => ({
        orderId: order.orderId,
        amountPaid: claimed
          ? order.captureAmount!
          : amountToCapture({
              total: order.total,
              amountReleased: order.amountReleased ?? 0,
              canceled: order.orderStatusCode === OrderStatusCode.Canceled,
            }),
      }));
      const claims = open.map((order, index) => ({ order, captureAmount: shares[index]!.amountPaid }));
      if (!claimed && !(await claimCapture(userName, claims))) {
        if (attempt >= CAPTURE_ATTEMPTS)
          throw new Error('The orders kept changing while the capture was claimed');
        continue;
      }
      amount = shares.reduce((sum, share) => sum + share.amountPaid, 0);
      const gateway = await paymentGateway();
      // The key names the amount: a capture after a further release is a new request.
      if (amount > 0) await gateway.capture(paymentIntentId, `capture:${orderId}:${amount}`, amount);
      else await gateway.cancel(paymentIntentId);
      await markOrdersPaid(userName, shares);
      logger.info(amount > 0 ? 'Payment captured' : 'Payment authorization released', {
        orderId,
        paymentIntentId,
        amount,
      });
      return;
    }
  } catch (error) {
    metrics.addMetric(METRIC_NAMES.paymentCaptureFailures, MetricUnit.Count, 1);
    logger.error('Capturing the payment of a placed order failed', {
      orderId,
      paymentIntentId,
      amount,
      error,
    });
  }
}

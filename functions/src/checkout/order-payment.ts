import { MetricUnit } from '@aws-lambda-powertools/metrics';
import { now } from '@msc/shared/clock';
import { apiErrors, emptyStates, notices } from '@msc/shared/messages';
import { OrderStatusCode } from '@msc/shared/model/enum-values';
import { businessToday } from '@msc/shared/rules/business-date';
import { amountToCapture } from '@msc/shared/rules/drop-change';
import { isCardExpired, mayPayWhileImpersonating } from '@msc/shared/rules/payment-cards';
import { claimCapture, markOrdersPaid, ordersOfPayment } from '#orders/index';
import { businessRule, forbidden } from '#platform/http-error';
import { logger } from '#platform/logger';
import { METRIC_NAMES } from '#platform/metric-names';
import { metrics } from '#platform/metrics';
import type { RequestContext } from '#platform/request-context';
import { type PaymentMethodRecord, paymentMethodsOfUser } from './checkout-store';
import { paymentGateway } from './payment-gateway';

/**
 * The money side of placing an order: the amount is held on the card before the order is written,
 * captured once it is, and released if it is not, so no card is charged without an order.
 */

export type AuthorizedPayment =
  | { ok: true; card: PaymentMethodRecord | undefined; paymentIntentId: string | undefined }
  | { ok: false; message: string };

/** Holds `amount` on the buyer's chosen card (nothing to hold for a free order); a decline is an answer. */
export async function authorizePayment(
  ctx: RequestContext,
  request: {
    amount: number;
    body: { paymentMethodId?: string; idempotencyKey: string };
    scope: string;
    orderId: string;
    cartId: string;
  },
): Promise<AuthorizedPayment> {
  const { amount, body, scope, orderId, cartId } = request;
  if (amount <= 0) return { ok: true, card: undefined, paymentIntentId: undefined };
  const cards = await paymentMethodsOfUser(ctx.user.userName);
  const card = cards.find((candidate) => candidate.paymentMethodId === body.paymentMethodId);
  if (!card) throw businessRule(emptyStates.paymentMethod);
  // Staff acting as the agent pay only with a card the agent saved before the session (the rule's comment).
  if (ctx.impersonator && !mayPayWhileImpersonating(card.created, ctx.impersonationStartedAt ?? ''))
    throw forbidden(apiErrors.cardNewerThanImpersonation);
  if (isCardExpired(card.expirationDate, businessToday(now()))) throw businessRule(notices.cardExpired);
  metrics.addMetric(METRIC_NAMES.paymentAttempts, MetricUnit.Count, 1);
  const outcome = await (await paymentGateway()).authorize({
    amount,
    customerId: card.providerCustomerId,
    paymentMethodId: card.providerPaymentMethodId,
    // Per attempt: a released key may be tried again, and the provider replays what a key answered.
    idempotencyKey: `order:${scope}:${body.idempotencyKey}:${orderId}`,
    description: `Order of ${ctx.user.userName}`,
    metadata: { userName: ctx.user.userName, cartId, orderId },
  });
  if (!outcome.ok) {
    metrics.addMetric(METRIC_NAMES.paymentFailures, MetricUnit.Count, 1);
    logger.info('Payment declined', { orderId, code: outcome.code });
    return { ok: false, message: outcome.message };
  }
  logger.info('Payment authorized', { orderId, paymentIntentId: outcome.paymentIntentId, amount });
  return { ok: true, card, paymentIntentId: outcome.paymentIntentId };
}

/** Releases the hold of an order that was not written; a failure here is for support, with the ids. */
export async function releaseAuthorization(orderId: string, paymentIntentId: string): Promise<void> {
  try {
    await (await paymentGateway()).cancel(paymentIntentId);
    logger.info('Payment authorization released', { orderId, paymentIntentId });
  } catch (error) {
    logger.error('Releasing a payment authorization failed', { orderId, paymentIntentId, error });
  }
}

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
      const open = (await ordersOfPayment(userName, orderId, bulkOrderId)).filter(
        (order) => order.paymentStatus === 'Authorized',
      );
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

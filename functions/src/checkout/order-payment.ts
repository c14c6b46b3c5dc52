import { MetricUnit } from '@aws-lambda-powertools/metrics';
import { emptyStates, notices } from '@msc/shared/messages';
import { OrderStatusCode } from '@msc/shared/model/enum-values';
import { businessToday } from '@msc/shared/rules/business-date';
import { amountToCapture } from '@msc/shared/rules/drop-change';
import { isCardExpired } from '@msc/shared/rules/payment-cards';
import { markOrdersPaid, ordersOfPayment } from '#orders/index';
import { businessRule } from '#platform/http-error';
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
  if (isCardExpired(card.expirationDate, businessToday(new Date()))) throw businessRule(notices.cardExpired);
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

/**
 * Takes the held amount of a written order: its total less what drops canceled before the capture released
 * (an Express Order: the sum of its orders'), or releases the hold when nothing is left to take. The order
 * stands either way: a failed capture leaves it Authorized, logged with its ids and the amount to capture
 * (and counted) for support to capture.
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
    const shares = (await ordersOfPayment(userName, orderId, bulkOrderId)).map((order) => ({
      orderId: order.orderId,
      amountPaid: amountToCapture({
        total: order.total,
        amountReleased: order.amountReleased ?? 0,
        canceled: order.orderStatusCode === OrderStatusCode.Canceled,
      }),
    }));
    amount = shares.reduce((sum, share) => sum + share.amountPaid, 0);
    const gateway = await paymentGateway();
    // The key names the amount: a capture retried after a further release is a new request.
    if (amount > 0) await gateway.capture(paymentIntentId, `capture:${orderId}:${amount}`, amount);
    else await gateway.cancel(paymentIntentId);
    await markOrdersPaid(userName, shares);
    logger.info(amount > 0 ? 'Payment captured' : 'Payment authorization released', {
      orderId,
      paymentIntentId,
      amount,
    });
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

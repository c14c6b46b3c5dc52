import { MetricUnit } from '@aws-lambda-powertools/metrics';
import { now } from '@msc/shared/clock';
import { apiErrors, emptyStates, notices } from '@msc/shared/messages';
import { businessToday } from '@msc/shared/rules/business-date';
import { isCardExpired, mayPayWhileImpersonating } from '@msc/shared/rules/payment-cards';
import { businessRule, forbidden } from '#platform/http-error';
import { logger } from '#platform/logger';
import { METRIC_NAMES } from '#platform/metric-names';
import { metrics } from '#platform/metrics';
import type { RequestContext } from '#platform/request-context';
import { paymentGateway } from './payment-gateway';
import { type PaymentMethodRecord, paymentMethodsOfUser } from './payments-store';

/**
 * The money side of placing an order: the amount is held on the card before the order is written, and
 * released if it is not, so no card is charged without an order. The capture of a written order is the
 * orders' (orders/capture-payment.ts): it claims the amount on the orders first.
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

/**
 * Holds an order's amount anew on the card it was placed with (an order awaiting approval whose first
 * hold is about to lapse). A card removed, expired or declined since is an answer, never an exception:
 * the caller releases the order then.
 */
export async function renewAuthorization(request: {
  userName: string;
  paymentMethodId: string;
  amount: number;
  orderId: string;
  /** The how-manyeth renewal: the provider's idempotency key names it. */
  renewal: number;
}): Promise<AuthorizedPayment> {
  const { userName, paymentMethodId, amount, orderId, renewal } = request;
  const card = (await paymentMethodsOfUser(userName)).find(
    (candidate) => candidate.paymentMethodId === paymentMethodId,
  );
  if (!card) return { ok: false, message: emptyStates.paymentMethod };
  if (isCardExpired(card.expirationDate, businessToday(now())))
    return { ok: false, message: notices.cardExpired };
  metrics.addMetric(METRIC_NAMES.paymentAttempts, MetricUnit.Count, 1);
  const outcome = await (await paymentGateway()).authorize({
    amount,
    customerId: card.providerCustomerId,
    paymentMethodId: card.providerPaymentMethodId,
    idempotencyKey: `order-renewal:${orderId}:${renewal}`,
    description: `Order of ${userName} (hold renewed while awaiting approval)`,
    metadata: { userName, orderId },
  });
  if (!outcome.ok) {
    metrics.addMetric(METRIC_NAMES.paymentFailures, MetricUnit.Count, 1);
    logger.info('Renewing a payment authorization was declined', { orderId, code: outcome.code });
    return { ok: false, message: outcome.message };
  }
  logger.info('Payment authorization renewed', { orderId, paymentIntentId: outcome.paymentIntentId, amount });
  return { ok: true, card, paymentIntentId: outcome.paymentIntentId };
}

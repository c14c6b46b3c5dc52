import { logger } from '#platform/logger';
import { paymentGateway } from './payment-gateway';

/**
 * Gives back a canceled drop's amount (cents) of an order's captured payment. The key names the order,
 * line and drop: a retried or concurrent cancel of the same drop refunds once (the provider replays the key,
 * for 24 hours), so the reconciler of cancels left under way may issue it again safely with the same amount.
 */
export async function refundDrop(request: {
  orderId: string;
  itemId: string;
  dropNumber: number;
  paymentIntentId: string;
  amount: number;
}): Promise<void> {
  const { orderId, itemId, dropNumber, paymentIntentId, amount } = request;
  if (amount <= 0) return;
  await (await paymentGateway()).refund(
    paymentIntentId,
    `drop-refund:${orderId}:${itemId}:${dropNumber}`,
    amount,
  );
  logger.info('Canceled drop refunded', { orderId, itemId, dropNumber, paymentIntentId, amount });
}

/**
 * Whether the provider refused a refund for good (nothing captured, nothing left to give back, the payment
 * gone): the drop can no longer be refunded. Anything else (network, the provider down) may pass.
 */
export function isRefundRefused(error: unknown): boolean {
  const type = (error as { type?: unknown } | undefined)?.type;
  return type === 'StripeInvalidRequestError' || type === 'StripeCardError';
}

/**
 * Releases the whole hold of an order whose every line was canceled before its payment was captured: the
 * capture then takes nothing (it reads the order canceled). A failure is logged: the order no longer asks
 * for the money, and the provider lets the hold lapse.
 */
export async function releaseCanceledOrder(orderId: string, paymentIntentId: string): Promise<void> {
  try {
    await (await paymentGateway()).cancel(paymentIntentId);
    logger.info('Payment authorization of a canceled order released', { orderId, paymentIntentId });
  } catch (error) {
    logger.error('Releasing the authorization of a canceled order failed', {
      orderId,
      paymentIntentId,
      error,
    });
  }
}

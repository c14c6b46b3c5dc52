import { logger } from '#platform/logger';
import { paymentGateway } from './payment-gateway';

/**
 * Gives back a canceled drop's amount (cents) of an order's captured payment. The key names the order,
 * line and drop: a retried or concurrent cancel of the same drop refunds once (the provider replays the key).
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

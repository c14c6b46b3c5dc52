import type { PaymentMethodRecord } from '#payments/index';
import { recordAdminChange } from '#platform/identity-store';
import { logger } from '#platform/logger';
import type { RequestContext } from '#platform/request-context';

/**
 * An order staff placed while acting as an agent, on the audit trail: the staff member (actor), the agent
 * (target), the order number and the card paid with. Placing is allowed on a card the agent saved before the
 * session (rules/payment-cards.ts `mayPayWhileImpersonating`); this record says so after the fact. The order
 * is written and paid by then: a failure to record is logged for support, never turned into a failed order.
 */
export async function auditOrderPlacedWhileImpersonating(
  ctx: RequestContext,
  order: { orderId: string; orderNumber: string },
  card: PaymentMethodRecord | undefined,
): Promise<void> {
  if (!ctx.impersonator) return;
  const after = {
    orderNumber: order.orderNumber,
    agent: ctx.user.userName,
    ...(card ? { cardBrand: card.cardBrand, last4: card.last4 } : {}),
  };
  try {
    await recordAdminChange({
      action: 'order.placedWhileImpersonating',
      actorUserName: ctx.impersonator.userName,
      target: ctx.user.userName,
      after,
    });
  } catch (error) {
    logger.error('Recording an order placed while impersonating failed', { ...after, error });
  }
}

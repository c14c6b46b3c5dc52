import type { Cart } from '@msc/shared/model/cart';
import { authorizationLapsesAt } from '@msc/shared/rules/order-approval';
import type { OrderRecord } from '#orders/index';

/** A free order holds nothing, so nothing of it lapses. */
const NEVER = '9999-12-31T00:00:00.000Z';

/**
 * The approval queue's record of an order placed awaiting approval (status 2): what the queue shows and
 * what deciding it needs (the payment's order id, the hold and the card, who placed it and where to tell
 * the agent). Its hold lapses by the rule (rules/order-approval.ts) unless the renewal job renews it.
 */
export function approvalRequestOf(placed: {
  orderBase: Omit<OrderRecord, 'orderNumber'>;
  orderNumber: string;
  orderId: string;
  bulkOrderId: string | undefined;
  cart: Cart;
  products: string[];
}) {
  const { orderBase, orderNumber, orderId, bulkOrderId, cart, products } = placed;
  return {
    orderId,
    userName: orderBase.userName,
    orderNumber,
    orderDate: orderBase.orderDate,
    agencyName: orderBase.agencyName,
    statCode: orderBase.statCode,
    total: cart.total,
    ...(bulkOrderId ? { bulkOrderId } : {}),
    ...(orderBase.placedBy ? { placedBy: orderBase.placedBy } : {}),
    ...(orderBase.orderPlacedByEmail ? { orderPlacedByEmail: orderBase.orderPlacedByEmail } : {}),
    ...(orderBase.paymentIntentId
      ? { paymentIntentId: orderBase.paymentIntentId, paymentMethodId: orderBase.paymentMethodId }
      : {}),
    authorizedAt: orderBase.orderDate,
    authorizationLapsesAt: orderBase.paymentIntentId ? authorizationLapsesAt(orderBase.orderDate) : NEVER,
    products,
  };
}

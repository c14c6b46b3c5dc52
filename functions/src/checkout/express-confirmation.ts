import type { OrderConfirmation } from '@msc/shared/api/checkout';
import type { OrderWithItems } from '#orders/index';

/**
 * An Express Order's confirmation: every sub code's order (number, sub code, pieces, its share) and the one
 * charge they add up to, so the agent sees what the card paid for, not one order of several.
 */
export function expressConfirmation(placed: readonly OrderWithItems[]): OrderConfirmation['express'] {
  if (placed.length === 0) return undefined;
  const orders = placed
    .map(({ order, items }) => ({
      id: order.orderId,
      orderNumber: order.orderNumber,
      subCode: order.statCode,
      agencyName: order.agencyName,
      quantity: items.reduce((sum, item) => sum + item.quantity, 0),
      total: order.total,
    }))
    .sort((a, b) => a.subCode.localeCompare(b.subCode) || a.orderNumber.localeCompare(b.orderNumber));
  const sum = (pick: (order: OrderWithItems['order']) => number) =>
    placed.reduce((total, { order }) => total + pick(order), 0);
  return {
    orders,
    charge: {
      subTotal: sum((order) => order.subTotal),
      shipping: sum((order) => order.shipping),
      discountTotal: sum((order) => order.discountTotal),
      total: sum((order) => order.total),
    },
  };
}

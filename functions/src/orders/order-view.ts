import type { Order, OrderDetailListRow, OrderHistoryRow } from '@msc/shared/model/order';
import { daysLeftUntil, isListExpired, prospectListExpiryOf } from '@msc/shared/rules/list-expiry';
import { orderStatusLabel } from '@msc/shared/rules/order-status';
import type { OrderDetailRowRecord, OrderItemRecord, OrderRecord } from './orders-store';

const status = (order: OrderRecord) => orderStatusLabel(order.orderStatusCode);

export function toHistoryRow(order: OrderRecord): OrderHistoryRow {
  return {
    id: order.orderId,
    orderNumber: order.orderNumber,
    orderDate: order.orderDate,
    orderStatus: status(order),
    orderStatusCode: order.orderStatusCode as OrderHistoryRow['orderStatusCode'],
    shippingStatus: order.shippingStatus as OrderHistoryRow['shippingStatus'],
    total: order.total,
    amountPaid: order.amountPaid,
    programTypes: order.programTypes ?? [],
    attributes: { Agency: { statCode: order.statCode, name: order.agencyName } },
  };
}

/**
 * An item's purchased prospect list while it is accessible (spec 2 §1: 60 days after the last mail date),
 * undefined for other items, before any mail date is set and once expired.
 */
export function prospectListOf(item: OrderItemRecord, now: Date) {
  const expires = prospectListExpiryOf(item.data);
  if (!expires) return undefined;
  const daysLeft = daysLeftUntil(expires, now);
  if (isListExpired(daysLeft)) return { expired: true as const };
  return { expired: false as const, listExpirationDate: expires, daysLeft };
}

export function toOrder(order: OrderRecord, items: OrderItemRecord[], now: Date): Order {
  return {
    ...toHistoryRow(order),
    items: items.map((item) => ({
      id: item.itemId,
      product: {
        id: item.productId,
        name: item.name,
        itemNumber: item.itemNumber,
        unitPrice: item.unitPrice,
        description: item.description,
      },
      quantity: item.quantity,
      status: item.status,
      amountRefunded: item.amountRefunded,
      amountReleased: item.amountReleased,
      attributes: { Data: item.data, OrderStates: item.orderStateIds },
      prospectList: accessibleList(prospectListOf(item, now)),
    })),
    subTotal: order.subTotal,
    amountRefunded: order.amountRefunded,
    additionalChargeTotal: order.additionalChargeTotal,
    discountTotal: order.discountTotal,
    tax: order.tax,
    shipping: order.shipping,
    paymentStatus: order.paymentStatus,
    shipMethod: { name: order.shipMethodName, cost: order.shipMethodCost },
    shipTo: order.shipTo,
    billTo: order.billTo,
    shipments: (order.trackingNumbers ?? []).map((trackingNumber) => ({ trackingNumber })),
    paymentMethodId: order.paymentMethodId,
    isMultiShip: order.isMultiShip,
    bulkOrderId: order.bulkOrderId,
    orderPlacedByEmail: order.orderPlacedByEmail,
    // The decision on an order that waited for approval; who decided stays on the audit trail.
    ...(order.approval
      ? {
          approval: {
            outcome: order.approval.outcome,
            decidedAt: order.approval.decidedAt,
            reason: order.approval.reason,
          },
        }
      : {}),
  };
}

function accessibleList(list: ReturnType<typeof prospectListOf>) {
  return list && !list.expired
    ? { listExpirationDate: list.listExpirationDate, daysLeft: list.daysLeft }
    : undefined;
}

export function toDetailRow(row: OrderDetailRowRecord): OrderDetailListRow {
  const { userName: _user, orderId: _order, rowNumber: _row, listId: _list, ...shown } = row;
  return shown;
}

import type { Order, OrderDetailListRow, OrderHistoryRow } from '@msc/shared/model/order';
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

export function toOrder(order: OrderRecord, items: OrderItemRecord[]): Order {
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
      attributes: { Data: item.data, OrderStates: item.orderStateIds },
    })),
    subTotal: order.subTotal,
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
  };
}

export function toDetailRow(row: OrderDetailRowRecord): OrderDetailListRow {
  const { userName: _user, orderId: _order, rowNumber: _row, listId: _list, ...shown } = row;
  return shown;
}

import type { checkoutApi, OrderConfirmation } from '@msc/shared/api/checkout';
import { OrderStatusCode } from '@msc/shared/model/enum-values';
import type { OrderAddress } from '@msc/shared/model/order';
import { ORDER_STATUS_LABELS, orderStatusLabel } from '@msc/shared/rules/order-status';
import { type OrderItemRecord, type OrderRecord, ordersPlacedTogether, orderWithItems } from '#orders/index';
import { type PaymentMethodRecord, paymentMethodsOfUser, paymentMethodUseCases } from '#payments/index';
import { notFound } from '#platform/http-error';
import type { Implementation } from '#platform/implement';
import { orderShipTos } from './checkout-store';
import { expressConfirmation } from './express-confirmation';
import { placeOrder } from './place-order';

const RECIPIENTS_SHOWN = 100;

function toConfirmation(
  order: OrderRecord,
  items: OrderItemRecord[],
  card: PaymentMethodRecord | undefined,
  recipients: OrderAddress[],
): OrderConfirmation {
  return {
    id: order.orderId,
    orderNumber: order.orderNumber,
    orderDate: order.orderDate,
    orderStatus: orderStatusLabel(order.orderStatusCode, ORDER_STATUS_LABELS[OrderStatusCode.Pending]),
    orderStatusCode: order.orderStatusCode as OrderConfirmation['orderStatusCode'],
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
      attributes: { OrderStates: item.orderStateIds },
    })),
    total: order.total,
    subTotal: order.subTotal,
    additionalChargeTotal: order.additionalChargeTotal,
    discountTotal: order.discountTotal,
    tax: order.tax,
    shipping: order.shipping,
    amountPaid: order.amountPaid,
    paymentStatus: order.paymentStatus,
    shippingStatus: order.shippingStatus as OrderConfirmation['shippingStatus'],
    shipMethod: { name: order.shipMethodName, cost: order.shipMethodCost },
    shipTo: order.shipTo,
    shipments: (order.trackingNumbers ?? []).map((trackingNumber) => ({ trackingNumber })),
    billTo: order.billTo,
    paymentMethodId: order.paymentMethodId,
    isMultiShip: order.isMultiShip,
    orderPlacedByEmail: order.orderPlacedByEmail,
    placedBy: order.placedBy,
    attributes: { Agency: { statCode: order.statCode, name: order.agencyName } },
    recipients,
    recipientCount: order.isMultiShip ? order.shipToCount : recipients.length,
    payment: card ? { cardBrand: card.cardBrand, last4: card.last4 } : undefined,
  };
}

export const checkoutService: Implementation<typeof checkoutApi> = {
  ...paymentMethodUseCases,

  placeOrder: async ({ ctx, body }) => placeOrder(ctx, body),

  orderConfirmation: async ({ ctx, params }) => {
    // Keyed by the effective user: another user's order id finds nothing here (404).
    const found = await orderWithItems(ctx.user.userName, params.id);
    if (!found) throw notFound();
    const cards = found.order.paymentMethodId ? await paymentMethodsOfUser(ctx.user.userName) : [];
    const card = cards.find((candidate) => candidate.paymentMethodId === found.order.paymentMethodId);
    const recipients = found.order.isMultiShip
      ? (await orderShipTos(ctx.user.userName, params.id, RECIPIENTS_SHOWN)).map(
          ({
            userName: _user,
            orderId: _order,
            sequence: _sequence,
            marketingContactId: _contact,
            orderContactItemQuantities: _q,
            ...address
          }) => address,
        )
      : found.order.shipTo
        ? [found.order.shipTo]
        : [];
    const express = found.order.bulkOrderId
      ? expressConfirmation(await ordersPlacedTogether(found.order))
      : undefined;
    return { ...toConfirmation(found.order, found.items, card, recipients), express };
  },
};

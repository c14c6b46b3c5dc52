import type { checkoutApi, OrderConfirmation, PaymentSetup } from '@msc/shared/api/checkout';
import { now } from '@msc/shared/clock';
import { apiErrors, notices, toasts } from '@msc/shared/messages';
import type { OrderAddress } from '@msc/shared/model/order';
import type { PaymentMethod } from '@msc/shared/model/payment';
import { businessToday } from '@msc/shared/rules/business-date';
import { checkSetDefaultCard, isCardExpired } from '@msc/shared/rules/payment-cards';
import { ulid } from 'ulid';
import { type OrderItemRecord, type OrderRecord, orderWithItems } from '#orders/index';
import { businessRule, conflict, notFound } from '#platform/http-error';
import type { Implementation } from '#platform/implement';
import {
  deletePaymentMethod,
  moveDefault,
  orderShipTos,
  type PaymentMethodRecord,
  paymentMethodsOfUser,
  savePaymentMethod,
} from './checkout-store';
import { LOCAL_PUBLISHABLE_KEY, PaymentRefused, paymentGateway } from './payment-gateway';
import { stripeKeys } from './payment-keys';
import { placeOrder } from './place-order';

export function toPaymentMethod(record: PaymentMethodRecord): PaymentMethod {
  return {
    id: record.paymentMethodId,
    name: record.name,
    isExpired: isCardExpired(record.expirationDate, businessToday(now())),
    isDefault: record.isDefault,
    addressLine1: record.addressLine1,
    addressLine2: record.addressLine2,
    city: record.city,
    state: record.state,
    province: record.province,
    country: record.country,
    expirationDate: record.expirationDate,
    paymentData: { cardBrand: record.cardBrand, last4: record.last4, customer: record.providerCustomerId },
  };
}

/** Newest first, as the payment panel lists them. */
async function cardsOf(userName: string): Promise<PaymentMethod[]> {
  const records = await paymentMethodsOfUser(userName);
  return records.sort((a, b) => b.paymentMethodId.localeCompare(a.paymentMethodId)).map(toPaymentMethod);
}

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
    orderStatus: order.orderStatusCode === 2 ? 'In Progress' : 'Pending',
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
  paymentSetup: async (): Promise<PaymentSetup> => {
    const keys = await stripeKeys();
    return keys
      ? { mode: 'stripe', publishableKey: keys.publishableKey }
      : { mode: 'local', publishableKey: LOCAL_PUBLISHABLE_KEY, localPath: '/local-payments' };
  },

  paymentMethods: async ({ ctx }) => cardsOf(ctx.user.userName),

  addPaymentMethod: async ({ ctx, body }) => {
    const gateway = await paymentGateway();
    const userName = ctx.user.userName;
    const existing = await paymentMethodsOfUser(userName);
    const providerCard = await gateway.card(body.providerPaymentMethodId);
    if (!providerCard) throw businessRule(toasts.cardAttachFailed().message);
    // One provider customer per user: reuse the one behind the saved cards, else create it.
    const newCustomer = () => gateway.createCustomer({ email: ctx.user.email, userName });
    let customerId: string;
    try {
      customerId = existing[0]?.providerCustomerId ?? (await newCustomer());
      try {
        await gateway.attach(body.providerPaymentMethodId, customerId);
      } catch (error) {
        // The provider no longer knows the stored customer (e.g. a test account reset): start a new one.
        if (!(error instanceof PaymentRefused && error.code === 'resource_missing')) throw error;
        customerId = await newCustomer();
        await gateway.attach(body.providerPaymentMethodId, customerId);
      }
    } catch (error) {
      if (error instanceof PaymentRefused) throw businessRule(error.message);
      throw error;
    }
    const previousDefault = existing.find((card) => card.isDefault);
    const isDefault = body.isDefault || existing.length === 0;
    const record: PaymentMethodRecord = {
      userName,
      paymentMethodId: ulid(),
      providerPaymentMethodId: providerCard.providerPaymentMethodId,
      providerCustomerId: customerId,
      paymentType: 'STRIPE',
      cardBrand: providerCard.cardBrand,
      last4: providerCard.last4,
      expirationDate: providerCard.expirationDate,
      name: body.name,
      addressLine1: body.addressLine1,
      addressLine2: body.addressLine2,
      city: body.city,
      state: body.state ?? '',
      province: body.province,
      country: body.country || 'US',
      isDefault,
      created: now().toISOString(),
    };
    await savePaymentMethod(record, isDefault ? previousDefault?.paymentMethodId : undefined);
    return toPaymentMethod(record);
  },

  removePaymentMethod: async ({ ctx, params }) => {
    const userName = ctx.user.userName;
    const card = (await paymentMethodsOfUser(userName)).find((c) => c.paymentMethodId === params.id);
    if (!card) throw notFound(apiErrors.paymentMethodNotFound);
    await (await paymentGateway()).detach(card.providerPaymentMethodId);
    await deletePaymentMethod(userName, card.paymentMethodId);
    return cardsOf(userName);
  },

  setDefaultPaymentMethod: async ({ ctx, params }) => {
    const userName = ctx.user.userName;
    const records = await paymentMethodsOfUser(userName);
    const card = records.find((c) => c.paymentMethodId === params.id);
    if (!card) throw notFound(apiErrors.paymentMethodNotFound);
    const check = checkSetDefaultCard(toPaymentMethod(card));
    if (!check.ok && check.reason === 'expired') throw businessRule(notices.cardExpired);
    if (!check.ok) throw businessRule(apiErrors.cardAlreadyDefault);
    const previous = records.find((c) => c.isDefault)?.paymentMethodId;
    if (!(await moveDefault(userName, card.paymentMethodId, previous))) throw conflict(apiErrors.cartChanged);
    return cardsOf(userName);
  },

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
    return toConfirmation(found.order, found.items, card, recipients);
  },
};

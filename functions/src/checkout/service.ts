import { createHash } from 'node:crypto';
import type { checkoutApi, OrderConfirmation, PaymentSetup } from '@msc/shared/api/checkout';
import { apiErrors, emptyStates, notices, toasts } from '@msc/shared/messages';
import type { Cart } from '@msc/shared/model/cart';
import type { OrderAddress } from '@msc/shared/model/order';
import type { PaymentMethod } from '@msc/shared/model/payment';
import type { PlaceOrderResult } from '@msc/shared/model/place-order';
import { businessToday } from '@msc/shared/rules/business-date';
import { checkSetDefaultCard } from '@msc/shared/rules/payment-cards';
import { igniteBenefit } from '@msc/shared/rules/pricing';
import { shipMethodOf } from '@msc/shared/rules/ship-methods';
import { ulid } from 'ulid';
import { agencyForUser } from '#agency/index';
import { loadCart, loadCartRecords } from '#cart/index';
import { formatOrderNumber } from '#data/entities/order-number';
import { loadIgniteDetails } from '#home/index';
import { config } from '#platform/config';
import { businessRule, conflict, notFound } from '#platform/http-error';
import type { Implementation } from '#platform/implement';
import { logger } from '#platform/logger';
import type { RequestContext } from '#platform/request-context';
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  deleteCartShipTos,
  deletePaymentMethod,
  idempotencyRecord,
  moveDefault,
  type OrderItemRecord,
  type OrderRecord,
  orderShipTos,
  orderWithItems,
  type PaymentMethodRecord,
  paymentMethodsOfUser,
  recordDiscountUse,
  recordIncentiveUse,
  releaseIdempotencyKey,
  SHIP_TOS_DELETED_WITH_ORDER,
  savePaymentMethod,
  writeOrderShipTos,
  writePlacedOrder,
} from './checkout-store';
import { LOCAL_PUBLISHABLE_KEY, PaymentRefused, paymentGateway, paymentMode } from './payment-gateway';

/** Expired when the card's month has passed (New York calendar). */
const isExpired = (expirationDate: string, today = businessToday(new Date())) =>
  expirationDate < today.slice(0, 7);

export function toPaymentMethod(record: PaymentMethodRecord): PaymentMethod {
  return {
    id: record.paymentMethodId,
    name: record.name,
    isExpired: isExpired(record.expirationDate),
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

const requestHash = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How long a repeated request waits for the first one with its key before answering 409. */
const IDEMPOTENT_WAIT_MS = 20_000;

async function awaitFirstAnswer(scope: string, key: string, hash: string): Promise<PlaceOrderResult> {
  const deadline = Date.now() + IDEMPOTENT_WAIT_MS;
  for (;;) {
    const record = await idempotencyRecord(scope, key);
    if (record && record.requestHash !== hash) throw businessRule(apiErrors.idempotencyKeyReused);
    if (record?.status === 'completed') return record.response as PlaceOrderResult;
    if (!record || Date.now() > deadline) throw conflict(apiErrors.orderInProgress);
    await sleep(150);
  }
}

const toAddress = (shipTo: {
  addressee: string;
  companyName?: string;
  addressLine1: string;
  addressLine2?: string;
  city: string;
  state: string;
  postalCode: string;
  countryCode?: string;
  shipToEmail?: string;
  shipToPhoneNumber?: string;
}): OrderAddress => ({
  addressee: shipTo.addressee,
  companyName: shipTo.companyName,
  addressLine1: shipTo.addressLine1,
  addressLine2: shipTo.addressLine2,
  city: shipTo.city,
  state: shipTo.state,
  postalCode: shipTo.postalCode,
  countryCode: shipTo.countryCode,
  email: shipTo.shipToEmail,
  phoneNumber: shipTo.shipToPhoneNumber,
});

async function placeOrder(
  ctx: RequestContext,
  body: { idempotencyKey: string; paymentMethodId?: string; email: string },
): Promise<PlaceOrderResult> {
  const scope = ctx.user.userName;
  const hash = requestHash({ paymentMethodId: body.paymentMethodId, email: body.email });
  // A key seen before answers as it did the first time (a retry after success finds an empty cart).
  if (await idempotencyRecord(scope, body.idempotencyKey)) {
    return awaitFirstAnswer(scope, body.idempotencyKey, hash);
  }
  // A cart that cannot be ordered is refused before anything is written (chargeAndWrite checks again).
  const cart = await loadCart(ctx);
  if (cart.items.length === 0) throw businessRule(emptyStates.cart);
  if (!cart.canPlaceOrder) throw businessRule(apiErrors.cannotPlaceOrder);
  const claim = await claimIdempotencyKey(scope, body.idempotencyKey, 'placeOrder', hash);
  if (!claim.claimed) return awaitFirstAnswer(scope, body.idempotencyKey, hash);

  let charged = false;
  try {
    const result = await chargeAndWrite(ctx, body, scope, () => {
      charged = true;
    });
    return result;
  } catch (error) {
    // Nothing was charged: the same key may try again. After a charge the key stays claimed so a retry
    // can never charge twice (the provider would replay the same charge anyway).
    if (!charged) await releaseIdempotencyKey(scope, body.idempotencyKey).catch(() => {});
    throw error;
  }
}

async function chargeAndWrite(
  ctx: RequestContext,
  body: { idempotencyKey: string; paymentMethodId?: string; email: string },
  scope: string,
  markCharged: () => void,
): Promise<PlaceOrderResult> {
  const cart = await loadCart(ctx);
  const { header, items } = await loadCartRecords({ userName: ctx.user.userName, agencyId: ctx.agencyId });
  if (!header || cart.items.length === 0) throw businessRule(emptyStates.cart);
  if (!cart.canPlaceOrder) throw businessRule(apiErrors.cannotPlaceOrder);
  const shipTos = cart.shipToList ?? [];
  if (cart.isShippingRequired && shipTos.length === 0) throw businessRule(apiErrors.shipToRequired);
  const agency = await agencyForUser(ctx.user, ctx.agencyId);

  let card: PaymentMethodRecord | undefined;
  let chargeId: string | undefined;
  if (cart.total > 0) {
    const cards = await paymentMethodsOfUser(ctx.user.userName);
    card = cards.find((candidate) => candidate.paymentMethodId === body.paymentMethodId);
    if (!card) throw businessRule(emptyStates.paymentMethod);
    if (isExpired(card.expirationDate)) throw businessRule(notices.cardExpired);
    const outcome = await paymentGateway().charge({
      amount: cart.total,
      customerId: card.providerCustomerId,
      paymentMethodId: card.providerPaymentMethodId,
      // Per user: the provider's keys are account-wide, ours are per user.
      idempotencyKey: `order:${scope}:${body.idempotencyKey}`,
      description: `Order of ${ctx.user.userName}`,
      metadata: { userName: ctx.user.userName, cartId: header.cartId },
    });
    if (!outcome.ok) {
      // Declined: the cart stays as it was; the answer is kept for this key (the provider keeps it too).
      const declined: PlaceOrderResult = { succeeded: false, messages: [outcome.message] };
      await completeIdempotencyKey(scope, body.idempotencyKey, 200, declined);
      markCharged();
      return declined;
    }
    markCharged();
    chargeId = outcome.chargeId;
  }

  const orderId = ulid();
  const now = new Date();
  const isMultiShip = shipTos.length > 1;
  if (isMultiShip) {
    await writeOrderShipTos(
      shipTos.map((shipTo, sequence) => ({
        userName: ctx.user.userName,
        orderId,
        sequence,
        ...toAddress(shipTo),
        state: shipTo.state,
        countryCode: shipTo.countryCode,
        marketingContactId: shipTo.marketingContactId,
        orderContactItemQuantities: shipTo.orderContactItemQuantities,
      })),
    );
  }
  const deletedWithOrder = shipTos.slice(0, SHIP_TOS_DELETED_WITH_ORDER).map((shipTo) => shipTo.id);
  const orderBase: Omit<OrderRecord, 'orderNumber'> = {
    userName: ctx.user.userName,
    orderId,
    orderDate: now.toISOString(),
    agencyId: ctx.agencyId,
    statCode: agency.statId,
    agencyName: agency.agencyName,
    orderStatusCode: cart.requiresApproval ? 2 : 1,
    shippingStatus: 1,
    paymentStatus: chargeId ? 'Paid' : 'NotRequired',
    programTypes: [],
    subTotal: cart.subTotal,
    shipping: cart.shipping,
    discountTotal: cart.discountTotal,
    additionalChargeTotal: cart.additionalChargeTotal,
    tax: 0,
    total: cart.total,
    amountPaid: chargeId ? cart.total : 0,
    shipMethodName: shipMethodOf(cart.shipMethodCode).name,
    shipMethodCost: cart.shipping,
    shipTo: shipTos[0] ? toAddress(shipTos[0]) : undefined,
    billTo: card
      ? {
          addressee: card.name,
          addressLine1: card.addressLine1,
          addressLine2: card.addressLine2,
          city: card.city,
          state: card.state,
          postalCode: '',
          countryCode: card.country,
        }
      : undefined,
    trackingNumbers: [],
    paymentMethodId: card?.paymentMethodId,
    isMultiShip,
    shipToCount: shipTos.length,
    orderPlacedByEmail: body.email,
    cartId: header.cartId,
    placedBy: ctx.impersonator?.userName,
  };
  const orderItems: OrderItemRecord[] = cart.items.map((item) => ({
    userName: ctx.user.userName,
    orderId,
    itemId: item.id,
    productId: item.product.id,
    itemNumber: item.product.itemNumber,
    name: item.product.name,
    description: item.product.description,
    unitPrice: item.unitPrice,
    quantity: item.shippedQuantity ?? item.quantity,
    status: 'Pending',
    orderStateIds: item.attributes.OrderStates ?? [],
  }));
  const response: PlaceOrderResult = {
    succeeded: true,
    messages: [],
    model: { id: orderId, isMultiShip },
  };
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const orderNumber = formatOrderNumber(businessToday(now), Math.floor(Math.random() * 100_000));
    const outcome = await writePlacedOrder({
      order: { ...orderBase, orderNumber },
      items: orderItems,
      cart: {
        userName: ctx.user.userName,
        agencyId: ctx.agencyId,
        version: header.version,
        itemIds: items.map((item) => item.itemId),
        shipToIds: deletedWithOrder,
      },
      idempotency: { scope, idempotencyKey: body.idempotencyKey, response },
    });
    if (outcome === 'written') {
      await countPromotions(ctx.agencyId, cart).catch((error: unknown) =>
        // The order is placed and paid: a failed count must not turn that into an error for the buyer.
        logger.error('Counting the promotions of a placed order failed', { orderId, error }),
      );
      await deleteCartShipTos(
        { userName: ctx.user.userName, agencyId: ctx.agencyId },
        shipTos.slice(SHIP_TOS_DELETED_WITH_ORDER).map((shipTo) => shipTo.id),
      );
      return response;
    }
    if (outcome === 'cartChanged') break;
  }
  // The card was charged but the cart changed underneath: keep the key claimed (a retry must not charge
  // again) and say so; the charge id is in the logs for support.
  throw conflict(apiErrors.cartChanged);
}

/** The incentive and the discount codes a placed order used. */
async function countPromotions(agencyId: number, cart: Cart): Promise<void> {
  if ((cart.incentiveDiscount ?? 0) > 0) await countIncentiveUse(agencyId);
  await recordDiscountUse(cart.attributes.Discounts.map((discount) => discount.code));
}

/** The order used the agency's ignite incentive: count it (a free-mailing tier has one fewer left). */
async function countIncentiveUse(agencyId: number): Promise<void> {
  const details = await loadIgniteDetails(agencyId);
  if (!details) return;
  const benefit = igniteBenefit({
    subTier: details.subTier ?? details.igniteStatus,
    reductionRate: details.reductionRate,
  });
  await recordIncentiveUse(agencyId, benefit.kind === 'free');
}

/** The confirmation lists this many of a multi-ship order's addresses, and counts them all. */
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
    attributes: { Agency: { statCode: order.statCode, name: order.agencyName } },
    recipients,
    recipientCount: order.isMultiShip ? order.shipToCount : recipients.length,
    payment: card ? { cardBrand: card.cardBrand, last4: card.last4 } : undefined,
  };
}

export const checkoutService: Implementation<typeof checkoutApi> = {
  paymentSetup: async (): Promise<PaymentSetup> =>
    paymentMode() === 'stripe'
      ? { mode: 'stripe', publishableKey: config().STRIPE_PUBLISHABLE_KEY ?? '' }
      : { mode: 'local', publishableKey: LOCAL_PUBLISHABLE_KEY, localPath: '/local-payments' },

  paymentMethods: async ({ ctx }) => cardsOf(ctx.user.userName),

  addPaymentMethod: async ({ ctx, body }) => {
    const gateway = paymentGateway();
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
      created: new Date().toISOString(),
    };
    await savePaymentMethod(record, isDefault ? previousDefault?.paymentMethodId : undefined);
    return toPaymentMethod(record);
  },

  removePaymentMethod: async ({ ctx, params }) => {
    const userName = ctx.user.userName;
    const card = (await paymentMethodsOfUser(userName)).find((c) => c.paymentMethodId === params.id);
    if (!card) throw notFound(apiErrors.paymentMethodNotFound);
    await paymentGateway().detach(card.providerPaymentMethodId);
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

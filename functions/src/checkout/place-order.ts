import { createHash } from 'node:crypto';
import { apiErrors, emptyStates, notices } from '@msc/shared/messages';
import type { Cart } from '@msc/shared/model/cart';
import type { OrderAddress } from '@msc/shared/model/order';
import type { PlaceOrderResult } from '@msc/shared/model/place-order';
import { businessToday } from '@msc/shared/rules/business-date';
import { isCardExpired } from '@msc/shared/rules/payment-cards';
import { igniteBenefit } from '@msc/shared/rules/pricing';
import { shipMethodOf } from '@msc/shared/rules/ship-methods';
import { ulid } from 'ulid';
import { agencyOfRequest } from '#agency/index';
import { loadCart, loadCartRecords } from '#cart/index';
import { formatOrderNumber } from '#data/entities/order-number';
import { loadIgniteDetails } from '#home/index';
import { businessRule, conflict } from '#platform/http-error';
import { logger } from '#platform/logger';
import type { RequestContext } from '#platform/request-context';
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  deleteCartShipTos,
  idempotencyRecord,
  type OrderItemRecord,
  type OrderRecord,
  type PaymentMethodRecord,
  paymentMethodsOfUser,
  recordDiscountUse,
  recordIncentiveUse,
  releaseIdempotencyKey,
  SHIP_TOS_DELETED_WITH_ORDER,
  writeOrderDetailRows,
  writeOrderShipTos,
  writePlacedOrder,
} from './checkout-store';
import { pieceData, pieceRecipientRows, piecesOfCart } from './order-pieces';
import { paymentGateway } from './payment-gateway';

/**
 * Placing an order (spec 1 §4 "Placing an order"): idempotent on the key the SPA sends, the charge first,
 * then one transaction writes the order, its items and ship-tos, the promotions' usage and empties the cart.
 */
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

export async function placeOrder(
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
  const agency = await agencyOfRequest(ctx);
  const pieces = await piecesOfCart(ctx, cart);

  let card: PaymentMethodRecord | undefined;
  let chargeId: string | undefined;
  if (cart.total > 0) {
    const cards = await paymentMethodsOfUser(ctx.user.userName);
    card = cards.find((candidate) => candidate.paymentMethodId === body.paymentMethodId);
    if (!card) throw businessRule(emptyStates.paymentMethod);
    if (isCardExpired(card.expirationDate, businessToday(new Date())))
      throw businessRule(notices.cardExpired);
    const outcome = await (await paymentGateway()).charge({
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
    programTypes: [...new Set([...pieces.values()].map(({ orderState }) => orderState.programType))],
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
    ...(pieces.has(item.id) ? { data: pieceData(pieces.get(item.id)!.orderState) } : {}),
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
      await writePieceRecipients(orderBase, orderNumber, pieces, cart).catch((error: unknown) =>
        // The order is placed and paid; its recipient table can be rebuilt from the order states.
        logger.error('Writing the recipients of a placed order failed', { orderId, error }),
      );
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

/** The order list contact table of the order's pieces (spec 1 §2 /account/order-detail). */
async function writePieceRecipients(
  order: Pick<OrderRecord, 'userName' | 'orderId' | 'orderDate' | 'agencyName' | 'statCode'>,
  orderNumber: string,
  pieces: Awaited<ReturnType<typeof piecesOfCart>>,
  cart: Cart,
): Promise<void> {
  if (pieces.size === 0) return;
  const products = new Map(cart.items.map((item) => [item.product.id, item.product]));
  await writeOrderDetailRows(
    pieceRecipientRows({
      pieces: pieces.values(),
      order: { userName: order.userName, orderId: order.orderId, orderNumber, orderDate: order.orderDate },
      agency: { agencyName: order.agencyName, statId: order.statCode },
      products,
    }),
  );
}

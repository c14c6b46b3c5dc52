import { createHash } from 'node:crypto';
import { MetricUnit } from '@aws-lambda-powertools/metrics';
import { now as clockNow } from '@msc/shared/clock';
import { apiErrors, emptyStates } from '@msc/shared/messages';
import type { Cart } from '@msc/shared/model/cart';
import { OrderStatusCode } from '@msc/shared/model/enum-values';
import type { OrderAddress } from '@msc/shared/model/order';
import type { PlaceOrderResult } from '@msc/shared/model/place-order';
import { businessToday } from '@msc/shared/rules/business-date';
import { type BenefitUse, benefitUse } from '@msc/shared/rules/discount-eligibility';
import { shipMethodOf } from '@msc/shared/rules/ship-methods';
import { ulid } from 'ulid';
import { agencyOfRequest } from '#agency/index';
import { approvalRequestTransactItems } from '#approvals/index';
import {
  checkShipToRules,
  deletePlacedShipTos,
  emptyCartTransactItems,
  loadCart,
  loadCartToPlace,
} from '#cart/index';
import { formatOrderNumber } from '#data/entities/order-number';
import { benefitUseTransactItems } from '#incentives/index';
import {
  type OrderItemRecord,
  type OrderRecord,
  placedOrdersTransactItems,
  recordPlacedOrders,
} from '#orders/index';
import { authorizePayment, type PaymentMethodRecord, releaseAuthorization } from '#payments/index';
import { pieceFingerprint, requireCartMailDatesCurrent } from '#personalization/index';
import { businessRule, conflict } from '#platform/http-error';
import { logger } from '#platform/logger';
import { METRIC_NAMES } from '#platform/metric-names';
import { metrics } from '#platform/metrics';
import type { RequestContext } from '#platform/request-context';
import { approvalRequestOf } from './approval-request';
import {
  claimIdempotencyKey,
  idempotencyRecord,
  releaseIdempotencyKey,
  SHIP_TOS_DELETED_WITH_ORDER,
  writeOrderShipTos,
  writePlacedOrder,
} from './checkout-store';
import { auditOrderPlacedWhileImpersonating } from './impersonated-order';
import { pieceData, piecesOfCart } from './order-pieces';
import { afterOrderWritten, SETTLE_GRACE_MS } from './order-settlement';
import { bulkOrderOfCart, bulkOrderWrites } from './place-bulk-order';

const requestHash = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How long a repeated request waits for the first one with its key before answering 409. */
const IDEMPOTENT_WAIT_MS = 20_000;

async function awaitFirstAnswer(scope: string, key: string, hash: string): Promise<PlaceOrderResult> {
  // biome-ignore lint/plugin: a real wait of 20 s, not a business time
  const deadline = Date.now() + IDEMPOTENT_WAIT_MS;
  for (;;) {
    const record = await idempotencyRecord(scope, key);
    if (record && record.requestHash !== hash) throw businessRule(apiErrors.idempotencyKeyReused);
    if (record?.status === 'completed') return record.response as PlaceOrderResult;
    // biome-ignore lint/plugin: a real wait of 20 s, not a business time
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

type PlaceOrderBody = {
  idempotencyKey: string;
  paymentMethodId?: string;
  email: string;
  reviewedTotal?: number;
};

/**
 * Placing an order (spec 1 §4): the card is authorized, the order written in one transaction with the
 * emptied cart and the benefits it uses, then at once the authorization captured; the recipient rows are
 * written after, off the request (order-settlement.ts). Whatever fails before the order is written releases
 * the authorization and the idempotency key, so nothing is charged without an order and the buyer can try
 * again; a declined card leaves no order and no claimed key either.
 */
export async function placeOrder(ctx: RequestContext, body: PlaceOrderBody): Promise<PlaceOrderResult> {
  const scope = ctx.user.userName;
  const hash = requestHash({
    paymentMethodId: body.paymentMethodId,
    email: body.email,
    reviewedTotal: body.reviewedTotal,
  });
  // A key seen before answers as it did the first time (a retry after success finds an empty cart).
  if (await idempotencyRecord(scope, body.idempotencyKey)) {
    return awaitFirstAnswer(scope, body.idempotencyKey, hash);
  }
  // A cart that cannot be ordered is refused before anything is written (authorizeAndWrite checks again).
  checkOrderable(await loadCart(ctx), body);
  const claim = await claimIdempotencyKey(scope, body.idempotencyKey, 'placeOrder', hash);
  if (!claim.claimed) return awaitFirstAnswer(scope, body.idempotencyKey, hash);
  try {
    const result = await authorizeAndWrite(ctx, body, scope);
    if (!result.succeeded) await releaseIdempotencyKey(scope, body.idempotencyKey);
    return result;
  } catch (error) {
    await releaseIdempotencyKey(scope, body.idempotencyKey).catch((releaseError: unknown) =>
      logger.error('Releasing the idempotency key of a failed order failed', { error: releaseError }),
    );
    throw error;
  }
}

/** The cart as reviewed can be ordered: items, none changed since added, and the total the buyer saw. */
function checkOrderable(cart: Cart, body: PlaceOrderBody): void {
  if (cart.items.length === 0) throw businessRule(emptyStates.cart);
  if (cart.items.some((item) => item.messages.includes(apiErrors.pieceChanged)))
    throw conflict(apiErrors.pieceChanged);
  if (!cart.canPlaceOrder) throw businessRule(apiErrors.cannotPlaceOrder);
  checkShipToRules(cart);
  if (body.reviewedTotal !== undefined && body.reviewedTotal !== cart.total)
    throw conflict(apiErrors.orderTotalChanged);
}

async function authorizeAndWrite(
  ctx: RequestContext,
  body: PlaceOrderBody,
  scope: string,
): Promise<PlaceOrderResult> {
  const placing = await loadCartToPlace(ctx);
  const { cart, eligibility, cartId, version } = placing;
  checkOrderable(cart, body);
  if (!cartId || version === undefined) throw businessRule(emptyStates.cart);
  const shipTos = cart.shipToList ?? [];
  if (cart.isShippingRequired && shipTos.length === 0) throw businessRule(apiErrors.shipToRequired);
  const agency = await agencyOfRequest(ctx);
  const pieces = await piecesOfCart(ctx, cart);
  const bulk = await bulkOrderOfCart(ctx, cart, placing.fingerprints);
  requireCartMailDatesCurrent(pieces.values(), bulk);
  // What is charged is what is mailed: each piece's order state still holds what was added to the cart.
  for (const [itemId, fingerprint] of placing.fingerprints) {
    const piece = pieces.get(itemId);
    if (piece && pieceFingerprint(piece.orderState) !== fingerprint) throw conflict(apiErrors.pieceChanged);
  }

  const orderId = ulid();
  const payment = await authorizePayment(ctx, { amount: cart.total, body, scope, orderId, cartId });
  if (!payment.ok) return { succeeded: false, messages: [payment.message] };
  const { card, paymentIntentId } = payment;

  try {
    const response = await writeOrder(ctx, {
      orderId,
      body,
      scope,
      cart,
      placed: { cartId, version, itemIds: placing.itemIds },
      agency,
      pieces,
      bulk,
      card,
      paymentIntentId,
      benefits: benefitUse(eligibility, {
        incentiveDiscount: cart.incentiveDiscount ?? 0,
        discountTotal: cart.discountTotal,
      }),
    });
    metrics.addMetric(METRIC_NAMES.ordersPlaced, MetricUnit.Count, 1);
    metrics.addMetric(METRIC_NAMES.revenueCents, MetricUnit.NoUnit, cart.total);
    return response;
  } catch (error) {
    if (paymentIntentId) await releaseAuthorization(orderId, paymentIntentId);
    throw error;
  }
}

interface OrderWrite {
  orderId: string;
  body: PlaceOrderBody;
  scope: string;
  cart: Cart;
  /** The cart as read: its id and version, and the items the order empties it of. */
  placed: { cartId: string; version: number; itemIds: readonly string[] };
  agency: Awaited<ReturnType<typeof agencyOfRequest>>;
  pieces: Awaited<ReturnType<typeof piecesOfCart>>;
  /** An Express Order: one order per sub code under one bulk order id. */
  bulk?: Awaited<ReturnType<typeof bulkOrderOfCart>>;
  card: PaymentMethodRecord | undefined;
  paymentIntentId: string | undefined;
  benefits: BenefitUse;
}

/** The order, its items and ship-tos, with the cart emptied and the benefits counted; or a 409 and nothing. */
async function writeOrder(ctx: RequestContext, write: OrderWrite): Promise<PlaceOrderResult> {
  const { orderId, body, scope, cart, placed, agency, pieces, card, paymentIntentId } = write;
  const shipTos = cart.shipToList ?? [];
  const now = clockNow();
  const isMultiShip = shipTos.length > 1;
  const hasRecipients = pieces.size > 0 || write.bulk !== undefined;
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
  // An Express Order's transaction is full with its sub codes' orders: its ship-tos go after it.
  const deletedWithOrder = write.bulk
    ? []
    : shipTos.slice(0, SHIP_TOS_DELETED_WITH_ORDER).map((shipTo) => shipTo.id);
  const orderBase: Omit<OrderRecord, 'orderNumber'> = {
    userName: ctx.user.userName,
    orderId,
    orderDate: now.toISOString(),
    agencyId: ctx.agencyId,
    statCode: agency.statId,
    agencyName: agency.agencyName,
    orderStatusCode: cart.requiresApproval ? OrderStatusCode.PendingApproval : OrderStatusCode.Pending,
    shippingStatus: 1,
    // Captured right after the write: Paid then, Authorized until then (or if the capture fails).
    paymentStatus: paymentIntentId ? 'Authorized' : 'NotRequired',
    programTypes: [...new Set([...pieces.values()].map(({ orderState }) => orderState.programType))],
    subTotal: cart.subTotal,
    shipping: cart.shipping,
    discountTotal: cart.discountTotal,
    additionalChargeTotal: cart.additionalChargeTotal,
    tax: 0,
    total: cart.total,
    amountPaid: 0,
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
    paymentIntentId,
    isMultiShip,
    shipToCount: shipTos.length,
    orderPlacedByEmail: body.email,
    cartId: placed.cartId,
    placedBy: ctx.impersonator?.userName,
    // Settled once captured and its recipient rows written; the reconciler looks at it if not by then.
    recipientRowsWritten: !hasRecipients,
    ...(paymentIntentId || hasRecipients
      ? { settleAfter: new Date(now.getTime() + SETTLE_GRACE_MS).toISOString() }
      : {}),
  };
  const orderItems: Omit<OrderItemRecord, 'agencyId' | 'orderDate'>[] = cart.items.map((item) => ({
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
    // The stat code is the agency's in effect, never what an order state saved before that rule held.
    ...(pieces.has(item.id)
      ? { data: { ...pieceData(pieces.get(item.id)!.orderState), statCode: agency.statId } }
      : {}),
  }));
  const bulkOrderId = write.bulk ? ulid() : undefined;
  const awaitingApproval = orderBase.orderStatusCode === OrderStatusCode.PendingApproval;
  const products = cart.items.map((item) => item.product.name);
  const writes = write.bulk
    ? bulkOrderWrites(orderBase, write.bulk, cart, orderId, bulkOrderId!)
    : [{ order: orderBase, items: orderItems }];
  const response: PlaceOrderResult = {
    succeeded: true,
    messages: [],
    model: { id: orderId, isMultiShip, ...(bulkOrderId ? { bulkOrderId } : {}) },
  };
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const numbered = writes.map((each) => ({
      ...each,
      orderNumber: formatOrderNumber(businessToday(now), Math.floor(Math.random() * 100_000)),
    }));
    const orderNumber = numbered[0]!.orderNumber;
    const updated = clockNow().toISOString();
    // Every order of an Express Order in the one transaction: all of them or none.
    const placedOrders = await placedOrdersTransactItems(
      numbered.map((each) => ({
        order: { ...each.order, orderNumber: each.orderNumber },
        items: each.items,
      })),
    );
    const outcome = await writePlacedOrder({
      order: placedOrders.writes,
      cart: emptyCartTransactItems(
        ctx,
        { version: placed.version, itemIds: placed.itemIds, shipToIds: deletedWithOrder },
        updated,
      ),
      idempotency: { scope, idempotencyKey: body.idempotencyKey, response },
      benefits: benefitUseTransactItems(ctx.agencyId, write.benefits, updated),
      approval: awaitingApproval
        ? approvalRequestTransactItems(
            approvalRequestOf({ orderBase, orderNumber, orderId, bulkOrderId, cart, products }),
          )
        : [],
    });
    if (outcome === 'written') {
      logger.info('Order placed', { orderId, orderNumber, paymentIntentId, total: cart.total });
      // Captured before anything else: the answer waits for the capture, never for the recipient rows.
      await afterOrderWritten({
        key: { userName: ctx.user.userName, orderId, ...(bulkOrderId ? { bulkOrderId } : {}) },
        // An order awaiting approval keeps its hold until an approver decides (approvals/decide.ts).
        paymentIntentId: awaitingApproval ? undefined : paymentIntentId,
        hasRecipients,
      });
      // Counted after the capture (never throws; the backfill job mends a failed count).
      await recordPlacedOrders(
        numbered.map((each, index) => ({
          ...each,
          order: { ...each.order, orderNumber: each.orderNumber, ordinal: placedOrders.ordinals[index] },
        })),
      );
      await auditOrderPlacedWhileImpersonating(ctx, { orderId, orderNumber }, card);
      await deletePlacedShipTos(
        ctx,
        shipTos.slice(deletedWithOrder.length).map((shipTo) => shipTo.id),
      ).catch((error: unknown) =>
        logger.error('Deleting the rest of a placed cart’s ship-tos failed', { orderId, error }),
      );
      return response;
    }
    if (outcome === 'benefitUsedUp') throw conflict(apiErrors.benefitUsedUp);
    if (outcome === 'cartChanged') throw conflict(apiErrors.cartChanged);
  }
  throw conflict(apiErrors.cartChanged);
}

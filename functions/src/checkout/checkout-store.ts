import type { BenefitUse } from '@msc/shared/rules/discount-eligibility';
import type { EntityItem } from 'electrodb';
import { CartEntity, CartItemEntity } from '#data/entities/cart';
import { DiscountCodeEntity, DiscountCodeUseEntity } from '#data/entities/discount-code';
import { IDEMPOTENCY_TTL_SECONDS, IdempotencyRecordEntity } from '#data/entities/idempotency-record';
import { IgniteDetailsEntity } from '#data/entities/ignite-details';
import { OrderEntity, OrderItemEntity } from '#data/entities/order';
import { OrderDetailRowEntity } from '#data/entities/order-detail-row';
import { OrderNumberEntity } from '#data/entities/order-number';
import { OrderShipToEntity } from '#data/entities/order-ship-to';
import { PaymentMethodEntity } from '#data/entities/payment-method';
import { ShipToEntity } from '#data/entities/ship-to';
import { storeDb } from '#data/store-db';

/** The entities this store reads and writes: a Lambda bundles those only. */
const db = storeDb({
  cart: CartEntity,
  cartItem: CartItemEntity,
  discountCode: DiscountCodeEntity,
  discountCodeUse: DiscountCodeUseEntity,
  idempotencyRecord: IdempotencyRecordEntity,
  igniteDetails: IgniteDetailsEntity,
  order: OrderEntity,
  orderDetailRow: OrderDetailRowEntity,
  orderItem: OrderItemEntity,
  orderNumber: OrderNumberEntity,
  orderShipTo: OrderShipToEntity,
  paymentMethod: PaymentMethodEntity,
  shipTo: ShipToEntity,
});

export type PaymentMethodRecord = EntityItem<typeof PaymentMethodEntity>;
export type OrderRecord = EntityItem<typeof OrderEntity>;
export type OrderItemRecord = EntityItem<typeof OrderItemEntity>;
export type IdempotencyRecord = EntityItem<typeof IdempotencyRecordEntity>;

export async function paymentMethodsOfUser(userName: string): Promise<PaymentMethodRecord[]> {
  const { data } = await db()
    .entities.paymentMethod.query.paymentMethodsOfUser({ userName })
    .go({ pages: 'all' });
  return data;
}

export async function savePaymentMethod(
  record: PaymentMethodRecord,
  previousDefault?: string,
): Promise<void> {
  if (!previousDefault) {
    await db().entities.paymentMethod.create(record).go();
    return;
  }
  await db()
    .transaction.write(({ paymentMethod }) => [
      paymentMethod.create(record).commit(),
      paymentMethod
        .patch({ userName: record.userName, paymentMethodId: previousDefault })
        .set({ isDefault: false })
        .commit(),
    ])
    .go();
}

export async function deletePaymentMethod(userName: string, paymentMethodId: string): Promise<void> {
  await db().entities.paymentMethod.delete({ userName, paymentMethodId }).go();
}

/** Moves the default marker in one transaction, on condition the old default still is one. */
export async function moveDefault(
  userName: string,
  paymentMethodId: string,
  previousDefault: string | undefined,
): Promise<boolean> {
  const result = await db()
    .transaction.write(({ paymentMethod }) => [
      paymentMethod.patch({ userName, paymentMethodId }).set({ isDefault: true }).commit(),
      ...(previousDefault
        ? [
            paymentMethod
              .patch({ userName, paymentMethodId: previousDefault })
              .set({ isDefault: false })
              .where(({ isDefault }, { eq }) => eq(isDefault, true))
              .commit(),
          ]
        : []),
    ])
    .go();
  return !result.canceled;
}

/** Claims an idempotency key; the record already there when another request claimed it first. */
export async function claimIdempotencyKey(
  scope: string,
  idempotencyKey: string,
  operation: string,
  requestHash: string,
): Promise<{ claimed: true } | { claimed: false; record: IdempotencyRecord }> {
  try {
    await db()
      .entities.idempotencyRecord.create({
        scope,
        idempotencyKey,
        operation,
        requestHash,
        status: 'inProgress',
        ttl: Math.floor(Date.now() / 1000) + IDEMPOTENCY_TTL_SECONDS,
      })
      .go();
    return { claimed: true };
  } catch (error) {
    const record = await idempotencyRecord(scope, idempotencyKey);
    if (!record) throw error;
    return { claimed: false, record };
  }
}

export async function idempotencyRecord(
  scope: string,
  idempotencyKey: string,
): Promise<IdempotencyRecord | undefined> {
  const { data } = await db()
    .entities.idempotencyRecord.get({ scope, idempotencyKey })
    .go({ consistent: true });
  return data ?? undefined;
}

export async function completeIdempotencyKey(
  scope: string,
  idempotencyKey: string,
  statusCode: number,
  response: unknown,
): Promise<void> {
  await db()
    .entities.idempotencyRecord.patch({ scope, idempotencyKey })
    .set({ status: 'completed', statusCode, response })
    .go();
}

/** Lets the key be claimed again (the attempt changed nothing, e.g. the cart changed before charging). */
export async function releaseIdempotencyKey(scope: string, idempotencyKey: string): Promise<void> {
  await db().entities.idempotencyRecord.delete({ scope, idempotencyKey }).go();
}

export interface PlacedOrderWrite {
  order: OrderRecord;
  items: OrderItemRecord[];
  cart: { userName: string; agencyId: number; version: number; itemIds: string[]; shipToIds: string[] };
  idempotency: { scope: string; idempotencyKey: string; response: unknown };
  /** The limited benefits the order uses up, counted in the same transaction. */
  benefits: BenefitUse;
}

export type PlacedOrderOutcome = 'written' | 'orderNumberTaken' | 'cartChanged' | 'benefitUsedUp';

/**
 * One transaction: the order, its items, the order number's claim, the emptied cart (items and ship-tos
 * deleted, discount code cleared, version bumped on condition it is the one read), the completed
 * idempotency record and the benefits it uses, each counted on condition one is left (the last free
 * mailing or the last use of a capped code goes to one order only). Either all of it happens or none.
 */
export async function writePlacedOrder(write: PlacedOrderWrite): Promise<PlacedOrderOutcome> {
  const { order, items, cart: cartWrite, idempotency, benefits } = write;
  const cartKey = { userName: cartWrite.userName, agencyId: cartWrite.agencyId };
  const updated = new Date().toISOString();
  const result = await db()
    .transaction.write(
      ({
        order: orders,
        orderItem,
        orderNumber,
        cart,
        cartItem,
        shipTo,
        idempotencyRecord,
        igniteDetails,
        discountCode,
        discountCodeUse,
      }) => {
        const benefitWrites = [];
        if (benefits.incentive) {
          const incentive = igniteDetails
            .patch({ agencyId: order.agencyId })
            .add({ usage: 1 })
            .set({ updated });
          benefitWrites.push(
            benefits.freeMailing
              ? incentive
                  .subtract({ remaining: 1 })
                  .where(({ remaining }, { gt }) => gt(remaining, 0))
                  .commit()
              : incentive.commit(),
          );
        }
        if (benefits.code) {
          const { code, maxUses, maxUsesPerAgency } = benefits.code;
          const total = discountCode.patch({ code }).add({ timesUsed: 1 });
          benefitWrites.push(
            maxUses === undefined
              ? total.commit()
              : total.where(({ timesUsed }, { lt }) => lt(timesUsed, maxUses)).commit(),
          );
          const perAgency = discountCodeUse.update({ code, agencyId: order.agencyId }).add({ uses: 1 });
          benefitWrites.push(
            maxUsesPerAgency === undefined
              ? perAgency.commit()
              : perAgency
                  .where(
                    ({ uses }, { notExists, lt }) => `${notExists(uses)} OR ${lt(uses, maxUsesPerAgency)}`,
                  )
                  .commit(),
          );
        }
        return [
          orderNumber
            .create({ orderNumber: order.orderNumber, userName: order.userName, orderId: order.orderId })
            .commit(),
          orders.create(order).commit(),
          ...items.map((item) => orderItem.create(item).commit()),
          cart
            .patch(cartKey)
            .set({ version: cartWrite.version + 1, discountCodes: [], shipToMode: 'user', updated })
            .where(({ version }, { eq }) => eq(version, cartWrite.version))
            .commit(),
          ...cartWrite.itemIds.map((itemId) => cartItem.delete({ ...cartKey, itemId }).commit()),
          ...cartWrite.shipToIds.map((shipToId) => shipTo.delete({ ...cartKey, shipToId }).commit()),
          idempotencyRecord
            .patch({ scope: idempotency.scope, idempotencyKey: idempotency.idempotencyKey })
            .set({ status: 'completed', statusCode: 200, response: idempotency.response })
            .commit(),
          ...benefitWrites,
        ];
      },
    )
    .go();
  if (!result.canceled) return 'written';
  const rejected = result.data.map((entry) => Boolean(entry?.rejected));
  if (rejected[0]) return 'orderNumberTaken';
  const benefitCount = (benefits.incentive ? 1 : 0) + (benefits.code ? 2 : 0);
  if (benefitCount > 0 && rejected.slice(-benefitCount).some(Boolean)) return 'benefitUsedUp';
  return 'cartChanged';
}

/** The captured payment of a written order. */
export async function markOrderPaid(userName: string, orderId: string, amountPaid: number): Promise<void> {
  await db().entities.order.patch({ userName, orderId }).set({ paymentStatus: 'Paid', amountPaid }).go();
}

export async function orderWithItems(
  userName: string,
  orderId: string,
): Promise<{ order: OrderRecord; items: OrderItemRecord[] } | undefined> {
  const { data } = await db().collections.orderWithItems({ userName, orderId }).go({ pages: 'all' });
  const order = data.order[0];
  return order ? { order, items: data.orderItem } : undefined;
}

export type OrderShipToRecord = EntityItem<typeof OrderShipToEntity>;

/**
 * Ship-to entries the order's transaction deletes with the cart; a longer list is deleted right after
 * it (a transaction takes 100 writes).
 */
export const SHIP_TOS_DELETED_WITH_ORDER = 25;

/** The order's addresses, written before its transaction (an order that is then not written leaves them unread). */
export async function writeOrderShipTos(records: readonly OrderShipToRecord[]): Promise<void> {
  if (records.length === 0) return;
  await db()
    .entities.orderShipTo.put([...records])
    .go({ concurrent: 4 });
}

/** The first addresses of an order, in list order. */
export async function orderShipTos(
  userName: string,
  orderId: string,
  limit: number,
): Promise<OrderShipToRecord[]> {
  const { data } = await db().entities.orderShipTo.query.shipTosOfOrder({ userName, orderId }).go({ limit });
  return data;
}

/** The rest of a placed cart's ship-to list, once the order is written. */
export async function deleteCartShipTos(
  cartKey: { userName: string; agencyId: number },
  shipToIds: readonly string[],
): Promise<void> {
  if (shipToIds.length === 0) return;
  await db()
    .entities.shipTo.delete(shipToIds.map((shipToId) => ({ ...cartKey, shipToId })))
    .go({ concurrent: 4 });
}

export type OrderDetailRowRecord = EntityItem<typeof OrderDetailRowEntity>;

/** The recipients of a placed order's pieces (the order list contact table); a rewrite puts the same rows. */
export async function writeOrderDetailRows(rows: OrderDetailRowRecord[]): Promise<void> {
  if (rows.length === 0) return;
  await db().entities.orderDetailRow.put(rows).go({ concurrency: 4 });
}

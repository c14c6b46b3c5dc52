import { nowMs } from '@msc/shared/clock';
import type { EntityItem } from 'electrodb';
import { IDEMPOTENCY_TTL_SECONDS, IdempotencyRecordEntity } from '#data/entities/idempotency-record';
import { OrderShipToEntity } from '#data/entities/order-ship-to';
import { putEvery } from '#platform/batch-calls';
import { storeDb } from '#platform/store-db';
import { type TransactWriteItem, transactItems, transactWrite } from '#platform/transact-write';

/** The entities this store reads and writes: a Lambda bundles those only. */
const db = /* @__PURE__ */ storeDb({
  idempotencyRecord: IdempotencyRecordEntity,
  orderShipTo: OrderShipToEntity,
});

export type IdempotencyRecord = EntityItem<typeof IdempotencyRecordEntity>;

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
        ttl: Math.floor(nowMs() / 1000) + IDEMPOTENCY_TTL_SECONDS,
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

function completedIdempotencyTransactItems(
  idempotency: PlacedOrderWrite['idempotency'],
): TransactWriteItem[] {
  const writes = db().transaction.write(({ idempotencyRecord }) => [
    idempotencyRecord
      .patch({ scope: idempotency.scope, idempotencyKey: idempotency.idempotencyKey })
      .set({ status: 'completed', statusCode: 200, response: idempotency.response })
      .commit(),
  ]);
  return transactItems(writes.params());
}

export interface PlacedOrderWrite {
  /** The orders store's writes: the counters raised, each order's number claimed, the orders and their lines. */
  order: readonly TransactWriteItem[];
  /** The cart's writes that empty it, conditioned on the version read. */
  cart: readonly TransactWriteItem[];
  idempotency: { scope: string; idempotencyKey: string; response: unknown };
  /** The incentives' writes counting the limited benefits the order uses, each on condition one is left. */
  benefits: readonly TransactWriteItem[];
  /** An order awaiting approval: its record in the approvals' queue (none otherwise). */
  approval: readonly TransactWriteItem[];
}

export type PlacedOrderOutcome = 'written' | 'orderKeyTaken' | 'cartChanged' | 'benefitUsedUp';

/**
 * One transaction: the order number's claim, the order and its items, the emptied cart, the completed
 * idempotency record and the benefits it uses (the last free mailing or the last use of a capped code
 * goes to one order only). Either all of it happens or none. The capabilities that own those records
 * make their writes; this one puts them in order and reads which one was refused.
 */
export async function writePlacedOrder(write: PlacedOrderWrite): Promise<PlacedOrderOutcome> {
  const rejected = await transactWrite([
    ...write.order,
    ...write.cart,
    ...completedIdempotencyTransactItems(write.idempotency),
    // Before the benefits: their refusals are read from the end.
    ...write.approval,
    ...write.benefits,
  ]);
  if (!rejected) return 'written';
  // A number or an ordinal taken meanwhile: the caller numbers the orders again.
  if (rejected.slice(0, write.order.length).some(Boolean)) return 'orderKeyTaken';
  const benefitCount = write.benefits.length;
  if (benefitCount > 0 && rejected.slice(-benefitCount).some(Boolean)) return 'benefitUsedUp';
  return 'cartChanged';
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
  await putEvery(db().entities.orderShipTo, [...records], 'orderShipTo', { concurrent: 4 });
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

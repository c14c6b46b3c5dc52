import type { EntityItem } from 'electrodb';
import { OrderEntity } from '#data/entities/order';
import { OrderCounterEntity } from '#data/entities/order-counter';
import { getEvery } from '#platform/batch-calls';
import { storeDb } from '#platform/store-db';
import type { TransactWriteItem } from '#platform/transact-write';
import { transactItems } from '#platform/transact-write';

/**
 * Order history by ordinal (spec 1 §4 "order-history": newest first, 10 to 60 a page): each order of a
 * user for an agency takes the next ordinal in its placement transaction, and the counter beside it holds
 * how many there are, so page N is one counter read and one range read of at most a page of orders,
 * whatever the history's length.
 */
const db = /* @__PURE__ */ storeDb({ order: OrderEntity, orderCounter: OrderCounterEntity });

type OrderRecord = EntityItem<typeof OrderEntity>;

/** How many orders the user placed for the agency (0: none yet, or not yet backfilled). */
export async function orderCount(userName: string, agencyId: number): Promise<number> {
  const { data } = await db().entities.orderCounter.get({ userName, agencyId }).go();
  return data?.count ?? 0;
}

/** The ordinals of page `pageNumber`, newest first: the range [low, high] (empty when past the last). */
function pageOrdinals(total: number, pageNumber: number, pageSize: number) {
  const high = total - (pageNumber - 1) * pageSize;
  return { low: Math.max(1, high - pageSize + 1), high };
}

/** One page of the user's orders for the agency, newest first, and the pager's total (the counter). */
export async function orderHistoryPageByOrdinal(
  userName: string,
  agencyId: number,
  pageNumber: number,
  pageSize: number,
): Promise<{ orders: OrderRecord[]; total: number }> {
  const total = await orderCount(userName, agencyId);
  const { low, high } = pageOrdinals(total, pageNumber, pageSize);
  if (high < 1) return { orders: [], total };
  const { data } = await db()
    .entities.order.query.ordersByOrdinal({ userName, agencyId })
    .between({ ordinal: low }, { ordinal: high })
    .go({ order: 'desc', pages: 'all' });
  return { orders: data, total };
}

/**
 * Numbers the orders about to be placed (in the given order, oldest first) after the counts read now, and
 * the counters' writes for the same transaction: each raised on the condition of the count read (created
 * when none was), so a placement that raced another is refused and numbered again on its retry. Never
 * two orders with one ordinal, never a gap.
 */
export async function numberOrders<T extends { userName: string; agencyId: number }>(
  orders: readonly T[],
): Promise<{ numbered: (T & { ordinal: number })[]; counterWrites: TransactWriteItem[] }> {
  const keys = [
    ...new Map(orders.map(({ userName, agencyId }) => [`${userName}#${agencyId}`, { userName, agencyId }])),
  ].map(([, key]) => key);
  const data = await getEvery(keys, (batch) => db().entities.orderCounter.get(batch).go(), 'orderCounter');
  const read = new Map(data.map((counter) => [`${counter.userName}#${counter.agencyId}`, counter.count]));
  const next = new Map(read);
  const numbered = orders.map((order) => {
    const key = `${order.userName}#${order.agencyId}`;
    const ordinal = (next.get(key) ?? 0) + 1;
    next.set(key, ordinal);
    return { ...order, ordinal };
  });
  const writes = db().transaction.write(({ orderCounter }) =>
    keys.map((key) => {
      const id = `${key.userName}#${key.agencyId}`;
      const before = read.get(id);
      const count = next.get(id)!;
      return before === undefined
        ? orderCounter.create({ ...key, count, rows: 0 }).commit()
        : orderCounter
            .patch(key)
            .set({ count })
            .where((attr, op) => op.eq(attr.count, before))
            .commit();
    }),
  );
  return { numbered, counterWrites: transactItems(writes.params()) };
}

/**
 * The recipient rows the user's orders have, by agency (the order list's total), from the user's counters;
 * undefined when a counter has not counted them yet (written before rows were counted).
 */
export async function rowCountsOfUser(userName: string): Promise<Map<number, number> | undefined> {
  const { data } = await db().entities.orderCounter.query.countersOfUser({ userName }).go({ pages: 'all' });
  if (data.some((counter) => counter.rows === undefined)) return undefined;
  return new Map(data.map((counter) => [counter.agencyId, counter.rows ?? 0]));
}

/** The agencies of some of the user's orders (a page of recipient rows names a few), in one BatchGetItem. */
export async function agenciesOfOrders(
  userName: string,
  orderIds: readonly string[],
): Promise<Map<string, number>> {
  if (orderIds.length === 0) return new Map();
  const data = await getEvery(
    orderIds.map((orderId) => ({ userName, orderId })),
    (keys) =>
      db()
        .entities.order.get(keys)
        .go({ attributes: ['orderId', 'agencyId'] }),
    'order',
  );
  return new Map(data.map((order) => [order.orderId, order.agencyId]));
}

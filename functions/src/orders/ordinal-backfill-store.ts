import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { OrderEntity } from '#data/entities/order';
import { OrderCounterEntity } from '#data/entities/order-counter';
import { mapBounded } from '#platform/bounded-map';
import { dynamoClient } from '#platform/clients';
import { conditionFailed } from '#platform/condition-failed';
import { config } from '#platform/config';
import { storeDb } from '#platform/store-db';
import { rowsPerOrderOfUser } from './detail-rows-store';
import { facetBlocksOf } from './history-facets';
import { replaceFacetBlocks } from './history-facets-store';

/**
 * Gives orders written before ordinals existed (a deployed table; orders a test or the journeys' fresh
 * accounts write directly) their ordinal and their user's counters: per agency, by order date, 1 for the
 * oldest, with their history facets (history-facets.ts) at those ordinals. Safe to run again and while the
 * portal serves: each counter is written on the condition of the count read, and a user whose counter
 * moved meanwhile (an order placed) is numbered again.
 */
const db = /* @__PURE__ */ storeDb({ order: OrderEntity, orderCounter: OrderCounterEntity });

/** Orders patched at once: bounded, however long the history. */
const CONCURRENT_PATCHES = 8;
const ATTEMPTS = 5;

/** Numbers every order of the user (each agency on its own); answers how many orders changed ordinal. */
export async function numberOrdersOfUser(userName: string): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    const [{ data: orders }, { data: counters }] = await Promise.all([
      db()
        .entities.order.query.ordersOfUser({ userName })
        .go({
          pages: 'all',
          attributes: [
            'orderId',
            'agencyId',
            'orderDate',
            'ordinal',
            'orderStatusCode',
            'shippingStatus',
            'programTypes',
          ],
        }),
      db().entities.orderCounter.query.countersOfUser({ userName }).go({ pages: 'all' }),
    ]);
    const byAgency = new Map<number, typeof orders>();
    for (const order of orders) {
      const ofAgency = byAgency.get(order.agencyId);
      if (ofAgency) ofAgency.push(order);
      else byAgency.set(order.agencyId, [order]);
    }
    const changes = [...byAgency.values()].flatMap((ofAgency) =>
      ofAgency
        .sort((a, b) => a.orderDate.localeCompare(b.orderDate) || a.orderId.localeCompare(b.orderId))
        .map((order, index) => ({ ...order, wanted: index + 1 }))
        .filter((order) => order.ordinal !== order.wanted),
    );
    // The agency again: an order written before the index existed has no partition key in it yet.
    await mapBounded(changes, CONCURRENT_PATCHES, ({ orderId, agencyId, wanted }) =>
      db().entities.order.patch({ userName, orderId }).set({ ordinal: wanted, agencyId }).go(),
    );
    const read = new Map(counters.map((counter) => [counter.agencyId, counter.count]));
    const writes = [...byAgency].map(([agencyId, ofAgency]) => ({
      agencyId,
      count: ofAgency.length,
      before: read.get(agencyId),
    }));
    const settled = await Promise.all(
      writes.map(({ agencyId, count, before }) =>
        before === count ? true : writeCounter(userName, agencyId, count, before),
      ),
    );
    if (settled.every(Boolean)) {
      await countRowsOnce(userName, orders);
      // The history's filters read the orders' facets by ordinal: written anew where ordinals moved.
      const renumbered = new Set(changes.map(({ agencyId }) => agencyId));
      await mapBounded([...renumbered], 2, (agencyId) =>
        replaceFacetBlocks(
          userName,
          agencyId,
          facetBlocksOf(byAgency.get(agencyId)!.map((order, index) => ({ ...order, ordinal: index + 1 }))),
        ),
      );
      return changes.length;
    }
    if (attempt === ATTEMPTS) throw new Error(`Numbering ${userName}'s orders: counters kept moving`);
  }
}

/** The counter at `count` on the condition it still reads `before` (absent: none); false when it moved. */
async function writeCounter(userName: string, agencyId: number, count: number, before: number | undefined) {
  const entity = db().entities.orderCounter;
  try {
    if (before === undefined) await entity.create({ userName, agencyId, count }).go();
    else
      await entity
        .patch({ userName, agencyId })
        .set({ count })
        .where((attr, op) => op.eq(attr.count, before))
        .go();
    return true;
  } catch (error) {
    if (conditionFailed(error)) return false;
    throw error;
  }
}

/**
 * The recipient rows of the user's orders counted into each counter that has not counted them (written
 * before rows were counted; the order list's total), by the agency of each row's order. A count moved by
 * an order's rows meanwhile is kept (the condition): run it while no order of the user is settling.
 */
async function countRowsOnce(userName: string, orders: readonly { orderId: string; agencyId: number }[]) {
  const { data: counters } = await db()
    .entities.orderCounter.query.countersOfUser({ userName })
    .go({ pages: 'all' });
  const uncounted = counters.filter((counter) => counter.rows === undefined);
  if (uncounted.length === 0) return;
  const agencyOf = new Map(orders.map((order) => [order.orderId, order.agencyId]));
  const perAgency = new Map<number, number>();
  for (const [orderId, rows] of await rowsPerOrderOfUser(userName)) {
    const agencyId = agencyOf.get(orderId);
    if (agencyId !== undefined) perAgency.set(agencyId, (perAgency.get(agencyId) ?? 0) + rows);
  }
  for (const { agencyId } of uncounted) {
    try {
      await db()
        .entities.orderCounter.patch({ userName, agencyId })
        .set({ rows: perAgency.get(agencyId) ?? 0 })
        .where((attr, op) => op.notExists(attr.rows))
        .go();
    } catch (error) {
      if (!conditionFailed(error)) throw error;
    }
  }
}

/** Every user with orders (one Scan of the table, order items only), each numbered: the one-off backfill. */
export async function backfillOrdinals(log: (line: string) => void = () => {}): Promise<number> {
  const users = new Set<string>();
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamoClient().send(
      new ScanCommand({
        TableName: config().TABLE_NAME,
        FilterExpression: '#entity = :order',
        ProjectionExpression: 'userName',
        ExpressionAttributeNames: { '#entity': '__edb_e__' },
        ExpressionAttributeValues: { ':order': 'order' },
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) users.add(item.userName as string);
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  let changed = 0;
  for (const userName of users) changed += await numberOrdersOfUser(userName);
  log(`${changed} orders of ${users.size} users numbered.`);
  return changed;
}

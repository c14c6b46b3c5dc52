import { prospectListExpiryOf } from '@msc/shared/rules/list-expiry';
import { OrderEntity, OrderItemEntity } from '#data/entities/order';
import { getEvery } from '#platform/batch-calls';
import { mapBounded } from '#platform/bounded-map';
import { storeDb } from '#platform/store-db';
import type { OrderItemRecord, OrderRecord } from './orders-store';

/**
 * The sparse `prospectListsOfUser` index of order lines with a purchased prospect list, by when the list
 * expires: the account's lists read it (`linesWithProspectLists`).
 */
const db = /* @__PURE__ */ storeDb({ order: OrderEntity, orderItem: OrderItemEntity });

/**
 * The attributes that put a line with a purchased prospect list in the index (its user, when its list
 * expires), written whenever the line's drops are: none for another line.
 */
export function prospectListKeys(
  line: Pick<OrderItemRecord, 'userName' | 'data'>,
): { prospectListOwner: string; prospectListExpires: string } | Record<string, never> {
  const prospectListExpires = prospectListExpiryOf(line.data);
  return prospectListExpires ? { prospectListOwner: line.userName, prospectListExpires } : {};
}

/**
 * Puts the lines written before the index in it, or moves one whose keys fell behind its drops (the
 * `backfill-order-figures` job): answers how many it wrote.
 */
export async function indexProspectLists(lines: readonly OrderItemRecord[]): Promise<number> {
  const behind = lines.flatMap((line) => {
    const keys = prospectListKeys(line);
    return keys.prospectListExpires !== undefined &&
      (keys.prospectListExpires !== line.prospectListExpires ||
        keys.prospectListOwner !== line.prospectListOwner)
      ? [{ line, keys }]
      : [];
  });
  await mapBounded(behind, 4, ({ line: { userName, orderId, itemId }, keys }) =>
    db().entities.orderItem.patch({ userName, orderId, itemId }).set(keys).go(),
  );
  return behind.length;
}

/**
 * The user's order lines with a purchased prospect list expiring on `from` (a business date) or later,
 * soonest first, and their orders: the sparse `prospectListsOfUser` index holds those lines only, so the
 * read is as long as the lists still accessible, not the history.
 */
export async function linesWithProspectLists(
  userName: string,
  from: string,
): Promise<{ order: OrderRecord; item: OrderItemRecord }[]> {
  const { data: items } = await db()
    .entities.orderItem.query.prospectListsOfUser({ prospectListOwner: userName })
    .gte({ prospectListExpires: from })
    .go({ pages: 'all' });
  if (items.length === 0) return [];
  const orderIds = [...new Set(items.map((item) => item.orderId))];
  const orders = await getEvery(
    orderIds.map((orderId) => ({ userName, orderId })),
    (keys) => db().entities.order.get(keys).go(),
    'order',
  );
  const byId = new Map(orders.map((order) => [order.orderId, order]));
  return items.flatMap((item) => {
    const order = byId.get(item.orderId);
    return order ? [{ order, item }] : [];
  });
}

import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { OrderStatusCode } from '@msc/shared/model/enum-values';
import type { EntityItem } from 'electrodb';
import { OrderEntity, OrderItemEntity } from '#data/entities/order';
import { OrderNumberEntity } from '#data/entities/order-number';
import { getEvery } from '#platform/batch-calls';
import { dynamoClient } from '#platform/clients';
import { storeDb } from '#platform/store-db';
import { type TransactWriteItem, transactItems } from '#platform/transact-write';
import { type OrderDetailRowRecord, rowsOfOrder, writeOrderDetailRows } from './detail-rows-store';
import { filteredHistoryPage } from './filtered-history';
import { numberOrders, orderHistoryPageByOrdinal } from './history-store';
import { prospectListKeys } from './prospect-list-index-store';

export {
  countRowsOfOrder,
  detailRowChunks,
  type OrderDetailRowInput,
  type OrderDetailRowRecord,
  type RowsFilter,
  rowOfResponseCode,
  rowsOfOrder,
  writeOrderDetailRows,
} from './detail-rows-store';

/** The entities this store reads and writes: a Lambda bundles those only. */
const db = /* @__PURE__ */ storeDb({
  order: OrderEntity,
  orderItem: OrderItemEntity,
  orderNumber: OrderNumberEntity,
});

export type OrderRecord = EntityItem<typeof OrderEntity>;
export type OrderItemRecord = EntityItem<typeof OrderItemEntity>;

export interface HistoryFilter {
  /** 0: every agency of the user (none chosen). */
  agencyId: number;
  status?: number;
  shipping?: number;
  programTypes?: readonly string[];
}

/** gsi5's keys, only what the history's filters read (functions/src/data/table-definition.ts). */
const FILTERS_INDEX = 'gsi5filters';

type OrderQuery = ReturnType<ReturnType<typeof db>['entities']['order']['query']['ordersOfUser']>;
type OrderWhere = Parameters<OrderQuery['where']>[0];

/** The history's status, shipping and program type filters as a DynamoDB filter expression ('' for none). */
const filterWhere =
  (filter: Omit<HistoryFilter, 'agencyId'>): OrderWhere =>
  (attr, op) =>
    [
      filter.status !== undefined ? op.eq(attr.orderStatusCode, filter.status) : '',
      filter.shipping !== undefined ? op.eq(attr.shippingStatus, filter.shipping) : '',
      filter.programTypes?.length
        ? `(${filter.programTypes.map((type) => op.contains(attr.programTypes, type)).join(' OR ')})`
        : '',
    ]
      .filter(Boolean)
      .join(' AND ');

/** The history's filter as a DynamoDB filter expression (key condition on the user, the rest filtered). */
function historyQuery(userName: string, filter: HistoryFilter) {
  const rest = filterWhere(filter);
  return db()
    .entities.order.query.ordersOfUser({ userName })
    .where((attr, op) =>
      [filter.agencyId > 0 ? op.eq(attr.agencyId, filter.agencyId) : '', rest(attr, op)]
        .filter(Boolean)
        .join(' AND '),
    );
}

/** The orders whose agency is `visible`, in their order. */
async function only<T extends { agencyId: number }>(
  orders: T[],
  visible: (agencyId: number) => Promise<boolean>,
): Promise<T[]> {
  const shown = await Promise.all(orders.map((order) => visible(order.agencyId)));
  return orders.filter((_, index) => shown[index]);
}

/**
 * A user's orders, newest first, narrowed by agency, status, shipping and program type, a Query page at a
 * time (the export streams them: a history of 50,000 is never held whole).
 */
export async function* orderPagesOfUser(
  userName: string,
  filter: HistoryFilter,
  visible: (agencyId: number) => Promise<boolean>,
): AsyncGenerator<OrderRecord[]> {
  let cursor: string | null = null;
  do {
    const page: { data: OrderRecord[]; cursor: string | null } = await historyQuery(userName, filter).go({
      order: 'desc',
      cursor,
    });
    const shown = await only(page.data, visible);
    if (shown.length > 0) yield shown;
    cursor = page.cursor;
  } while (cursor);
}

/** A user's newest orders, whatever agency (the Admin Center's user page): one Query, `limit` items. */
export async function recentOrdersOfUser(userName: string, limit: number): Promise<OrderRecord[]> {
  const { data } = await db()
    .entities.order.query.ordersOfUser({ userName })
    // `limit`: DynamoDB stops at them (`count` alone reads a whole 1 MB page of orders first).
    .go({ order: 'desc', count: limit, limit });
  return data.slice(0, limit);
}

/** The ids of a user's orders whose agency is `visible` (the recipient rows are shown for those only). */
export async function visibleOrderIds(
  userName: string,
  visible: (agencyId: number) => Promise<boolean>,
): Promise<Set<string>> {
  const { data } = await db()
    .entities.order.query.ordersOfUser({ userName })
    .go({ pages: 'all', attributes: ['orderId', 'agencyId'] });
  return new Set((await only(data, visible)).map(({ orderId }) => orderId));
}

/**
 * One page of the history and the total for its pager. The agency in effect, unfiltered (the screen as it
 * opens, spec 1 §4): one counter read and one range of ordinals (`history-store.ts`), O(page). Filtered
 * by status, shipping or program type: the facet blocks (`filtered-history.ts`, O(history / 1,000) in
 * 6-character facets), then the page's orders by ordinal; before the blocks are written (a table from
 * before them), the matching ids from the filters' narrow index (`filteredOrderIds`). With no agency chosen (every agency of the user,
 * each judged visible): the matching ids from the user's orders (a projection), then the page's orders.
 */
export async function orderHistoryPage(
  userName: string,
  filter: HistoryFilter,
  pageNumber: number,
  pageSize: number,
  visible: (agencyId: number) => Promise<boolean>,
): Promise<{ orders: OrderRecord[]; total: number }> {
  const unfiltered =
    filter.status === undefined && filter.shipping === undefined && !filter.programTypes?.length;
  const agencyShown = filter.agencyId > 0 && (await visible(filter.agencyId));
  if (agencyShown && unfiltered)
    return orderHistoryPageByOrdinal(userName, filter.agencyId, pageNumber, pageSize);
  const byFacets =
    agencyShown && (await filteredHistoryPage(userName, filter.agencyId, filter, pageNumber, pageSize));
  if (byFacets) return byFacets;
  const ids = agencyShown
    ? await filteredOrderIds(userName, filter)
    : await visibleMatchingOrderIds(userName, filter, visible);
  const wanted = ids.slice((pageNumber - 1) * pageSize, pageNumber * pageSize);
  if (wanted.length === 0) return { orders: [], total: ids.length };
  const data = await getEvery(
    wanted.map((orderId) => ({ userName, orderId })),
    (keys) => db().entities.order.get(keys).go(),
    'order',
  );
  const byId = new Map(data.map((order) => [order.orderId, order]));
  return {
    orders: wanted.map((orderId) => byId.get(orderId)).filter((order) => order !== undefined),
    total: ids.length,
  };
}

/** The ids of the user's orders of every visible agency that pass the filters, newest first (a projection). */
async function visibleMatchingOrderIds(
  userName: string,
  filter: HistoryFilter,
  visible: (agencyId: number) => Promise<boolean>,
): Promise<string[]> {
  const { data } = await historyQuery(userName, filter).go({
    order: 'desc',
    pages: 'all',
    attributes: ['orderId', 'agencyId'],
  });
  return (await only(data, visible)).map(({ orderId }) => orderId);
}

/**
 * The ids of the user's orders for the agency that pass the history's filters, newest (highest ordinal)
 * first: the ordinal index's keys, read from `gsi5filters`, which holds only what the filters read (about
 * 150 bytes an order where the order is a kilobyte and more). At 50,000 orders the filtered page read the
 * whole orders and passed the Lambda's timeout; this reads a tenth of it. Still the user's history for the
 * agency, not a page: a filtered pager's total needs every match counted (see docs/performance.md).
 */
async function filteredOrderIds(userName: string, filter: HistoryFilter): Promise<string[]> {
  const params = db()
    .entities.order.query.ordersByOrdinal({ userName, agencyId: filter.agencyId })
    .where(filterWhere(filter))
    .params({ order: 'desc' }) as QueryCommandInput;
  const ids: string[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamoClient().send(
      new QueryCommand({
        ...params,
        IndexName: FILTERS_INDEX,
        ProjectionExpression: '#orderId',
        ExpressionAttributeNames: { ...params.ExpressionAttributeNames, '#orderId': 'orderId' },
        ExclusiveStartKey,
      }),
    );
    for (const item of page.Items ?? []) ids.push(item.orderId as string);
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return ids;
}

/**
 * The order and its items in one Query (collection `orderWithItems`); another user's id finds nothing.
 * `consistent`: what was just written is read (a cancel's marker, then its end).
 */
export async function orderWithItems(
  userName: string,
  orderId: string,
  { consistent = false }: { consistent?: boolean } = {},
): Promise<{ order: OrderRecord; items: OrderItemRecord[] } | undefined> {
  const { data } = await db()
    .collections.orderWithItems({ userName, orderId })
    .go({ pages: 'all', consistent });
  const order = data.order[0];
  return order ? { order, items: data.orderItem } : undefined;
}

/** Whether any placed order has a line of this product (one item read, however many there are). */
export async function isProductOrdered(productId: string): Promise<boolean> {
  const { data } = await db()
    .entities.orderItem.query.itemsOfProduct({ productId })
    .go({ limit: 1, attributes: ['orderId'] });
  return data.length > 0;
}

export async function orderIdByNumber(userName: string, orderNumber: string): Promise<string | undefined> {
  const { data } = await db().entities.order.query.orderByNumber({ userName, orderNumber }).go({ limit: 1 });
  return data[0]?.orderId;
}

/** Inclusive bounds on the order date: `from` an ISO instant or date, `to` a date (its whole day counts). */
export interface OrderDateRange {
  from?: string;
  to?: string;
}

export interface OrderWithItems {
  order: OrderRecord;
  items: OrderItemRecord[];
}

/**
 * The orders placed for an agency (by any of its users) in the date range, each with its lines, in one
 * Query of the `agencyOrders` collection (the lines carry the agency and date of their order). Canceled
 * orders are left out unless asked for (reports count them by status).
 */
export async function agencyOrdersWithItems(
  agencyId: number,
  range: OrderDateRange,
  { includeCanceled = false }: { includeCanceled?: boolean } = {},
): Promise<OrderWithItems[]> {
  const query = db().collections.agencyOrders({ agencyId });
  const { from, to } = range;
  const upper = to === undefined ? undefined : { orderDate: `${to}\uffff` };
  const bounded =
    from !== undefined && upper
      ? query.between({ orderDate: from }, upper)
      : from !== undefined
        ? query.gte({ orderDate: from })
        : upper
          ? query.lte(upper)
          : query;
  const { data } = await bounded.go({ pages: 'all' });
  const itemsByOrder = new Map<string, OrderItemRecord[]>();
  for (const item of data.orderItem)
    itemsByOrder.set(item.orderId, [...(itemsByOrder.get(item.orderId) ?? []), item]);
  return data.order
    .filter((order) => includeCanceled || order.orderStatusCode !== OrderStatusCode.Canceled)
    .map((order) => ({ order, items: itemsByOrder.get(order.orderId) ?? [] }));
}

/** An order's ids, and its Express Order's when it is one (the key of a payment, an approval, a settlement). */
export interface PlacedOrderKey {
  userName: string;
  orderId: string;
  bulkOrderId?: string;
}

/**
 * The orders placed together with one order (one payment pays for them all), each with its lines: the order
 * alone, or every order of its Express Order. The order is read consistently (what a transaction just wrote);
 * an Express Order's orders are then one Query of its agency's orders at the instant they were placed (they
 * share it), not the user's history. Canceled orders are included: a payment still counts them.
 */
export async function ordersPlacedTogether(key: PlacedOrderKey): Promise<OrderWithItems[]> {
  const placed = await orderWithItems(key.userName, key.orderId, { consistent: true });
  if (!placed || !key.bulkOrderId) return placed ? [placed] : [];
  const { agencyId, orderDate } = placed.order;
  const atInstant = await agencyOrdersWithItems(
    agencyId,
    { from: orderDate, to: orderDate },
    { includeCanceled: true },
  );
  return atInstant.filter(
    ({ order }) => order.bulkOrderId === key.bulkOrderId && order.userName === key.userName,
  );
}

/**
 * The writes that place orders (an Express Order places several), for the caller's transaction: the
 * counters of their user and agency raised on the counts read (each order takes the next ordinal), then
 * per order its number's claim, the order and its lines, which carry the order's agency and date for the
 * agency's reads. Any of these refused (a number or an ordinal taken meanwhile): numbered again and retried.
 */
export async function placedOrdersTransactItems(
  placed: readonly { order: Omit<OrderRecord, 'ordinal'>; items: readonly OrderLine[] }[],
): Promise<{ writes: TransactWriteItem[]; ordinals: number[] }> {
  const { numbered, counterWrites } = await numberOrders(placed.map(({ order }) => order));
  return {
    writes: [
      ...counterWrites,
      ...numbered.flatMap((order, index) => placedOrderTransactItems(order, placed[index]!.items)),
    ],
    ordinals: numbered.map(({ ordinal }) => ordinal),
  };
}

type OrderLine = Omit<OrderItemRecord, 'agencyId' | 'orderDate'>;

function placedOrderTransactItems(order: OrderRecord, items: readonly OrderLine[]): TransactWriteItem[] {
  const writes = db().transaction.write(({ orderNumber, order: orders, orderItem }) => [
    orderNumber
      .create({ orderNumber: order.orderNumber, userName: order.userName, orderId: order.orderId })
      .commit(),
    orders.create(order).commit(),
    ...items.map((item) =>
      orderItem
        .create({
          ...item,
          agencyId: order.agencyId,
          orderDate: order.orderDate,
          ...prospectListKeys(item),
        })
        .commit(),
    ),
  ]);
  return transactItems(writes.params());
}

/**
 * Gives the order list rows of a line's drop its new mail date (a drop moved): the rows of the line's
 * recipient lists (its order states; a line without one, its product) on that drop. Answers how many.
 */
export async function moveDetailRows(
  item: LineOfRows,
  dropNumber: number,
  mailingDate: string,
): Promise<number> {
  const moved = (await detailRowsOfDrop(item, dropNumber))
    .filter((row) => row.mailingDate !== mailingDate)
    .map((row) => ({ ...row, mailingDate }));
  await writeOrderDetailRows(moved);
  return moved.length;
}

type LineOfRows = Pick<OrderItemRecord, 'userName' | 'orderId' | 'orderStateIds' | 'itemNumber'>;

/**
 * The recipient rows of a line's drop, by row number: the rows of the line's recipient lists (its order
 * states; a line without one, its product) on that drop.
 */
export async function detailRowsOfDrop(
  item: LineOfRows,
  dropNumber: number,
): Promise<OrderDetailRowRecord[]> {
  const lists = item.orderStateIds ?? [];
  const ofLine = (row: OrderDetailRowRecord) =>
    lists.length > 0 ? lists.includes(row.listId) : row.productNumber === item.itemNumber;
  return (await rowsOfOrder(item.userName, item.orderId)).filter(
    (row) => row.drop === dropNumber && ofLine(row),
  );
}

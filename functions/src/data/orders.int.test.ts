import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '#platform/db';
import { useFreshTable } from '../test/fresh-table';
import { orderRow } from '../test/order-rows';
import { placedOrder } from '../test/placed-order';
import { formatOrderNumber } from './entities/order-number';

const ME = 'me@test.local';
const OTHER = 'other@test.local';

const order = (
  userName: string,
  orderId: string,
  day: number,
  orderStatusCode: number,
  shippingStatus: number,
) =>
  placedOrder({
    userName,
    orderId,
    orderNumber: formatOrderNumber(`2026-10-${String(day).padStart(2, '0')}`, day),
    orderDate: `2026-10-${String(day).padStart(2, '0')}T15:00:00.000Z`,
    agencyId: 10,
    orderStatusCode,
    shippingStatus,
  });
const item = (userName: string, orderId: string, itemId: string) => ({
  userName,
  orderId,
  itemId,
  productId: `prod-${itemId}`,
  itemNumber: 'AP-8083',
  name: 'Letter',
  unitPrice: 58,
  quantity: 100,
});
const row = (userName: string, orderId: string, orderNumber: string, rowNumber: number, listId: string) =>
  orderRow({ userName, orderId, orderNumber, rowNumber, listId });

/** Place an order: the order, its items and the claim on its number, all or nothing. */
const place = (o: ReturnType<typeof order>, items: ReturnType<typeof item>[]) =>
  db()
    .transaction.write(({ order: orders, orderItem, orderNumber }) => [
      orderNumber.create({ orderNumber: o.orderNumber, userName: o.userName, orderId: o.orderId }).commit(),
      orders.create(o).commit(),
      ...items.map((line) =>
        orderItem.create({ ...line, agencyId: o.agencyId, orderDate: o.orderDate }).commit(),
      ),
    ])
    .go();

beforeAll(async () => {
  await useFreshTable();
  await place(order(ME, 'O1', 1, 100, 100), [item(ME, 'O1', '01')]);
  await place(order(ME, 'O2', 2, 1, 1), [item(ME, 'O2', '01'), item(ME, 'O2', '02')]);
  await place(order(ME, 'O3', 3, 100, 2), []);
  await place(order(ME, 'O4', 4, 99, 1), []);
  await place(order(ME, 'O5', 5, 100, 100), [item(ME, 'O5', '01')]);
  await place(order(OTHER, 'O9', 9, 100, 100), [item(OTHER, 'O9', '01')]);
  await db()
    .entities.orderDetailRow.put([
      row(ME, 'O5', 'MSC-261005-00005', 2, 'L-1'),
      row(ME, 'O5', 'MSC-261005-00005', 1, 'L-1'),
      row(ME, 'O5', 'MSC-261005-00005', 3, 'L-2'),
      row(OTHER, 'O9', 'MSC-261009-00009', 1, 'L-1'),
    ])
    .go();
});

const orderIds = (items: Array<{ orderId: string }>) => items.map((entry) => entry.orderId);

describe('orders', () => {
  it('formats human-readable order numbers', () => {
    expect(formatOrderNumber('2026-10-05', 4821)).toBe('MSC-261005-04821');
  });

  it('order history: the user’s orders newest first, paged', async () => {
    const query = db().entities.order.query.ordersOfUser({ userName: ME });
    const first = await query.go({ order: 'desc', limit: 2 });
    expect(orderIds(first.data)).toEqual(['O5', 'O4']);
    const second = await query.go({ order: 'desc', limit: 2, cursor: first.cursor });
    expect(orderIds(second.data)).toEqual(['O3', 'O2']);
  });

  it('filters by status code and shipping status (filter expression; `count` keeps filling the page)', async () => {
    const query = db().entities.order.query.ordersOfUser({ userName: ME });
    const completed = await query
      .where(({ orderStatusCode }, { eq }) => eq(orderStatusCode, 100))
      .go({ order: 'desc' });
    expect(orderIds(completed.data)).toEqual(['O5', 'O3', 'O1']);
    const shipped = await db()
      .entities.order.query.ordersOfUser({ userName: ME })
      .where(
        ({ orderStatusCode, shippingStatus }, { eq }) =>
          `${eq(orderStatusCode, 100)} AND ${eq(shippingStatus, 100)}`,
      )
      .go({ order: 'desc', count: 1 });
    expect(orderIds(shipped.data)).toEqual(['O5']);
  });

  it('order page: the order and its items in one Query; another user’s order id finds nothing', async () => {
    const { data } = await db().collections.orderWithItems({ userName: ME, orderId: 'O2' }).go();
    expect(orderIds(data.order)).toEqual(['O2']);
    expect(data.orderItem.map((line) => line.itemId)).toEqual(['01', '02']);
    const foreign = await db().collections.orderWithItems({ userName: ME, orderId: 'O9' }).go();
    expect([foreign.data.order, foreign.data.orderItem]).toEqual([[], []]);
  });

  it('finds an order by its number, within the user', async () => {
    const { order: orders } = db().entities;
    const mine = await orders.query.orderByNumber({ userName: ME, orderNumber: 'MSC-261003-00003' }).go();
    expect(orderIds(mine.data)).toEqual(['O3']);
    const foreign = await orders.query.orderByNumber({ userName: ME, orderNumber: 'MSC-261009-00009' }).go();
    expect(foreign.data).toEqual([]);
  });

  it('refuses a second order with a taken number: the transaction is canceled (no throw) and writes nothing', async () => {
    const clash = { ...order(OTHER, 'O10', 10, 1, 1), orderNumber: 'MSC-261001-00001' };
    const result = await place(clash, [item(OTHER, 'O10', '01')]);
    expect(result.canceled).toBe(true);
    expect(result.data.map((entry) => entry.code)).toEqual(['ConditionalCheckFailed', 'None', 'None']);
    const { data } = await db().collections.orderWithItems({ userName: OTHER, orderId: 'O10' }).go();
    expect([data.order, data.orderItem]).toEqual([[], []]);
  });
});

describe('order detail list rows', () => {
  it('by order, in row order (padded row numbers)', async () => {
    const { data } = await db()
      .entities.orderDetailRow.query.rowsOfOrder({ userName: ME, orderId: 'O5', shard: 1 })
      .go();
    // Row 1 in shard 1 (rows spread by row number); rows 2 and 3 in theirs.
    expect(data.map((entry) => entry.rowNumber)).toEqual([1]);
  });

  it('by list id, and all of the user’s rows for the unfiltered table and its export', async () => {
    const { orderDetailRow } = db().entities;
    const byList = await orderDetailRow.query.rowsOfList({ userName: ME, listId: 'L-1', shard: 2 }).go();
    expect(byList.data.map((entry) => entry.rowNumber)).toEqual([2]);
    const all = await orderDetailRow.query.rowsOfUser({ userName: ME, shard: 3 }).go({ pages: 'all' });
    expect(all.data.map((entry) => [entry.orderNumber, entry.rowNumber])).toEqual([['MSC-261005-00005', 3]]);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { formatOrderNumber } from '#data/entities/order-number';
import { db } from '#platform/db';
import { transactWrite } from '#platform/transact-write';
import { useFreshTable } from '../test/fresh-table';
import { placedOrder } from '../test/placed-order';
import { facetOf } from './history-facets';
import { facetBlocks } from './history-facets-store';
import { orderCount } from './history-store';
import { orderHistoryPage, orderPagesOfUser, placedOrdersTransactItems } from './orders-store';
import { numberOrdersOfUser } from './ordinal-backfill-store';

const AGENCY = 77;
const anyAgency = async () => true;

/** Order numbers are claimed across users: each user's are of its own day. */
const DAYS: Record<string, string> = {
  'racing@test.local': '2026-10-01',
  'two-agencies@test.local': '2026-10-02',
  'long-history@test.local': '2026-10-03',
  'before-ordinals@test.local': '2026-10-04',
};
const dayOf = (userName: string) => DAYS[userName]!;

const orderOf = (userName: string, n: number, agencyId = AGENCY) =>
  placedOrder({
    userName,
    orderId: `O${String(n).padStart(6, '0')}`,
    orderNumber: formatOrderNumber(dayOf(userName), n),
    orderDate: new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString(),
    agencyId,
    orderStatusCode: n % 3 === 0 ? 1 : 100,
  });

/** Places the order as checkout does: numbered after the counts read, numbered again when refused. */
async function place(order: ReturnType<typeof orderOf>): Promise<void> {
  for (let attempt = 0; attempt < 40; attempt++) {
    const rejected = await transactWrite((await placedOrdersTransactItems([{ order, items: [] }])).writes);
    if (!rejected) return;
  }
  throw new Error(`${order.orderId} was never written`);
}

beforeAll(async () => {
  await useFreshTable();
});

describe('the order counter', () => {
  it('gives orders placed at the same time distinct ordinals, one to the count, and an exact total', async () => {
    const user = 'racing@test.local';
    await Promise.all(Array.from({ length: 8 }, (_, n) => place(orderOf(user, n + 1))));
    const { data } = await db().entities.order.query.ordersOfUser({ userName: user }).go({ pages: 'all' });
    expect(data.map((order) => order.ordinal).sort((a, b) => a! - b!)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(await orderCount(user, AGENCY)).toBe(8);
    const { orders, total } = await orderHistoryPage(user, { agencyId: AGENCY }, 1, 5, anyAgency);
    expect(total).toBe(8);
    expect(orders.map((order) => order.ordinal)).toEqual([8, 7, 6, 5, 4]);
  });

  it('counts each agency of the user on its own', async () => {
    const user = 'two-agencies@test.local';
    await place(orderOf(user, 1));
    await place(orderOf(user, 2, AGENCY + 1));
    await place(orderOf(user, 3));
    expect(await orderCount(user, AGENCY)).toBe(2);
    expect(await orderCount(user, AGENCY + 1)).toBe(1);
  });
});

describe('the backfill', () => {
  it('numbers orders written before ordinals by date, per agency, and counts them', async () => {
    const user = 'before-ordinals@test.local';
    const orders = [3, 1, 2].map((n) => orderOf(user, n));
    await db()
      .entities.order.put([...orders, orderOf(user, 4, AGENCY + 1)])
      .go();
    expect(await numberOrdersOfUser(user)).toBe(4);
    // The filters' facets at the new ordinals: the oldest first.
    const blocks = await facetBlocks(user, AGENCY);
    expect(blocks.get(0)).toBe([1, 2, 3].map((n) => facetOf(orderOf(user, n))).join(''));
    const { orders: page, total } = await orderHistoryPage(user, { agencyId: AGENCY }, 1, 10, anyAgency);
    expect(total).toBe(3);
    expect(page.map((order) => [order.orderId, order.ordinal])).toEqual([
      ['O000003', 3],
      ['O000002', 2],
      ['O000001', 1],
    ]);
    expect(await orderCount(user, AGENCY + 1)).toBe(1);
  });
});

describe('order history by ordinal', () => {
  const user = 'long-history@test.local';
  const ORDERS = 2003;

  beforeAll(async () => {
    // Written as placing them one by one would (each numbered, the counter at the count), 100 a transaction.
    const orders = Array.from({ length: ORDERS }, (_, n) => ({ ...orderOf(user, n + 1), ordinal: n + 1 }));
    for (let start = 0; start < orders.length; start += 100) {
      await db()
        .transaction.write(({ order }) =>
          orders.slice(start, start + 100).map((each) => order.put(each).commit()),
        )
        .go();
    }
    await db().entities.orderCounter.put({ userName: user, agencyId: AGENCY, count: ORDERS }).go();
  });

  it('answers page 200 with its ten orders, newest first, and the whole history as the total', async () => {
    const { orders, total } = await orderHistoryPage(user, { agencyId: AGENCY }, 200, 10, anyAgency);
    expect(total).toBe(ORDERS);
    // Page 200 of 2,003 newest first: the 1,991st to the 2,000th newest, i.e. orders 13 down to 4.
    expect(orders.map((order) => order.orderId)).toEqual(
      Array.from({ length: 10 }, (_, n) => `O${String(13 - n).padStart(6, '0')}`),
    );
  });

  it('answers the last, short page and nothing past it', async () => {
    const last = await orderHistoryPage(user, { agencyId: AGENCY }, 201, 10, anyAgency);
    expect(last.orders.map((order) => order.orderId)).toEqual(['O000003', 'O000002', 'O000001']);
    const past = await orderHistoryPage(user, { agencyId: AGENCY }, 202, 10, anyAgency);
    expect(past).toEqual({ orders: [], total: ORDERS });
  });

  it('pages a status filter from the filters’ narrow index when no facets were written: the matches newest first and their count', async () => {
    // Every third order is pending (status 1): 667 of 2,003, the newest 2001, 1998, 1995…
    const first = await orderHistoryPage(user, { agencyId: AGENCY, status: 1 }, 1, 3, anyAgency);
    expect(first.total).toBe(Math.floor(ORDERS / 3));
    expect(first.orders.map((order) => [order.orderId, order.orderStatusCode])).toEqual([
      ['O002001', 1],
      ['O001998', 1],
      ['O001995', 1],
    ]);
    const last = await orderHistoryPage(user, { agencyId: AGENCY, status: 1 }, 223, 3, anyAgency);
    expect(last.orders.map((order) => order.orderId)).toEqual(['O000003']);
    // A filter on a field the index does not hold would match nothing: every filter's field is projected.
    const shipped = await orderHistoryPage(user, { agencyId: AGENCY, shipping: 100 }, 1, 1, anyAgency);
    expect(shipped.total).toBe(ORDERS);
  });

  it('streams the history for the export a Query page at a time, newest first, filters applied', async () => {
    const pages: string[][] = [];
    for await (const page of orderPagesOfUser(user, { agencyId: AGENCY }, anyAgency)) {
      pages.push(page.map((order) => order.orderId));
    }
    // 2,003 orders of about a kilobyte: more than one 1 MB page, none held whole.
    expect(pages.length).toBeGreaterThan(1);
    const ids = pages.flat();
    expect(ids).toHaveLength(ORDERS);
    expect([ids[0], ids.at(-1)]).toEqual(['O002003', 'O000001']);
    let pending = 0;
    for await (const page of orderPagesOfUser(user, { agencyId: AGENCY, status: 1 }, anyAgency)) {
      pending += page.length;
    }
    expect(pending).toBe(Math.floor(ORDERS / 3));
  });

  it('numbers an order placed after the backfill next, and a second backfill changes nothing', async () => {
    await place(orderOf(user, ORDERS + 1));
    const first = await orderHistoryPage(user, { agencyId: AGENCY }, 1, 10, anyAgency);
    expect(first.total).toBe(ORDERS + 1);
    expect(first.orders[0]!.orderId).toBe(`O${String(ORDERS + 1).padStart(6, '0')}`);
    expect(await numberOrdersOfUser(user)).toBe(0);
  });

  it('keeps the status filter working over the whole history', async () => {
    const { orders, total } = await orderHistoryPage(user, { agencyId: AGENCY, status: 1 }, 1, 10, anyAgency);
    expect(total).toBe(Math.floor((ORDERS + 1) / 3));
    expect(orders.every((order) => order.orderStatusCode === 1)).toBe(true);
  });
});

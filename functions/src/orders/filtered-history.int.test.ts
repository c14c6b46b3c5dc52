import { beforeAll, describe, expect, it } from 'vitest';
import { formatOrderNumber } from '#data/entities/order-number';
import { db } from '#platform/db';
import { transactWrite } from '#platform/transact-write';
import { useFreshTable } from '../test/fresh-table';
import { placedOrder } from '../test/placed-order';
import { filteredHistoryPage } from './filtered-history';
import { facetOf } from './history-facets';
import { facetBlocks, recordFacets } from './history-facets-store';
import { backfillAgencyFigures, recordFacetChange } from './order-figures';
import { orderHistoryPage, orderWithItems, placedOrdersTransactItems } from './orders-store';

const USER = 'filtered@test.local';
const AGENCY = 77;
/** An sk prefix of agency 7 also begins agency 77's: the two must not mix. */
const OTHER_AGENCY = 7;
const ORDERS = 2003;
const anyAgency = async () => true;

/** Every third order pending (n = 3, 6, …), the rest completed; every fifth a prospecting order. */
const orderOf = (n: number, agencyId = AGENCY) =>
  placedOrder({
    userName: USER,
    orderId: `O${agencyId}-${String(n).padStart(6, '0')}`,
    orderNumber: formatOrderNumber(agencyId === AGENCY ? '2026-10-05' : '2026-10-06', n),
    orderDate: new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString(),
    agencyId,
    orderStatusCode: n % 3 === 0 ? 1 : 100,
    shippingStatus: n % 3 === 0 ? 1 : 100,
    programTypes: n % 5 === 0 ? ['Prospecting'] : ['CrossSell'],
  });

const id = (n: number) => `O${AGENCY}-${String(n).padStart(6, '0')}`;
const page = (filter: Parameters<typeof orderHistoryPage>[1], pageNumber: number, pageSize: number) =>
  orderHistoryPage(USER, filter, pageNumber, pageSize, anyAgency);

/** Orders 1..n as numbered and counted by placing them one by one (100 a transaction). */
async function writeHistory(count: number, agencyId: number) {
  const orders = Array.from({ length: count }, (_, n) => ({ ...orderOf(n + 1, agencyId), ordinal: n + 1 }));
  for (let start = 0; start < orders.length; start += 100) {
    await db()
      .transaction.write(({ order }) =>
        orders.slice(start, start + 100).map((each) => order.put(each).commit()),
      )
      .go();
  }
  await db().entities.orderCounter.put({ userName: USER, agencyId, count }).go();
}

beforeAll(async () => {
  await useFreshTable();
  await writeHistory(ORDERS, AGENCY);
  await writeHistory(12, OTHER_AGENCY);
  // The facets as the backfill job writes them from the orders.
  await backfillAgencyFigures(AGENCY);
  await backfillAgencyFigures(OTHER_AGENCY);
}, 120_000);

describe('the filtered order history', () => {
  it('reads three blocks of facets for 2,003 orders, not the orders', async () => {
    const blocks = await facetBlocks(USER, AGENCY);
    expect([...blocks.keys()]).toEqual([0, 1, 2]);
    expect(blocks.get(2)).toHaveLength(3 * 6);
  });

  it('pages a status filter: the matches newest first and their count', async () => {
    const first = await page({ agencyId: AGENCY, status: 1 }, 1, 3);
    expect(first.total).toBe(Math.floor(ORDERS / 3));
    expect(first.orders.map((order) => [order.orderId, order.orderStatusCode])).toEqual([
      [id(2001), 1],
      [id(1998), 1],
      [id(1995), 1],
    ]);
    const last = await page({ agencyId: AGENCY, status: 1 }, 223, 3);
    expect(last.orders.map((order) => order.orderId)).toEqual([id(3)]);
    const past = await page({ agencyId: AGENCY, status: 1 }, 224, 3);
    expect(past).toEqual({ orders: [], total: Math.floor(ORDERS / 3) });
  });

  it('narrows by status, shipping and program type together', async () => {
    const expected = Array.from({ length: ORDERS }, (_, n) => n + 1)
      .filter((n) => n % 3 !== 0 && n % 5 === 0)
      .reverse();
    const { orders, total } = await page(
      { agencyId: AGENCY, status: 100, shipping: 100, programTypes: ['Prospecting', 'Retention'] },
      2,
      10,
    );
    expect(total).toBe(expected.length);
    expect(orders.map((order) => order.orderId)).toEqual(expected.slice(10, 20).map(id));
    const none = await page({ agencyId: AGENCY, status: 1, shipping: 100 }, 1, 10);
    expect(none).toEqual({ orders: [], total: 0 });
  });

  it('keeps agency 7’s blocks apart from agency 77’s', async () => {
    const { total, orders } = await page({ agencyId: OTHER_AGENCY, status: 1 }, 1, 10);
    expect(total).toBe(4);
    expect(orders.every((order) => order.agencyId === OTHER_AGENCY)).toBe(true);
  });

  it('judges an order placed a moment ago, its facet not written yet, from the order itself', async () => {
    const order = orderOf(ORDERS + 1);
    order.orderStatusCode = 1;
    const rejected = await transactWrite((await placedOrdersTransactItems([{ order, items: [] }])).writes);
    expect(rejected).toBeUndefined();
    const { orders, total } = await page({ agencyId: AGENCY, status: 1 }, 1, 2);
    expect(total).toBe(Math.floor(ORDERS / 3) + 1);
    expect(orders.map((each) => each.orderId)).toEqual([id(ORDERS + 1), id(2001)]);
  });

  it('moves an order between filters when its status change is recorded', async () => {
    const before = (await orderWithItems(USER, id(2001)))!.order;
    const after = { ...before, orderStatusCode: 99 };
    await db()
      .entities.order.patch({ userName: USER, orderId: id(2001) })
      .set({ orderStatusCode: 99 })
      .go();
    await recordFacetChange(before, after);
    const pending = await page({ agencyId: AGENCY, status: 1 }, 1, 2);
    expect(pending.orders.map((order) => order.orderId)).toEqual([id(ORDERS + 1), id(1998)]);
    const canceled = await page({ agencyId: AGENCY, status: 99 }, 1, 10);
    expect(canceled).toMatchObject({ total: 1, orders: [{ orderId: id(2001), orderStatusCode: 99 }] });
  });

  it('never shows an order its stale facet lets through (a change whose facet write failed)', async () => {
    await db()
      .entities.order.patch({ userName: USER, orderId: id(1998) })
      .set({ orderStatusCode: 100 })
      .go();
    const pending = await page({ agencyId: AGENCY, status: 1 }, 1, 3);
    expect(pending.orders.map((order) => order.orderId)).not.toContain(id(1998));
    // The backfill mends it.
    await backfillAgencyFigures(AGENCY);
    const mended = await page({ agencyId: AGENCY, status: 1 }, 1, 3);
    expect(mended.orders.map((order) => order.orderId)).toEqual([id(ORDERS + 1), id(1995), id(1992)]);
  });

  it('keeps every facet of writes to one block at once (each on the version it read)', async () => {
    const canceled = { orderStatusCode: 99 };
    const ordinals = [101, 202, 303, 404, 505, 606, 707, 808];
    await Promise.all(
      ordinals.map((ordinal) =>
        recordFacets([{ userName: USER, agencyId: AGENCY, ordinal, facet: facetOf(canceled) }]),
      ),
    );
    const result = await filteredHistoryPage(USER, AGENCY, { status: 99 }, 1, 20);
    // The facets count all nine; the page leaves out the orders themselves still completed or pending.
    expect(result?.total).toBe(1 + ordinals.length);
    expect(result?.orders.map((order) => order.ordinal)).toEqual([2001]);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { formatOrderNumber } from '#data/entities/order-number';
import { db } from '#platform/db';
import { givenAgency, givenUser } from '../test/fixtures';
import { useFreshTable } from '../test/fresh-table';
import { callerOf, claimsFor } from '../test/invoke';
import { orderRow } from '../test/order-rows';
import { placedOrder } from '../test/placed-order';
import { type OrderDetailRowInput, writeOrderDetailRows } from './detail-rows-store';
import { handler } from './handler';
import { numberOrdersOfUser } from './ordinal-backfill-store';
import { markRecipientRowsWritten } from './settlement-store';

/**
 * The order list read from the counts kept when an order's rows are written (issue 44), through the real
 * store: the right rows on the first, a middle and the last page, whole and by order number, the totals
 * exact after the rows of several orders are marked at once (one of them twice, as a retried workflow).
 */
const ME = 'rows-page@test.local';
const me = claimsFor(ME);
const call = callerOf(handler);

/** Three orders: rows 120 (agency 10), 75 (agency 20) and 40 (agency 10), the newest last. */
const ORDERS = [
  { orderId: 'RA', day: 1, agencyId: 10, rows: 120 },
  { orderId: 'RB', day: 2, agencyId: 20, rows: 75 },
  { orderId: 'RC', day: 3, agencyId: 10, rows: 40 },
];
const dateOf = (day: number) => `2026-09-0${day}T15:00:00.000Z`;
const numberOf = (day: number) => formatOrderNumber(dateOf(day).slice(0, 10), day);

function rowsOf({ orderId, day, rows }: (typeof ORDERS)[number]): OrderDetailRowInput[] {
  return Array.from({ length: rows }, (_, index) =>
    orderRow({
      userName: ME,
      orderId,
      orderNumber: numberOf(day),
      rowNumber: index + 1,
      orderDate: dateOf(day),
      listId: `L-${orderId}`,
      lastName: `${orderId}-${index + 1}`,
      responseCode: 'none',
    }),
  );
}

/** The screen's order: newest order first, its rows descending. */
const expected = (orders: typeof ORDERS) =>
  [...orders]
    .sort((a, b) => b.day - a.day)
    .flatMap((order) => rowsOf(order).reverse())
    .map((row) => row.lastName);

const namesOf = (body: { results: { lastName: string }[] }) => body.results.map((row) => row.lastName);

beforeAll(async () => {
  await useFreshTable();
  await givenAgency({ agencyId: 10 });
  await givenAgency({ agencyId: 20 });
  await givenUser({ userName: ME, defaultAgencyId: 10 }, [10, 20]);
  for (const { orderId, day, agencyId, rows } of ORDERS) {
    await db()
      .entities.order.create(
        placedOrder({
          userName: ME,
          orderId,
          orderNumber: numberOf(day),
          orderDate: dateOf(day),
          agencyId,
          recipientRowsWritten: rows === 0,
        }),
      )
      .go();
  }
  // Numbered and counted (no rows yet) as the backfill does; then the rows, as the workflow writes them.
  await numberOrdersOfUser(ME);
  for (const order of ORDERS) await writeOrderDetailRows(rowsOf(order));
  const marks = ORDERS.map(({ orderId, agencyId, rows }) => ({ orderId, agencyId, rows }));
  await Promise.all([
    ...marks.map((mark) => markRecipientRowsWritten(ME, [mark])),
    markRecipientRowsWritten(ME, [marks[0]!]),
  ]);
});

describe('order list pages from kept counts', () => {
  it('counts each order once, whatever marks it at once', async () => {
    const { data } = await db().entities.orderCounter.query.countersOfUser({ userName: ME }).go();
    expect(Object.fromEntries(data.map((counter) => [counter.agencyId, counter.rows]))).toEqual({
      10: 160,
      20: 75,
    });
  });

  it('reads the first, a middle and the last page of every order', async () => {
    const all = expected(ORDERS);
    for (const pageNumber of [1, 3, 5, 6]) {
      const { status, body } = await call(
        me,
        'GET',
        `/order-detail-rows?pageNumber=${pageNumber}&pageSize=50`,
      );
      expect(status).toBe(200);
      expect(body.totalCount).toBe(235);
      expect(namesOf(body), `page ${pageNumber}`).toEqual(all.slice((pageNumber - 1) * 50, pageNumber * 50));
    }
  });

  it('reads the pages of one order by its row numbers', async () => {
    const rows = rowsOf(ORDERS[0]!).map((row) => row.lastName);
    for (const pageNumber of [1, 2, 5]) {
      const { body } = await call(
        me,
        'GET',
        `/order-detail-rows?orderNumber=${numberOf(1)}&pageNumber=${pageNumber}&pageSize=25`,
      );
      expect(body.totalCount).toBe(120);
      expect(namesOf(body)).toEqual(rows.slice((pageNumber - 1) * 25, pageNumber * 25));
    }
  });

  it('leaves out the rows and the count of an agency the user may no longer act for', async () => {
    await db().entities.agencyMembership.delete({ userName: ME, agencyId: 20 }).go();
    const { body } = await call(me, 'GET', '/order-detail-rows?pageNumber=2&pageSize=100');
    expect(body.totalCount).toBe(160);
    expect(namesOf(body)).toEqual(expected([ORDERS[0]!, ORDERS[2]!]).slice(100, 200));
    const theirs = await call(me, 'GET', `/order-detail-rows?orderNumber=${numberOf(2)}`);
    expect(theirs.body).toMatchObject({ totalCount: 0, results: [] });
  });
});

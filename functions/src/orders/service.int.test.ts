import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatOrderNumber } from '#data/entities/order-number';
import { db } from '#platform/db';
import { givenAgency, givenProduct, givenUser } from '../test/fixtures';
import { useFreshTable } from '../test/fresh-table';
import { callerOf, claimsFor } from '../test/invoke';
import { orderRow } from '../test/order-rows';
import { placedOrder } from '../test/placed-order';
import { handler } from './handler';
import { numberOrdersOfUser } from './ordinal-backfill-store';

const ME = 'orders-me@test.local';
const OTHER = 'orders-other@test.local';
const me = claimsFor(ME);
const other = claimsFor(OTHER);
const call = callerOf(handler);

const day = (n: number) => `2026-10-${String(n).padStart(2, '0')}`;
const order = (
  userName: string,
  orderId: string,
  n: number,
  extra: {
    agencyId?: number;
    agencyName?: string;
    orderStatusCode?: number;
    shippingStatus?: number;
    programTypes?: string[];
  } = {},
) =>
  placedOrder({
    userName,
    orderId,
    orderNumber: formatOrderNumber(day(n), n + (userName === OTHER ? 500 : 0)),
    orderDate: `${day(n)}T15:00:00.000Z`,
    agencyId: 10,
    statCode: '1122333',
    subTotal: 1000,
    total: 1000,
    amountPaid: 1000,
    ...extra,
  });

beforeAll(async () => {
  await useFreshTable();
  await givenAgency({ agencyId: 10 });
  await givenAgency({ agencyId: 20 });
  await givenUser({ userName: ME, defaultAgencyId: 10 }, [10, 20]);
  await givenUser({ userName: OTHER, defaultAgencyId: 10 }, [10]);
  await givenProduct({ productId: 'brochure', name: 'Home Brochure', unitPrice: 125 });
  await givenProduct({ productId: 'retired', name: 'Old Poster', canAddToCart: false });
  const orders = [
    order(ME, 'O1', 1),
    order(ME, 'O2', 2, { orderStatusCode: 1, shippingStatus: 1, programTypes: ['Prospecting'] }),
    order(ME, 'O3', 3, { shippingStatus: 2, agencyName: '=cmd|calc', programTypes: ['CrossSell'] }),
    order(ME, 'O4', 4, { agencyId: 20 }),
    order(OTHER, 'O9', 9),
  ];
  for (const o of orders) await db().entities.order.create(o).go();
  await db()
    .entities.orderItem.put([
      {
        userName: ME,
        orderId: 'O1',
        agencyId: 10,
        orderDate: `${day(1)}T15:00:00.000Z`,
        itemId: '1',
        productId: 'brochure',
        itemNumber: 'B-1',
        name: 'Home Brochure',
        unitPrice: 125,
        quantity: 2,
      },
      {
        userName: ME,
        orderId: 'O1',
        agencyId: 10,
        orderDate: `${day(1)}T15:00:00.000Z`,
        itemId: '2',
        productId: 'retired',
        itemNumber: 'P-1',
        name: 'Old Poster',
        unitPrice: 900,
        quantity: 1,
      },
    ])
    .go();
  const row = (userName: string, orderId: string, orderNumber: string, rowNumber: number, listId: string) =>
    orderRow({
      userName,
      orderId,
      orderNumber,
      rowNumber,
      listId,
      orderDate: `${day(3)}T15:00:00.000Z`,
      firstName: rowNumber === 1 ? '@SUM(A1)' : 'Ann',
    });
  const o3 = orders[2]!.orderNumber;
  await db()
    .entities.orderDetailRow.put([
      row(ME, 'O3', o3, 1, 'L-1'),
      row(ME, 'O3', o3, 2, 'L-1'),
      row(ME, 'O3', o3, 3, 'L-2'),
      row(OTHER, 'O9', orders[4]!.orderNumber, 1, 'L-1'),
    ])
    .go();
  // Written directly, as before ordinals and row counts: numbered and counted as the backfill does.
  await Promise.all([ME, OTHER].map(numberOrdersOfUser));
});

describe('order history', () => {
  it("lists the user's orders for the agency in effect, newest first, with a total", async () => {
    const { status, body } = await call(me, 'GET', '/orders?pageSize=10');
    expect(status).toBe(200);
    expect(body.results.map((row: { id: string }) => row.id)).toEqual(['O3', 'O2', 'O1']);
    expect(body.totalCount).toBe(3);
    expect(body.results[1]).toMatchObject({ orderStatus: 'Pending', shippingStatus: 1 });
  });

  it('filters on status, shipping and the programType of resource links', async () => {
    const byStatus = await call(me, 'GET', '/orders?status=1');
    expect(byStatus.body.results.map((row: { id: string }) => row.id)).toEqual(['O2']);
    const byShipping = await call(me, 'GET', '/orders?shipping=2');
    expect(byShipping.body.results.map((row: { id: string }) => row.id)).toEqual(['O3']);
    const byProgram = await call(me, 'GET', '/orders?programType=prospecting');
    expect(byProgram.body.results.map((row: { id: string }) => row.id)).toEqual(['O2']);
  });

  it('pages with the spec page sizes only', async () => {
    expect((await call(me, 'GET', '/orders?pageSize=7')).status).toBe(400);
    const second = await call(me, 'GET', '/orders?pageSize=10&pageNumber=2');
    expect(second.body.results).toEqual([]);
  });

  it('exports the filtered list to Excel with neutralised cells', async () => {
    const { status, body } = await call(me, 'GET', '/orders/export?format=xlsx');
    expect(status).toBe(200);
    expect(body.fileName).toMatch(/^order-history-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const file = await fetch(body.url);
    expect(file.ok).toBe(true);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await file.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Order Number');
    expect(sheet.rowCount).toBe(4);
    const agencyCells = [2, 3, 4].map((n) => sheet.getRow(n).getCell(6).value);
    expect(agencyCells).toContain("'=cmd|calc");
  });
});

describe('order details', () => {
  it('answers the order with its items, totals and agency', async () => {
    const { status, body } = await call(me, 'GET', '/orders/O1');
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: 'O1', total: 1000, attributes: { Agency: { statCode: '1122333' } } });
    expect(body.items).toHaveLength(2);
  });

  it('finds a legacy order by its number', async () => {
    const { body: o1 } = await call(me, 'GET', '/orders/O1');
    const { status, body } = await call(me, 'GET', `/orders/by-number/${o1.orderNumber}`);
    expect(status).toBe(200);
    expect(body.id).toBe('O1');
  });

  it("answers 404 for another user's order, another agency's order and an unknown number", async () => {
    expect((await call(me, 'GET', '/orders/O9')).status).toBe(404);
    expect((await call(other, 'GET', '/orders/O1')).status).toBe(404);
    expect((await call(me, 'GET', '/orders/O4')).status).toBe(404);
    expect((await call(me, 'GET', '/orders/by-number/MSC-000000-00000')).status).toBe(404);
    expect((await call(other, 'POST', '/orders/O1/reorder')).status).toBe(404);
  });

  it('reorder puts the still-orderable items in the cart and names the others', async () => {
    const { status, body } = await call(me, 'POST', '/orders/O1/reorder');
    expect(status).toBe(200);
    expect(body).toEqual({ addedCount: 1, notOrderable: ['Old Poster'] });
    const { data } = await db().entities.cartItem.query.itemsOfCart({ userName: ME, agencyId: 10 }).go();
    expect(data.map((line) => [line.productId, line.quantity])).toEqual([['brochure', 2]]);
  });
});

describe('order detail list', () => {
  it("lists the user's recipient rows, filtered by list and by order number", async () => {
    const all = await call(me, 'GET', '/order-detail-rows');
    expect(all.status).toBe(200);
    expect(all.body.totalCount).toBe(3);
    expect(all.body.pageSize).toBe(50);
    const byList = await call(me, 'GET', '/order-detail-rows?listId=L-2');
    expect(byList.body.results.map((row: { lastName: string }) => row.lastName)).toEqual(['Row3']);
    const { body: o3 } = await call(me, 'GET', '/orders/O3');
    const byOrder = await call(me, 'GET', `/order-detail-rows?orderNumber=${o3.orderNumber}`);
    expect(byOrder.body.results.map((row: { lastName: string }) => row.lastName)).toEqual([
      'Row1',
      'Row2',
      'Row3',
    ]);
    const foreign = await call(other, 'GET', `/order-detail-rows?orderNumber=${o3.orderNumber}`);
    expect(foreign.body.totalCount).toBe(0);
  });

  it('exports to CSV with a BOM, the spec headers and neutralised cells', async () => {
    const { status, body } = await call(me, 'GET', '/order-detail-rows/export?format=csv&listId=L-1');
    expect(status).toBe(200);
    expect(body.fileName).toMatch(/^order-list-.*\.csv$/);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(
      await (await fetch(body.url)).arrayBuffer(),
    );
    expect(text.startsWith('\uFEFFMailing Date,Marketing Channel,First Name')).toBe(true);
    expect(text).toContain("'@SUM(A1)");
    expect(text.trim().split('\r\n')).toHaveLength(3);
  });
});

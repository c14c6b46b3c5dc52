import { apiErrors } from '@msc/shared/messages';
import { listExpirationDate } from '@msc/shared/rules/list-expiry';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { detailRowShard } from '#data/entities/order-detail-row';
import type { ZipEntry } from '#data/entities/zip-code';
import { prospectAddress, prospectHousehold } from '#data/prospect-universe';
import { suppressionKey } from '#data/suppression-key';
import { db } from '#platform/db';
import { useProspectProvider } from '#prospecting/index';
import { givenAgency, givenUser } from '../test/fixtures';
import { useFreshTable } from '../test/fresh-table';
import { callerOf, claimsFor } from '../test/invoke';
import {
  AGENCY,
  daysAgo,
  givenProspectingOrder,
  ME,
  OTHER,
  placedLine,
  prospectItem,
} from '../test/prospect-orders';
import { handler } from './handler';
import { storeProspectLists } from './store-prospect-lists';

const me = claimsFor(ME);
const other = claimsFor(OTHER);
const call = callerOf(handler);

const zip = (code: string, latitude: number, households: number): ZipEntry => ({
  zip: code,
  city: 'Springfield',
  state: 'NY',
  latitude,
  longitude: -74,
  households,
  householdsWithPhone: households / 2,
});
const CENTRE = zip('10000', 41.5, 1000); // 500 with phone
const NEAR = zip('10001', 41.6, 200); // 6.9 mi away, 100 with phone

/** The households of a ZIP as the list shows them, numbers `from`..`to` (inclusive). */
const households = (area: ZipEntry, numbers: number[], phone: boolean) =>
  numbers.map((index) => {
    const { phone: number, ...address } = prospectHousehold(area, index);
    return phone ? { ...address, phone: number } : address;
  });
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, n) => from + n);

beforeAll(async () => {
  await useFreshTable();
  await givenAgency({ agencyId: AGENCY });
  await givenUser({ userName: ME, defaultAgencyId: AGENCY }, [AGENCY]);
  await givenUser({ userName: OTHER, defaultAgencyId: AGENCY }, [AGENCY]);
  await db()
    .entities.zipCodeArea.put({ zip3: '100', state: 'NY', zips: [CENTRE, NEAR] })
    .go();
  await db()
    .entities.zipCodeCell.put({ cell: '41:-74', zips: [CENTRE, NEAR] })
    .go();
  // Do-not-mail: households 0 and 1 of NEAR (with phone) and 150 (without).
  await db()
    .entities.optOut.put(
      [0, 1, 150].map((index) => ({
        suppressionKey: suppressionKey(prospectAddress(NEAR, index)),
        source: 'do-not-mail',
        zip: NEAR.zip,
        zip3: '100',
      })),
    )
    .go();
  await givenProspectingOrder(ME, 'P1', 'P-0001', '2026-10-01T15:00:00.000Z');
  await db()
    .entities.orderItem.put(
      [
        // Entered 10001 then 10000, no radius, with phone: 98 of NEAR (0 and 1 suppressed), then CENTRE.
        prospectItem('P1', 'phone', {
          zipCodes: ['10001', '10000'],
          zipRadius: 0,
          phone: true,
          targetCount: 150,
          mailed: [daysAgo(70), daysAgo(52)],
        }),
        // 10001 alone without phone: 200 households less 3 suppressed, fewer than the 199 bought.
        prospectItem('P1', 'all', {
          zipCodes: ['10001'],
          zipRadius: 0,
          phone: false,
          targetCount: 199,
          mailed: [daysAgo(5)],
        }),
        // Last mailed 61 days ago: expired.
        prospectItem('P1', 'expired', {
          zipCodes: ['10000'],
          zipRadius: 5,
          phone: false,
          targetCount: 10,
          mailed: [daysAgo(61)],
        }),
      ].map(placedLine),
    )
    .go();
  // What placing the order does (the order-recipients workflow): each purchased list stored as mailed.
  expect(await storeProspectLists(ME, 'P1')).toBe(3);
});

afterEach(() => useProspectProvider(undefined));

describe('the prospect list of a placed order', () => {
  it('shows each accessible list with its expiration date and days left, and no expired one', async () => {
    const { status, body } = await call(me, 'GET', '/orders/P1');
    expect(status).toBe(200);
    const lists = Object.fromEntries(
      body.items.map((item: { id: string; prospectList?: unknown }) => [item.id, item.prospectList]),
    );
    expect(lists).toEqual({
      phone: { listExpirationDate: listExpirationDate(daysAgo(52)), daysLeft: 8 },
      all: { listExpirationDate: listExpirationDate(daysAgo(5)), daysLeft: 55 },
      expired: undefined,
    });
  });

  it('lists the first targetCount non-suppressed households, entered ZIPs first, page by page', async () => {
    const first = await call(me, 'GET', '/orders/P1/items/phone/prospects?pageNumber=1&pageSize=50');
    expect(first.status).toBe(200);
    expect(first.body.totalCount).toBe(150);
    expect(first.body.results).toEqual(households(NEAR, range(2, 51), true));
    const third = await call(me, 'GET', '/orders/P1/items/phone/prospects?pageNumber=3&pageSize=50');
    expect(third.body.results).toEqual(households(CENTRE, range(2, 51), true));
    const second = await call(me, 'GET', '/orders/P1/items/phone/prospects?pageNumber=2&pageSize=50');
    expect(second.body.results).toEqual([
      ...households(NEAR, range(52, 99), true),
      ...households(CENTRE, [0, 1], true),
    ]);
  });

  it('leaves out every suppressed household and stops at what is available', async () => {
    const { status, body } = await call(
      me,
      'GET',
      '/orders/P1/items/all/prospects?pageNumber=1&pageSize=200',
    );
    expect(status).toBe(200);
    expect(body.totalCount).toBe(197);
    expect(body.results).toEqual(
      households(
        NEAR,
        range(0, 199).filter((index) => ![0, 1, 150].includes(index)),
        false,
      ),
    );
  });

  it('exports the whole list to CSV', async () => {
    const { status, body } = await call(me, 'GET', '/orders/P1/items/phone/prospects/export?format=csv');
    expect(status).toBe(200);
    const text = new TextDecoder().decode(await (await fetch(body.url)).arrayBuffer());
    const lines = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('Address Line 1,City,State,Postal Code,Phone');
    expect(lines).toHaveLength(151);
    expect(lines[1]).toBe(`100 Cedar Ln,Springfield,NY,10001,555-100-0002`);
  });

  it('answers 404 with the reason once the list has expired', async () => {
    for (const url of ['/orders/P1/items/expired/prospects', '/orders/P1/items/expired/prospects/export']) {
      const { status, body } = await call(me, 'GET', url);
      expect(status).toBe(404);
      expect(body.message).toBe(apiErrors.prospectListExpired);
    }
  });

  it("answers 404 for another user's order and for an item without prospects", async () => {
    const foreign = await call(other, 'GET', '/orders/P1/items/phone/prospects');
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe(apiErrors.orderNotFound);
    expect((await call(other, 'GET', '/orders/P1/items/phone/prospects/export?format=csv')).status).toBe(404);
    expect((await call(me, 'GET', '/orders/P1/items/nothing/prospects')).status).toBe(404);
  });
});

describe('the list stored at placement', () => {
  it('a prospect list read after the provider changed is the list that was mailed', async () => {
    const mailed = await call(me, 'GET', '/orders/P1/items/phone/prospects?pageNumber=1&pageSize=200');
    // The provider now gives other households, and a mailed address has since gone on the do-not-mail list.
    useProspectProvider({
      name: 'changed',
      count: () => Promise.resolve({ withPhone: 1, withoutPhone: 1, suppressed: 0 }),
      list: () =>
        Promise.resolve({
          totalCount: 1,
          rows: () => [{ addressLine1: '1 New St', city: 'Elsewhere', state: 'NY', postalCode: '10001' }],
        }),
    });
    await db()
      .entities.optOut.put({
        suppressionKey: suppressionKey(prospectAddress(NEAR, 2)),
        source: 'do-not-mail',
        zip: NEAR.zip,
        zip3: '100',
      })
      .go();
    // A rerun of the placement's step keeps what was mailed.
    expect(await storeProspectLists(ME, 'P1')).toBe(0);

    const { status, body } = await call(
      me,
      'GET',
      '/orders/P1/items/phone/prospects?pageNumber=1&pageSize=200',
    );
    expect(status).toBe(200);
    expect(body.totalCount).toBe(150);
    expect(body.results).toEqual(mailed.body.results);
    expect(body.results[0]).toEqual(households(NEAR, [2], true)[0]);
    const exported = await call(me, 'GET', '/orders/P1/items/phone/prospects/export?format=csv');
    const text = new TextDecoder().decode(await (await fetch(exported.body.url)).arrayBuffer());
    expect(text).not.toContain('1 New St');
    expect(text.trim().split(/\r?\n/)).toHaveLength(151);
    await db()
      .entities.optOut.delete({ suppressionKey: suppressionKey(prospectAddress(NEAR, 2)) })
      .go();
  });

  it("lists the user's accessible prospect lists, soonest expiring first, and none of another user's", async () => {
    const { status, body } = await call(me, 'GET', '/prospect-lists');
    expect(status).toBe(200);
    expect(body.results).toEqual([
      {
        orderId: 'P1',
        orderNumber: 'P-0001',
        itemId: 'phone',
        productName: 'Prospect Letter',
        prospectCount: 150,
        listExpirationDate: listExpirationDate(daysAgo(52)),
        daysLeft: 8,
      },
      {
        orderId: 'P1',
        orderNumber: 'P-0001',
        itemId: 'all',
        productName: 'Prospect Letter',
        prospectCount: 197,
        listExpirationDate: listExpirationDate(daysAgo(5)),
        daysLeft: 55,
      },
    ]);
    expect((await call(other, 'GET', '/prospect-lists')).body.results).toEqual([]);
  });

  it('answers an empty page marked pending while a just-placed order is storing its list', async () => {
    await givenProspectingOrder(ME, 'P2', 'P-0002', '2026-10-03T15:00:00.000Z');
    await db()
      .entities.order.patch({ userName: ME, orderId: 'P2' })
      .set({ recipientRowsWritten: false })
      .go();
    await db()
      .entities.orderItem.put(
        placedLine(
          prospectItem('P2', 'new', {
            zipCodes: ['10001'],
            zipRadius: 0,
            phone: false,
            targetCount: 5,
            mailed: [daysAgo(-3)],
          }),
        ),
      )
      .go();
    const pending = await call(me, 'GET', '/orders/P2/items/new/prospects');
    expect(pending.body).toMatchObject({ totalCount: 0, results: [], rowsPending: true });
    expect(await storeProspectLists(ME, 'P2')).toBe(1);
    const stored = await call(me, 'GET', '/orders/P2/items/new/prospects');
    expect(stored.body.totalCount).toBe(5);
    // Households 0 and 1 of NEAR are on the do-not-mail list.
    expect(stored.body.results).toEqual(households(NEAR, range(2, 6), false));
  });
});

describe('a member removed from the agency of an order', () => {
  const REMOVED = 'prospect-list-removed@test.local';
  const removed = claimsFor(REMOVED);

  it("no longer reads or exports the agency's order, recipient rows or prospect list", async () => {
    await givenUser({ userName: REMOVED, defaultAgencyId: AGENCY }, [AGENCY]);
    await givenProspectingOrder(REMOVED, 'R1', 'R-0001', '2026-10-02T15:00:00.000Z');
    const item = prospectItem('R1', 'list', {
      zipCodes: ['10001'],
      zipRadius: 0,
      phone: false,
      targetCount: 10,
      mailed: [daysAgo(5)],
    });
    await db()
      .entities.orderItem.put(placedLine({ ...item, userName: REMOVED }))
      .go();
    await db()
      .entities.orderDetailRow.put({
        userName: REMOVED,
        orderId: 'R1',
        orderNumber: 'R-0001',
        rowNumber: 1,
        shard: detailRowShard(1),
        orderDate: '2026-10-02T15:00:00.000Z',
        listId: 'L-R',
        marketingChannel: 'Direct Mail',
        firstName: 'Ann',
        lastName: 'Row',
        addressLine1: '1 Main St',
        city: 'Springfield',
        state: 'NY',
        postalCode: '10001',
        agencyName: 'Alpha Insurance',
        statId: '1122333',
        productName: 'Prospect Letter',
        productNumber: 'AP-PROSPECT',
      })
      .go();
    const urls = ['/orders/R1', '/orders/R1/items/list/prospects', '/orders/R1/items/list/prospects/export'];
    // While still a member, everything is there.
    for (const url of urls) expect((await call(removed, 'GET', url)).status).toBe(200);
    expect((await call(removed, 'GET', '/order-detail-rows?orderNumber=R-0001')).body.totalCount).toBe(1);
    const listed = (await call(removed, 'GET', '/prospect-lists')).body.results;
    expect(listed.map((list: { orderId: string }) => list.orderId)).toEqual(['R1']);

    await db().entities.agencyMembership.delete({ userName: REMOVED, agencyId: AGENCY }).go();

    for (const url of urls) {
      const { status, body } = await call(removed, 'GET', url);
      expect(status, url).toBe(404);
      expect(body.message).toBe(apiErrors.orderNotFound);
    }
    expect((await call(removed, 'GET', '/orders')).body.totalCount).toBe(0);
    expect((await call(removed, 'GET', '/prospect-lists')).body.results).toEqual([]);
    for (const query of ['orderNumber=R-0001', 'listId=L-R', '']) {
      expect((await call(removed, 'GET', `/order-detail-rows?${query}`)).body.totalCount).toBe(0);
    }
    const exported = await call(removed, 'GET', '/order-detail-rows/export?format=csv&orderNumber=R-0001');
    const text = new TextDecoder().decode(await (await fetch(exported.body.url)).arrayBuffer());
    expect(text).not.toContain('Ann');
  });
});

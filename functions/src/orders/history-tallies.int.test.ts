import { beforeAll, describe, expect, it } from 'vitest';
import { formatOrderNumber } from '#data/entities/order-number';
import { db } from '#platform/db';
import { useFreshTable } from '../test/fresh-table';
import { placedOrder } from '../test/placed-order';
import { filteredHistoryPage } from './filtered-history';
import { facetOf, NO_ORDER } from './history-facets';
import { facetBlocks, facetTallies, recordFacets } from './history-facets-store';
import { tallyOf } from './history-tallies';
import { backfillAgencyFigures } from './order-figures';

const USER = 'tallied@test.local';
const AGENCY = 12;
const ORDERS = 2400;
const PENDING = Math.floor(ORDERS / 4);

/** Every fourth order pending (n = 4, 8, …), the rest completed. */
const orderOf = (n: number) => ({
  ...placedOrder({
    userName: USER,
    orderId: `T-${String(n).padStart(6, '0')}`,
    orderNumber: formatOrderNumber('2026-10-07', n),
    orderDate: new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString(),
    agencyId: AGENCY,
    orderStatusCode: n % 4 === 0 ? 1 : 100,
    shippingStatus: 1,
    programTypes: ['CrossSell'],
  }),
  ordinal: n,
});

const tallies = async () => (await facetTallies(USER, AGENCY)).tallies;
const pendingPage = (pageNumber: number, pageSize = 5) =>
  filteredHistoryPage(USER, AGENCY, { status: 1 }, pageNumber, pageSize);

beforeAll(async () => {
  await useFreshTable();
  const orders = Array.from({ length: ORDERS }, (_, n) => orderOf(n + 1));
  for (let start = 0; start < orders.length; start += 100)
    await db()
      .transaction.write(({ order }) =>
        orders.slice(start, start + 100).map((each) => order.put(each).commit()),
      )
      .go();
  await db().entities.orderCounter.put({ userName: USER, agencyId: AGENCY, count: ORDERS }).go();
}, 120_000);

describe('the order history’s tallies', () => {
  it('are written by the backfill with the blocks: each block’s tally is what its facets make', async () => {
    await backfillAgencyFigures(AGENCY);
    const blocks = await facetBlocks(USER, AGENCY);
    const written = await tallies();
    expect([...written.keys()]).toEqual([0, 1, 2]);
    for (const [block, text] of blocks) expect(written.get(block)).toEqual(tallyOf(text));
    const first = await pendingPage(1);
    expect(first?.total).toBe(PENDING);
    expect(first?.orders.map((order) => order.ordinal)).toEqual([2400, 2396, 2392, 2388, 2384]);
  });

  it('stay with the blocks when writes to one chunk come at once', async () => {
    const canceled = facetOf({ orderStatusCode: 99 });
    await Promise.all(
      [4, 1004, 2004, 8, 1008, 2008].map((ordinal) =>
        recordFacets([{ userName: USER, agencyId: AGENCY, ordinal, facet: canceled }]),
      ),
    );
    const blocks = await facetBlocks(USER, AGENCY);
    const written = await tallies();
    for (const [block, text] of blocks) expect(written.get(block)).toEqual(tallyOf(text));
    expect((await pendingPage(1))?.total).toBe(PENDING - 6);
    // The backfill puts back what the orders say (they are still pending).
    await backfillAgencyFigures(AGENCY);
    expect((await pendingPage(1))?.total).toBe(PENDING);
  });

  it('count the matches: a block outside the page is not read', async () => {
    // Block 0's facets made to say "no order" behind the tallies' back: the count and page 1 still come
    // from the tallies and block 2; the last page, in block 0, shows none of its orders.
    await db()
      .entities.orderHistoryFacets.patch({ userName: USER, agencyId: AGENCY, block: 0 })
      .set({ facets: NO_ORDER.repeat(1000) })
      .go();
    const first = await pendingPage(1);
    expect(first?.total).toBe(PENDING);
    expect(first?.orders).toHaveLength(5);
    expect((await pendingPage(PENDING / 5))?.orders).toEqual([]);
    await backfillAgencyFigures(AGENCY);
    expect((await pendingPage(PENDING / 5))?.orders.map((order) => order.ordinal)).toEqual([
      20, 16, 12, 8, 4,
    ]);
  });

  it('are made for a chunk that had none (a table from before them) from all its blocks', async () => {
    await db().entities.orderHistoryTally.delete({ userName: USER, agencyId: AGENCY, chunk: 0 }).go();
    // Without tallies every block is read: the page is the same.
    expect((await pendingPage(2))?.orders.map((order) => order.ordinal)).toEqual([
      2380, 2376, 2372, 2368, 2364,
    ]);
    await recordFacets([
      { userName: USER, agencyId: AGENCY, ordinal: 2400, facet: facetOf({ orderStatusCode: 100 }) },
    ]);
    const blocks = await facetBlocks(USER, AGENCY);
    const written = await tallies();
    expect([...written.keys()]).toEqual([0, 1, 2]);
    for (const [block, text] of blocks) expect(written.get(block)).toEqual(tallyOf(text));
    expect((await pendingPage(1))?.total).toBe(PENDING - 1);
  });

  it('judge a block whose tally misses an order placed a moment ago from the order', async () => {
    const placed = { ...orderOf(ORDERS + 1), orderStatusCode: 1 };
    await db().entities.order.put(placed).go();
    await db()
      .entities.orderCounter.put({ userName: USER, agencyId: AGENCY, count: ORDERS + 1 })
      .go();
    const first = await pendingPage(1, 2);
    // 2400's facet says completed since the test above: one pending fewer, one more.
    expect(first?.total).toBe(PENDING);
    expect(first?.orders.map((order) => order.ordinal)).toEqual([ORDERS + 1, 2396]);
  });
});

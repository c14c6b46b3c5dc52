import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '#platform/db';
import { resetConfig } from '../platform/config';
import { givenExpressAgencies, OWNER, policyholderItem, readyExpressOrder } from '../test/express-order';
import { useFreshTable } from '../test/fresh-table';
import { callerOf } from '../test/invoke';
import { handler } from './handler';

const call = callerOf(handler);

/**
 * Of the owner's sub codes, 1020001 has one auto customer without home cover on list H (1020001-2) and
 * 1020003 one (1020003-1); the rest of their books are not on the list. The H rows count them.
 */
beforeAll(async () => {
  await useFreshTable();
  await givenExpressAgencies();
  const { policyholder, opportunity } = db().entities;
  await policyholder
    .put([
      { ...policyholderItem(2, '1020001', 2), crossSellType: 'H' },
      { ...policyholderItem(3, '1020003', 1), crossSellType: 'H' },
    ])
    .go();
  for (const [agencyId, statId, oppCount] of [
    [2, '1020001', 1],
    [3, '1020003', 1],
  ] as const) {
    await opportunity
      .put({
        agencyId,
        oppType: 'H',
        masterAgencyId: 1,
        statId,
        programType: 'CrossSell',
        titleHtml: '<strong>Auto to Home</strong>: auto customers without a home policy',
        oppCount,
        updated: new Date().toISOString(),
      })
      .go();
  }
  process.env.SFN_ENDPOINT = 'http://127.0.0.1:9';
  resetConfig();
});

describe('an Express Order started by an opportunity mails its list, not the whole book', () => {
  it("counts each sub code's targets on the opportunity's list", async () => {
    const { body } = await call(OWNER, 'GET', '/express-orders/sub-codes?oppId=1020001-H');
    expect(body.results).toEqual([
      { statId: '1020001', agencyName: 'North', policyHoldersCount: 1 },
      { statId: '1020003', agencyName: 'South', policyHoldersCount: 1 },
      { statId: '1020004', agencyName: 'Empty', policyHoldersCount: 0 },
    ]);
    // Without one, the sub codes' whole books.
    const plain = await call(OWNER, 'GET', '/express-orders/sub-codes');
    expect(plain.body.results.map((row: { policyHoldersCount: number }) => row.policyHoldersCount)).toEqual([
      3, 2, 0,
    ]);
  });

  it("step 2's 'all policyholders', the summary and its price cover the list's targets only", async () => {
    const { id } = await readyExpressOrder({ oppId: '1020001-H' });
    const north = await call(OWNER, 'GET', `/express-orders/${id}/sub-codes/1020001/policyholders`);
    expect(north.body.totalCount).toBe(1);
    expect(north.body.results.map((row: { policyNumber: string }) => row.policyNumber)).toEqual([
      '1020001-2',
    ]);
    const summary = await call(OWNER, 'GET', `/express-orders/${id}/summary`);
    expect(summary.body).toMatchObject({ status: 'ready', totalQuantity: 2, total: 116 });
    expect(
      summary.body.rows.map((row: { statCode: string; quantity: number }) => [row.statCode, row.quantity]),
    ).toEqual([
      ['1020001', 1],
      ['1020003', 1],
    ]);
  });

  it('refuses a sub code with nobody on the list', async () => {
    const { body } = await call(OWNER, 'POST', '/express-orders', {
      productId: 'express',
      oppId: '1020001-H',
    });
    await db().entities.opportunity.patch({ agencyId: 3, oppType: 'H' }).set({ oppCount: 0 }).go();
    const refused = await call(OWNER, 'PUT', `/express-orders/${body.id}/dependents`, {
      statCodes: ['1020001', '1020003'],
    });
    expect(refused.status).toBe(422);
  });
});

import { figureOrderOf } from '@msc/functions/orders/figure-order';
import { monthFigures, unitsOrderedSince } from '@msc/functions/orders/index';
import { backfillAgencyFigures, recordOrderChange } from '@msc/functions/orders/order-figures';
import { agencyOrdersWithItems } from '@msc/functions/orders/orders-store';
import { db } from '@msc/functions/platform/db';
import { lastMonths } from '@msc/functions/reports/figures/facts';
import { REPORT_FIGURES } from '@msc/functions/reports/figures/report-figures';
import { useFreshTable } from '@msc/functions/test/fresh-table';
import { OrderStatusCode } from '@msc/shared/model/enum-values';
import { figuresOfOrders } from '@msc/shared/rules/order-figures';
import { beforeAll, describe, expect, it } from 'vitest';
import { type DemoPlan, planDemoData, seedEpoch } from './plan';
import { SeedWriter } from './writer';

/**
 * Home's top picks and the order reports read the agencies' order figures; on the seed's orders they
 * must give what the full read of the history gave (the old way), also after orders change.
 */
const epoch = seedEpoch();
let plan: DemoPlan;
let agencyIds: number[];
// Planning builds ~40,000 items (plan.test.ts): on a busy 2-core machine that takes most of a minute.
const BUDGET_MS = 180_000;

/** The old top picks' count: every line of the agency's orders (not canceled) dated `since` or later. */
async function unitsOfFullRead(agencyId: number, since: string) {
  const units = new Map<string, number>();
  for (const { items } of await agencyOrdersWithItems(agencyId, { from: since }))
    for (const item of items) units.set(item.productId, (units.get(item.productId) ?? 0) + item.quantity);
  for (const [productId, count] of units) if (count === 0) units.delete(productId);
  return units;
}

const ORDER_REPORTS = ['15', '21', '22', '23'] as const;
const emptyFacts = { opportunities: [], winBack: [], annualAuto: [], moving: [], results: [] };

/** Each order report built from the full read of the agencies' orders and from their figures. */
async function reportsBothWays(ids: readonly number[]) {
  const full = (await Promise.all(ids.map((id) => agencyOrdersWithItems(id, {}, { includeCanceled: true }))))
    .flat()
    .map(figureOrderOf);
  const months = lastMonths(epoch);
  const stored = await monthFigures(ids, months[0]!, months.at(-1)!);
  return ORDER_REPORTS.map((id) => ({
    full: REPORT_FIGURES[id]!.build({ ...emptyFacts, orders: figuresOfOrders(full) }, epoch),
    stored: REPORT_FIGURES[id]!.build({ ...emptyFacts, orders: stored }, epoch),
  }));
}

async function expectSameFigures(ids: readonly number[]) {
  const sinces = [
    new Date(epoch.getTime() - 365 * 86_400_000).toISOString(),
    new Date(epoch.getTime() - 97 * 86_400_000 - 3_917_000).toISOString(),
    new Date(epoch.getTime() - 12 * 86_400_000 + 7_000).toISOString(),
  ];
  for (const agencyId of ids) {
    for (const since of sinces)
      expect(await unitsOrderedSince(agencyId, since)).toEqual(await unitsOfFullRead(agencyId, since));
    for (const { full, stored } of await reportsBothWays([agencyId])) expect(stored).toEqual(full);
  }
  // An owner master's report: its sub codes' figures added up.
  for (const { full, stored } of await reportsBothWays(ids)) expect(stored).toEqual(full);
}

beforeAll(async () => {
  await useFreshTable();
  plan = planDemoData({ epoch });
  const writer = new SeedWriter();
  writer.add('order', plan.groups.order ?? []);
  writer.add('orderItem', plan.groups.orderItem ?? []);
  writer.add('orderFigure', plan.groups.orderFigure ?? []);
  await writer.flush();
  // The agencies with the most orders (the owner master's first): the suite's time, not every agency.
  const counts = new Map<number, number>();
  for (const order of plan.groups.order ?? [])
    counts.set(order.agencyId, (counts.get(order.agencyId) ?? 0) + 1);
  agencyIds = [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([agencyId]) => agencyId)
    .slice(0, 3);
}, BUDGET_MS);

describe('order figures on the seed’s orders', { timeout: BUDGET_MS }, () => {
  it('give the top picks and the order reports of a full read of the history', async () => {
    expect(plan.groups.orderFigure?.length).toBeGreaterThan(0);
    await expectSameFigures(agencyIds);
  });

  it('stay the same as a full read when orders are canceled or their drops move', async () => {
    const orders = await agencyOrdersWithItems(agencyIds[0]!, {});
    const withDrops = orders.find(({ items }) => items.some((item) => item.data?.dropDetails));
    const [canceled] = orders.filter((order) => order !== withDrops);
    expect(withDrops && canceled).toBeDefined();
    const after = { ...canceled!, order: { ...canceled!.order, orderStatusCode: OrderStatusCode.Canceled } };
    await db().entities.order.put(after.order).go();
    await recordOrderChange(canceled, after);
    const moved = {
      ...withDrops!,
      items: withDrops!.items.map((item) => {
        const drops = item.data?.dropDetails;
        if (!drops) return item;
        const mailingDetails = drops.mailingDetails.map((drop) => ({
          ...drop,
          mailDate: `${epoch.toISOString().slice(0, 7)}-28`,
        }));
        return { ...item, data: { ...item.data!, dropDetails: { ...drops, mailingDetails } } };
      }),
    };
    for (const item of moved.items) await db().entities.orderItem.put(item).go();
    await recordOrderChange(withDrops, moved);
    await expectSameFigures(agencyIds.slice(0, 1));
  });

  it('are written anew by the backfill as the seed wrote them', async () => {
    const agencyId = agencyIds[1]!;
    const { data: seeded } = await db()
      .entities.orderFigure.query.byBucket({ agencyId })
      .go({ pages: 'all' });
    await db().entities.orderFigure.delete(seeded).go();
    await backfillAgencyFigures(agencyId);
    const { data: again } = await db().entities.orderFigure.query.byBucket({ agencyId }).go({ pages: 'all' });
    expect(new Map(again.map(({ bucket, counts }) => [bucket, counts]))).toEqual(
      new Map(seeded.map(({ bucket, counts }) => [bucket, counts])),
    );
  });
});

import { now as clockNow } from '@msc/shared/clock';
import type { JobRun } from '@msc/shared/model/job-run';
import { addCalendarTally, calendarTallyChange } from '@msc/shared/rules/calendar-tally';
import { calendarChange, calendarEventsOfOrder } from '@msc/shared/rules/order-calendar';
import {
  type FigureBuckets,
  figureChange,
  figuresOfOrders,
  sumFigures,
  unitsByProduct,
  windowPlan,
} from '@msc/shared/rules/order-figures';
import { mapBounded } from '#platform/bounded-map';
import { allAgencies } from '#platform/identity-store';
import { finishJobRun } from '#platform/job-metrics';
import { logger } from '#platform/logger';
import { figureOrderOf } from './figure-order';
import { facetBlocksOf, facetOf } from './history-facets';
import { recordFacets, replaceFacetBlocks } from './history-facets-store';
import { changeCalendarEntries, replaceCalendarEntries } from './order-calendar-store';
import { addToFigures, figuresInRanges, replaceFigures } from './order-figures-store';
import {
  agencyOrdersWithItems,
  type OrderItemRecord,
  type OrderRecord,
  type OrderWithItems,
} from './orders-store';
import { indexProspectLists } from './prospect-list-index-store';

/**
 * An agency's order figures (shared/src/rules/order-figures.ts), calendar entries (order-calendar.ts) with
 * their counts per day (calendar-tally.ts) and
 * its users' history facets (history-facets.ts) kept beside its orders: every write that
 * changes what an order counts for (placement, a drop moved or canceled, an approval's rejection) adds the
 * difference; home's top picks and the order reports read the buckets instead of the history. The
 * `backfill-order-figures` job writes them anew from the orders (deployed tables, and any change whose
 * figures write failed after its own write).
 */

export const BACKFILL_ORDER_FIGURES = 'backfill-order-figures';

/**
 * Counts a change of an order (absent before: placed) in its agency's figures. Never throws: the order's
 * own write is done, and the backfill job mends figures a failure here left behind.
 */
export async function recordOrderChange(
  before: OrderWithItems | undefined,
  after: OrderWithItems | undefined,
): Promise<void> {
  const agencyId = (after ?? before)?.order.agencyId;
  if (agencyId === undefined) return;
  const orderId = (after ?? before)!.order.orderId;
  try {
    const change = figureChange(before && figureOrderOf(before), after && figureOrderOf(after));
    if (change.size > 0) await addToFigures(agencyId, change);
  } catch (error) {
    logger.error('Counting an order in its agency’s figures failed', { orderId, error });
  }
  if (after) await recordFacetChange(before?.order, after.order);
  try {
    const change = calendarChange(before, after);
    if (change.put.length + change.remove.length > 0) await changeCalendarEntries(agencyId, orderId, change);
    // The month view's counts per day, after the entries: a failure between leaves a count the backfill mends.
    const tally = calendarTallyChange(before, after);
    if (tally.size > 0) await addToFigures(agencyId, tally);
  } catch (error) {
    logger.error('Writing an order’s calendar entries failed', { orderId, error });
  }
}

/**
 * An order's facet in its history's blocks (history-facets.ts) when what the filters read of it changed
 * (placed: nothing before). Never throws: the backfill job mends a failed write, and the filtered history
 * judges an unrecorded order from the order meanwhile.
 */
export async function recordFacetChange(before: OrderRecord | undefined, after: OrderRecord): Promise<void> {
  const { userName, agencyId, ordinal, orderId } = after;
  const facet = facetOf(after);
  if (ordinal === undefined || (before && facetOf(before) === facet)) return;
  try {
    await recordFacets([{ userName, agencyId, ordinal, facet }]);
  } catch (error) {
    logger.error('Writing an order’s history facet failed', { orderId, error });
  }
}

/**
 * The orders of one placement (an Express Order's, one per sub code), counted right after its transaction
 * (one transaction could not hold every sub code's buckets too). Never throws.
 */
export async function recordPlacedOrders(
  placed: readonly {
    order: OrderRecord;
    items: readonly Omit<OrderItemRecord, 'agencyId' | 'orderDate'>[];
  }[],
): Promise<void> {
  await mapBounded(placed, 4, ({ order, items }) =>
    recordOrderChange(undefined, {
      order,
      items: items.map((item) => ({ ...item, agencyId: order.agencyId, orderDate: order.orderDate })),
    }),
  );
}

/**
 * Units ordered per product in the agency's orders (not canceled) dated `since` or later: whole months,
 * days and hours from the buckets, and the orders of `since`'s own hour one by one.
 */
export async function unitsOrderedSince(agencyId: number, since: string): Promise<Map<string, number>> {
  const plan = windowPlan(since);
  const [buckets, exact] = await Promise.all([
    figuresInRanges(agencyId, plan.ranges),
    agencyOrdersWithItems(agencyId, { from: plan.exact.from, to: plan.exact.hour }),
  ]);
  // The exact orders' hour is counted from them alone (its bucket is never read), once: their hour buckets.
  const exactHours = [...figuresOfOrders(exact.map(figureOrderOf))]
    .filter(([bucket]) => bucket.startsWith('h#'))
    .map(([, counts]) => counts);
  return unitsByProduct([...buckets.values(), ...exactHours]);
}

/**
 * The order-month (`m#`) and mail-month (`x#`) buckets of the agencies from month `first` to `last`
 * (YYYY-MM, inclusive), added up: what the order reports are computed from.
 */
export async function monthFigures(
  agencyIds: readonly number[],
  first: string,
  last: string,
): Promise<FigureBuckets> {
  const ranges = [
    { from: `m#${first}`, to: `m#${last}` },
    { from: `x#${first}`, to: `x#${last}` },
  ];
  return sumFigures(await Promise.all(agencyIds.map((agencyId) => figuresInRanges(agencyId, ranges))));
}

/**
 * Writes one agency's figures, calendar entries and its users' history facets anew from its orders, and
 * puts its lines with purchased prospect lists in their index; answers how many of each it wrote.
 */
export async function backfillAgencyFigures(
  agencyId: number,
): Promise<{ buckets: number; calendarEntries: number; facetBlocks: number; prospectLists: number }> {
  const orders = await agencyOrdersWithItems(agencyId, {}, { includeCanceled: true });
  const entries = orders.flatMap((order) =>
    calendarEventsOfOrder(order).map((event) => ({ orderId: order.order.orderId, event })),
  );
  const byUser = new Map<string, OrderRecord[]>();
  for (const { order } of orders) {
    const ofUser = byUser.get(order.userName);
    if (ofUser) ofUser.push(order);
    else byUser.set(order.userName, [order]);
  }
  const facetBlocks = await mapBounded([...byUser], 2, ([userName, ofUser]) =>
    replaceFacetBlocks(userName, agencyId, facetBlocksOf(ofUser)),
  );
  return {
    buckets: await replaceFigures(
      agencyId,
      addCalendarTally(
        figuresOfOrders(orders.map(figureOrderOf)),
        entries.map(({ event }) => event),
      ),
    ),
    calendarEntries: await replaceCalendarEntries(agencyId, entries),
    facetBlocks: facetBlocks.reduce((sum, count) => sum + count, 0),
    prospectLists: await indexProspectLists(orders.flatMap(({ items }) => items)),
  };
}

/**
 * The job (weekly, and once after a deploy that brings the figures: docs/operations.md): every agency's
 * figures written anew from its orders. An agency that fails is an error of the run, after the others.
 */
export async function backfillOrderFigures(): Promise<JobRun> {
  const startedAt = clockNow().toISOString();
  const counts = { agencies: 0, buckets: 0, calendarEntries: 0, facetBlocks: 0, prospectLists: 0 };
  const errors: string[] = [];
  await mapBounded(await allAgencies(), 2, async ({ agencyId }) => {
    try {
      const written = await backfillAgencyFigures(agencyId);
      counts.buckets += written.buckets;
      counts.calendarEntries += written.calendarEntries;
      counts.facetBlocks += written.facetBlocks;
      counts.prospectLists += written.prospectLists;
      counts.agencies += 1;
    } catch (error) {
      errors.push(`Agency ${agencyId}: ${(error as Error).message}`);
    }
  });
  return finishJobRun(BACKFILL_ORDER_FIGURES, startedAt, counts, errors);
}

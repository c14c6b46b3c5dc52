import type { EntityItem } from 'electrodb';
import type { OrderEntity } from '#data/entities/order';
import {
  type FacetFilter,
  facetMatcher,
  facetOf,
  gapsOf,
  NO_ORDER,
  pageOfMatches,
  placeOf,
  rangesOf,
  withFacet,
} from './history-facets';
import { facetBlocks, ordersInRanges } from './history-facets-store';
import { orderCount } from './history-store';

type OrderRecord = EntityItem<typeof OrderEntity>;

/**
 * Beyond this many ordinals without a facet (blocks never written: a table from before them, until the
 * backfill job) the caller reads the orders themselves; fewer (placed a moment ago, or a facet write that
 * failed) are read here by ordinal and judged from the order.
 */
export const MAX_UNRECORDED = 200;

/**
 * One page of the user's history for the agency narrowed by status, shipping or program type, and the
 * pager's total: the counter and the facet blocks (one Query: 50 items at 50,000 orders), the matches
 * counted and the page's orders read by ordinal. Undefined when the blocks are not written yet.
 */
export async function filteredHistoryPage(
  userName: string,
  agencyId: number,
  filter: FacetFilter,
  pageNumber: number,
  pageSize: number,
): Promise<{ orders: OrderRecord[]; total: number } | undefined> {
  const [count, blocks] = await Promise.all([
    orderCount(userName, agencyId),
    facetBlocks(userName, agencyId),
  ]);
  const unrecorded = gapsOf(blocks, count);
  if (unrecorded.length > MAX_UNRECORDED) return undefined;
  if (unrecorded.length > 0) {
    const found = byOrdinal(await ordersInRanges(userName, agencyId, rangesOf(unrecorded)));
    for (const ordinal of unrecorded) {
      const order = found.get(ordinal);
      const { block, offset } = placeOf(ordinal);
      blocks.set(block, withFacet(blocks.get(block) ?? '', offset, order ? facetOf(order) : NO_ORDER));
    }
  }
  const matches = facetMatcher(filter);
  const { ordinals, total } = pageOfMatches(blocks, count, matches, pageNumber, pageSize);
  const found = byOrdinal(await ordersInRanges(userName, agencyId, rangesOf(ordinals)));
  // A facet left stale by a failed write (the backfill mends it) never shows an order the filter refuses.
  const orders = ordinals.flatMap((ordinal) => found.get(ordinal) ?? []);
  return { orders: orders.filter((order) => matches(facetOf(order))), total };
}

const byOrdinal = (orders: readonly OrderRecord[]) =>
  new Map(orders.map((order) => [order.ordinal ?? 0, order]));

import type { EntityItem } from 'electrodb';
import type { OrderEntity } from '#data/entities/order';
import {
  type FacetFilter,
  facetMatcher,
  facetOf,
  gapsOf,
  NO_ORDER,
  ordinalsInBlock,
  placeOf,
  rangesOf,
  withFacet,
} from './history-facets';
import { facetBlocks, facetBlocksNumbered, facetTallies, ordersInRanges } from './history-facets-store';
import { orderCount } from './history-store';
import {
  type BlockTally,
  blocksOfPage,
  chunkOf,
  matchesIn,
  matchesInBlock,
  ordinalsOfPage,
  recordedIn,
} from './history-tallies';

type OrderRecord = EntityItem<typeof OrderEntity>;

/**
 * Beyond this many ordinals without a facet (blocks never written: a table from before them, until the
 * backfill job) the caller reads the orders themselves; fewer (placed a moment ago, or a facet write that
 * failed) are read here by ordinal and judged from the order.
 */
export const MAX_UNRECORDED = 200;
/** Beyond this many blocks to read whole, one Query of all of them costs less than getting each. */
const BLOCKS_BY_KEY = 8;

/**
 * One page of the user's history for the agency narrowed by status, shipping or program type, and the
 * pager's total: the counter and the tallies (one item of a few KB at 50,000 orders) count the matches,
 * then only the blocks the page falls in and the page's orders are read. A block the tallies cannot
 * answer for (untallied, or not recording every ordinal up to the counter) is read whole and its gaps
 * judged from the orders. Undefined when the facets are not written yet.
 */
export async function filteredHistoryPage(
  userName: string,
  agencyId: number,
  filter: FacetFilter,
  pageNumber: number,
  pageSize: number,
): Promise<{ orders: OrderRecord[]; total: number } | undefined> {
  const [count, { tallies, chunks }] = await Promise.all([
    orderCount(userName, agencyId),
    facetTallies(userName, agencyId),
  ]);
  const all = Array.from({ length: count > 0 ? placeOf(count).block + 1 : 0 }, (_, block) => block);
  const unsure = all.filter(
    (block) => !answers(tallies.get(block), chunks.has(chunkOf(block)), block, count),
  );
  const texts = await blocksRead(userName, agencyId, unsure);
  const unrecorded = gapsOf(texts, count, unsure);
  if (unrecorded.length > MAX_UNRECORDED) return undefined;
  if (unrecorded.length > 0) {
    const found = byOrdinal(await ordersInRanges(userName, agencyId, rangesOf(unrecorded)));
    for (const ordinal of unrecorded) {
      const order = found.get(ordinal);
      const { block, offset } = placeOf(ordinal);
      texts.set(block, withFacet(texts.get(block) ?? '', offset, order ? facetOf(order) : NO_ORDER));
    }
  }
  const matches = facetMatcher(filter);
  const isUnsure = new Set(unsure);
  const perBlock = new Map(
    all.map((block) => [
      block,
      isUnsure.has(block)
        ? matchesInBlock(texts.get(block) ?? '', block, count, matches)
        : (matchesIn(tallies.get(block) ?? new Map(), matches) ?? 0),
    ]),
  );
  const { blocks, skip, total } = blocksOfPage(perBlock, pageNumber, pageSize);
  const toRead = blocks.filter((block) => !texts.has(block));
  for (const [block, text] of await facetBlocksNumbered(userName, agencyId, toRead)) texts.set(block, text);
  const ordinals = ordinalsOfPage(texts, blocks, count, matches, skip, pageSize);
  const found = byOrdinal(await ordersInRanges(userName, agencyId, rangesOf(ordinals)));
  // A facet left stale by a failed write (the backfill mends it) never shows an order the filter refuses.
  const orders = ordinals.flatMap((ordinal) => found.get(ordinal) ?? []);
  return { orders: orders.filter((order) => matches(facetOf(order))), total };
}

/** Whether a block's tally answers for it: its chunk has a tally item and it records every ordinal up to the count. */
const answers = (tally: BlockTally | undefined, chunkTallied: boolean, block: number, count: number) =>
  chunkTallied && recordedIn(tally ?? new Map()) === ordinalsInBlock(block, count);

/** The blocks the tallies cannot answer for, read whole (all of them in one Query when most are). */
async function blocksRead(userName: string, agencyId: number, blocks: readonly number[]) {
  if (blocks.length <= BLOCKS_BY_KEY) return facetBlocksNumbered(userName, agencyId, blocks);
  const wanted = new Set(blocks);
  const range = { low: Math.min(...blocks), high: Math.max(...blocks) };
  const read = await facetBlocks(userName, agencyId, range);
  return new Map([...read].filter(([block]) => wanted.has(block)));
}

const byOrdinal = (orders: readonly OrderRecord[]) =>
  new Map(orders.map((order) => [order.ordinal ?? 0, order]));

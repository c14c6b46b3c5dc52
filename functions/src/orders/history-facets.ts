import { PROGRAM_TYPES } from '@msc/shared/model/enum-values';

/**
 * What the order history's filters read of an order (status, shipping status, program types), kept as a
 * fixed-width "facet" in blocks of BLOCK_SIZE orders by ordinal (history-facets-store.ts). A filtered page
 * then reads the user's blocks for the agency (50 items of 6 KB at 50,000 orders) instead of every order,
 * counts the matches for the pager exactly, and reads only the page's orders.
 */

/** Orders per block: 1,000 facets of FACET_WIDTH characters, 6 KB, far from DynamoDB's 400 KB. */
export const BLOCK_SIZE = 1000;
export const FACET_WIDTH = 6;
/** An ordinal whose facet was not recorded yet (placed a moment ago, or before the facets existed). */
export const GAP = '-'.repeat(FACET_WIDTH);
/** An ordinal with no order (numbered and never written): matches no filter. */
export const NO_ORDER = '.'.repeat(FACET_WIDTH);

const CODE_LIMIT = 36 ** 2 - 1;

/** A status or shipping code in two base-36 characters (codes beyond 1,295 share the last). */
const code2 = (value: number) =>
  Math.min(Math.max(Math.trunc(value), 0), CODE_LIMIT)
    .toString(36)
    .padStart(2, '0');

const bitOf = new Map<string, number>(PROGRAM_TYPES.map((type, index) => [type, 1 << index]));

/** The program types as bits of PROGRAM_TYPES (10 types: below 1,296, two base-36 characters). */
function programMask(types: readonly string[] | undefined): number {
  let mask = 0;
  for (const type of types ?? []) mask |= bitOf.get(type) ?? 0;
  return mask;
}

export interface FacetSource {
  orderStatusCode: number;
  shippingStatus?: number;
  programTypes?: readonly string[];
}

/** An order's facet: status, shipping status, program types. */
export const facetOf = (order: FacetSource): string =>
  code2(order.orderStatusCode) + code2(order.shippingStatus ?? 1) + code2(programMask(order.programTypes));

export interface FacetFilter {
  status?: number;
  shipping?: number;
  programTypes?: readonly string[];
}

/** Whether a facet passes the history's filters (program types: any of them). */
export function facetMatcher(filter: FacetFilter): (facet: string) => boolean {
  const status = filter.status === undefined ? undefined : code2(filter.status);
  const shipping = filter.shipping === undefined ? undefined : code2(filter.shipping);
  // A code out of range, or only program types the portal does not know, matches nothing.
  const impossible =
    (filter.status !== undefined && (filter.status < 0 || filter.status > CODE_LIMIT)) ||
    (filter.shipping !== undefined && (filter.shipping < 0 || filter.shipping > CODE_LIMIT));
  const mask = filter.programTypes?.length ? programMask(filter.programTypes) : undefined;
  if (impossible || mask === 0) return () => false;
  return (facet) =>
    facet !== GAP &&
    facet !== NO_ORDER &&
    (status === undefined || facet.startsWith(status)) &&
    (shipping === undefined || facet.slice(2, 4) === shipping) &&
    (mask === undefined || (Number.parseInt(facet.slice(4, 6), 36) & mask) !== 0);
}

/** The block of an ordinal (1 the first) and its place in the block. */
export const placeOf = (ordinal: number) => ({
  block: Math.floor((ordinal - 1) / BLOCK_SIZE),
  offset: (ordinal - 1) % BLOCK_SIZE,
});

/** A block's text with the facet at `offset` (the ordinals before it, if unrecorded, gaps). */
export function withFacet(text: string, offset: number, facet: string): string {
  const at = offset * FACET_WIDTH;
  const padded = text.length < at ? text + GAP.repeat((at - text.length) / FACET_WIDTH) : text;
  return padded.slice(0, at) + facet + padded.slice(at + FACET_WIDTH);
}

/** The facet of an ordinal in the blocks read (GAP when its block or place holds none). */
export function facetAt(blocks: ReadonlyMap<number, string>, ordinal: number): string {
  const { block, offset } = placeOf(ordinal);
  const text = blocks.get(block) ?? '';
  return text.slice(offset * FACET_WIDTH, (offset + 1) * FACET_WIDTH) || GAP;
}

/** How many ordinals up to `count` block `block` holds. */
export const ordinalsInBlock = (block: number, count: number) =>
  Math.max(0, Math.min(BLOCK_SIZE, count - block * BLOCK_SIZE));

/** The ordinals up to `count` whose facet is not recorded (newest first), of every block or of `only`. */
export function gapsOf(
  blocks: ReadonlyMap<number, string>,
  count: number,
  only?: readonly number[],
): number[] {
  const gaps: number[] = [];
  const inBlocks = only
    ? [...only].sort((a, b) => b - a)
    : Array.from({ length: count > 0 ? placeOf(count).block + 1 : 0 }, (_, n) => n).reverse();
  for (const block of inBlocks)
    for (
      let ordinal = block * BLOCK_SIZE + ordinalsInBlock(block, count);
      ordinal > block * BLOCK_SIZE;
      ordinal -= 1
    )
      if (facetAt(blocks, ordinal) === GAP) gaps.push(ordinal);
  return gaps;
}

/** The blocks of a user's orders for one agency, each order at its ordinal (the backfill and the seed). */
export function facetBlocksOf(orders: readonly (FacetSource & { ordinal?: number })[]): Map<number, string> {
  const blocks = new Map<number, string>();
  for (const order of orders) {
    if (order.ordinal === undefined) continue;
    const { block, offset } = placeOf(order.ordinal);
    blocks.set(block, withFacet(blocks.get(block) ?? '', offset, facetOf(order)));
  }
  return blocks;
}

/**
 * The page's ordinals as ranges to read, newest first: neighbours a few apart read as one range (the
 * few orders between are read and dropped) rather than one query each.
 */
export function rangesOf(ordinals: readonly number[], slack = 3): { low: number; high: number }[] {
  const ranges: { low: number; high: number }[] = [];
  for (const ordinal of ordinals) {
    const last = ranges.at(-1);
    if (last && last.low - ordinal <= slack + 1) last.low = ordinal;
    else ranges.push({ low: ordinal, high: ordinal });
  }
  return ranges;
}

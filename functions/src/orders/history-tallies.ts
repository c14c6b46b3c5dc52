import { BLOCK_SIZE, FACET_WIDTH, GAP, ordinalsInBlock } from './history-facets';

/**
 * How many orders of each facet a block holds, kept in "tally" items beside the blocks and written in the
 * same transaction as them (history-facets-store.ts): a filtered page counts its matches for the pager
 * from the tallies (one item of a few KB at 50,000 orders) and reads only the blocks its page falls in,
 * instead of every block (300 KB at 50,000 orders).
 */

/** Blocks a tally item covers: its transaction writes at most this many blocks and the tally. */
export const TALLY_CHUNK_BLOCKS = 64;
/**
 * Distinct facets a block's tally keeps at most; a block with more is kept as UNTALLIED and read whole,
 * so that a tally item stays small (64 blocks × 64 facets × 10 characters: 41 KB at most).
 */
export const TALLIED_FACETS_LIMIT = 64;
/** A block whose facets are too varied to tally: the reader reads the block itself. */
export const UNTALLIED = 'untallied';

/** Facet → how many orders of the block have it (gaps are not counted), or UNTALLIED. */
export type BlockTally = ReadonlyMap<string, number> | typeof UNTALLIED;

/** The tally item of a block. */
export const chunkOf = (block: number) => Math.floor(block / TALLY_CHUNK_BLOCKS);

/** The tally of a block's text. */
export function tallyOf(text: string): BlockTally {
  const counts = new Map<string, number>();
  for (let at = 0; at < text.length; at += FACET_WIDTH) {
    const facet = text.slice(at, at + FACET_WIDTH);
    if (facet === GAP) continue;
    counts.set(facet, (counts.get(facet) ?? 0) + 1);
    if (counts.size > TALLIED_FACETS_LIMIT) return UNTALLIED;
  }
  return counts;
}

/** Orders the tally knows of (gaps not counted); undefined when untallied. */
export function recordedIn(tally: BlockTally): number | undefined {
  if (tally === UNTALLIED) return undefined;
  let recorded = 0;
  for (const count of tally.values()) recorded += count;
  return recorded;
}

/** The orders of a tally that pass `matches`; undefined when untallied. */
export function matchesIn(tally: BlockTally, matches: (facet: string) => boolean): number | undefined {
  if (tally === UNTALLIED) return undefined;
  let found = 0;
  for (const [facet, count] of tally) if (matches(facet)) found += count;
  return found;
}

/** A tally item's text: `block:facet*n,facet*n;block:untallied;…` (facets are base-36, `-` and `.`). */
export function encodeTallies(tallies: ReadonlyMap<number, BlockTally>): string {
  return [...tallies]
    .sort(([a], [b]) => a - b)
    .map(([block, tally]) =>
      tally === UNTALLIED
        ? `${block}:${UNTALLIED}`
        : `${block}:${[...tally].map(([facet, count]) => `${facet}*${count}`).join(',')}`,
    )
    .join(';');
}

export function decodeTallies(text: string): Map<number, BlockTally> {
  const tallies = new Map<number, BlockTally>();
  for (const entry of text ? text.split(';') : []) {
    const [block, body = ''] = entry.split(':');
    if (body === UNTALLIED) {
      tallies.set(Number(block), UNTALLIED);
      continue;
    }
    const counts = new Map<string, number>();
    for (const pair of body ? body.split(',') : []) {
      const [facet = '', count] = pair.split('*');
      counts.set(facet, Number(count));
    }
    tallies.set(Number(block), counts);
  }
  return tallies;
}

/** The orders of a block's text up to ordinal `count` that pass `matches`. */
export function matchesInBlock(
  text: string,
  block: number,
  count: number,
  matches: (facet: string) => boolean,
): number {
  let found = 0;
  const end = Math.min(text.length, ordinalsInBlock(block, count) * FACET_WIDTH);
  for (let at = 0; at < end; at += FACET_WIDTH) if (matches(text.slice(at, at + FACET_WIDTH))) found += 1;
  return found;
}

/**
 * Which blocks hold page `pageNumber` of the matches, newest first, from each block's number of matches:
 * the blocks (newest first), how many matches of the first to pass over, and the total for the pager.
 */
export function blocksOfPage(
  matchesPerBlock: ReadonlyMap<number, number>,
  pageNumber: number,
  pageSize: number,
): { blocks: number[]; skip: number; total: number } {
  const first = (pageNumber - 1) * pageSize;
  const blocks: number[] = [];
  let skip = 0;
  let before = 0;
  for (const [block, found] of [...matchesPerBlock].sort(([a], [b]) => b - a)) {
    if (found > 0 && before + found > first && before < first + pageSize) {
      if (blocks.length === 0) skip = first - before;
      blocks.push(block);
    }
    before += found;
  }
  return { blocks, skip, total: before };
}

/** The page's ordinals, newest first: the matches of `blocks` (newest first) after the first `skip`. */
export function ordinalsOfPage(
  texts: ReadonlyMap<number, string>,
  blocks: readonly number[],
  count: number,
  matches: (facet: string) => boolean,
  skip: number,
  pageSize: number,
): number[] {
  const ordinals: number[] = [];
  let passed = 0;
  for (const block of blocks) {
    const text = texts.get(block) ?? '';
    for (let offset = ordinalsInBlock(block, count) - 1; offset >= 0; offset -= 1) {
      if (!matches(text.slice(offset * FACET_WIDTH, (offset + 1) * FACET_WIDTH) || GAP)) continue;
      if (passed >= skip) ordinals.push(block * BLOCK_SIZE + offset + 1);
      passed += 1;
      if (ordinals.length >= pageSize) return ordinals;
    }
  }
  return ordinals;
}

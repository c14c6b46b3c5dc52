import { describe, expect, it } from 'vitest';
import { BLOCK_SIZE, facetBlocksOf, facetMatcher, facetOf, GAP, NO_ORDER, withFacet } from './history-facets';
import {
  blocksOfPage,
  decodeTallies,
  encodeTallies,
  matchesIn,
  matchesInBlock,
  ordinalsOfPage,
  recordedIn,
  TALLIED_FACETS_LIMIT,
  tallyOf,
  UNTALLIED,
} from './history-tallies';

const pending = { orderStatusCode: 1, shippingStatus: 1, programTypes: ['CrossSell'] };
const completed = { orderStatusCode: 100, shippingStatus: 100, programTypes: ['Prospecting', 'Retention'] };

describe('a block’s tally', () => {
  it('counts each facet, not the gaps, and an ordinal without an order as recorded', () => {
    const text = [facetOf(pending), GAP, facetOf(completed), facetOf(pending), NO_ORDER].join('');
    const tally = tallyOf(text);
    expect(tally).toEqual(
      new Map([
        [facetOf(pending), 2],
        [facetOf(completed), 1],
        [NO_ORDER, 1],
      ]),
    );
    expect(recordedIn(tally)).toBe(4);
    expect(matchesIn(tally, facetMatcher({ status: 1 }))).toBe(2);
    expect(matchesIn(tally, facetMatcher({ programTypes: ['Retention'] }))).toBe(1);
  });

  it('gives up past TALLIED_FACETS_LIMIT distinct facets (the block is read whole)', () => {
    let text = '';
    for (let status = 0; status <= TALLIED_FACETS_LIMIT; status += 1)
      text = withFacet(text, status, facetOf({ orderStatusCode: status }));
    expect(tallyOf(text)).toBe(UNTALLIED);
    expect(recordedIn(UNTALLIED)).toBeUndefined();
    expect(matchesIn(UNTALLIED, () => true)).toBeUndefined();
  });

  it('reads back what it writes', () => {
    const tallies = new Map([
      [3, UNTALLIED],
      [0, tallyOf(facetOf(pending).repeat(5) + NO_ORDER)],
      [1, new Map()],
    ] as const);
    const text = encodeTallies(tallies);
    expect(text).toBe(`0:${facetOf(pending)}*5,${NO_ORDER}*1;1:;3:${UNTALLIED}`);
    expect(decodeTallies(text)).toEqual(new Map([...tallies].sort(([a], [b]) => a - b)));
    expect(decodeTallies('')).toEqual(new Map());
  });
});

describe('a page of matches from the tallies', () => {
  // 2,500 orders: every third pending (ordinals 3, 6, …), the rest completed.
  const COUNT = 2500;
  const texts = facetBlocksOf(
    Array.from({ length: COUNT }, (_, n) => ({ ...(n % 3 === 2 ? pending : completed), ordinal: n + 1 })),
  );
  const isPending = facetMatcher({ status: 1 });
  const page = (count: number, pageNumber: number, pageSize: number) => {
    const perBlock = new Map(
      [...texts].map(([block, text]) => [block, matchesInBlock(text, block, count, isPending)]),
    );
    const { blocks, skip, total } = blocksOfPage(perBlock, pageNumber, pageSize);
    return { blocks, ordinals: ordinalsOfPage(texts, blocks, count, isPending, skip, pageSize), total };
  };

  it('counts the matches of a block from its tally as from its text', () => {
    for (const [block, text] of texts)
      expect(matchesIn(tallyOf(text), isPending)).toBe(matchesInBlock(text, block, COUNT, isPending));
  });

  it('answers the page’s ordinals, newest first, reading only the blocks the page falls in', () => {
    expect(page(COUNT, 1, 4)).toEqual({ blocks: [2], ordinals: [2499, 2496, 2493, 2490], total: 833 });
    // Page 167 of 3 starts at the 499th match, 2499 − 3·498 = 1005, and crosses into block 0.
    expect(page(COUNT, 167, 3)).toMatchObject({ blocks: [1, 0], ordinals: [1005, 1002, 999] });
    expect(page(COUNT, 209, 4)).toMatchObject({ blocks: [0], ordinals: [3] });
    expect(page(COUNT, 210, 4)).toEqual({ blocks: [], ordinals: [], total: 833 });
  });

  it('leaves out ordinals above the count (a block written ahead of its counter)', () => {
    expect(page(10, 1, 10)).toMatchObject({ ordinals: [9, 6, 3], total: 3 });
  });

  it('passes over blocks without a match', () => {
    const sparse = new Map([
      [0, 2],
      [1, 0],
      [2, 0],
      [3, 1],
    ]);
    expect(blocksOfPage(sparse, 1, 2)).toEqual({ blocks: [3, 0], skip: 0, total: 3 });
    expect(blocksOfPage(sparse, 2, 2)).toEqual({ blocks: [0], skip: 1, total: 3 });
    expect(BLOCK_SIZE).toBe(1000);
  });
});

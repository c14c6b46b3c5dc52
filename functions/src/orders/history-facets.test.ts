import { describe, expect, it } from 'vitest';
import {
  BLOCK_SIZE,
  FACET_WIDTH,
  facetAt,
  facetBlocksOf,
  facetMatcher,
  facetOf,
  GAP,
  gapsOf,
  NO_ORDER,
  placeOf,
  rangesOf,
  withFacet,
} from './history-facets';

const pending = { orderStatusCode: 1, shippingStatus: 1, programTypes: ['CrossSell'] };
const completed = { orderStatusCode: 100, shippingStatus: 100, programTypes: ['Prospecting', 'Retention'] };
const canceled = { orderStatusCode: 99, shippingStatus: 1, programTypes: [] };

describe('an order’s facet', () => {
  it('is six characters whatever the order', () => {
    for (const order of [pending, completed, canceled, { orderStatusCode: 5000 }])
      expect(facetOf(order)).toHaveLength(FACET_WIDTH);
  });

  it('passes the filters the order passes, and no other', () => {
    const facet = facetOf(completed);
    expect(facetMatcher({})(facet)).toBe(true);
    expect(facetMatcher({ status: 100 })(facet)).toBe(true);
    expect(facetMatcher({ status: 1 })(facet)).toBe(false);
    expect(facetMatcher({ shipping: 100 })(facet)).toBe(true);
    expect(facetMatcher({ shipping: 2 })(facet)).toBe(false);
    expect(facetMatcher({ status: 100, shipping: 1 })(facet)).toBe(false);
    // Program types: any of the filter's.
    expect(facetMatcher({ programTypes: ['Retention'] })(facet)).toBe(true);
    expect(facetMatcher({ programTypes: ['CrossSell', 'Prospecting'] })(facet)).toBe(true);
    expect(facetMatcher({ programTypes: ['CrossSell'] })(facet)).toBe(false);
    expect(facetMatcher({ programTypes: ['CrossSell'] })(facetOf(canceled))).toBe(false);
  });

  it('tells every program type apart', () => {
    const types = ['CrossSell', 'Prospecting', 'Retention', 'AnnualAuto', 'WinBack', 'DataListUpload'];
    for (const type of types) {
      const facet = facetOf({ orderStatusCode: 1, programTypes: [type] });
      expect(types.filter((other) => facetMatcher({ programTypes: [other] })(facet))).toEqual([type]);
    }
  });

  it('matches nothing for a code out of range or a program type the portal does not know', () => {
    for (const facet of [facetOf(pending), facetOf({ orderStatusCode: 5000 })]) {
      expect(facetMatcher({ status: 5000 })(facet)).toBe(false);
      expect(facetMatcher({ status: -1 })(facet)).toBe(false);
      expect(facetMatcher({ programTypes: ['Nonsense'] })(facet)).toBe(false);
    }
  });

  it('never matches an unrecorded ordinal or one without an order', () => {
    expect(facetMatcher({})(GAP)).toBe(false);
    expect(facetMatcher({})(NO_ORDER)).toBe(false);
  });
});

describe('blocks', () => {
  it('place ordinal 1 first in block 0 and ordinal 1,001 first in block 1', () => {
    expect(placeOf(1)).toEqual({ block: 0, offset: 0 });
    expect(placeOf(BLOCK_SIZE)).toEqual({ block: 0, offset: BLOCK_SIZE - 1 });
    expect(placeOf(BLOCK_SIZE + 1)).toEqual({ block: 1, offset: 0 });
  });

  it('set a facet in place, the unrecorded before it gaps', () => {
    const text = withFacet('', 2, facetOf(pending));
    expect(text).toBe(GAP + GAP + facetOf(pending));
    const blocks = new Map([[0, withFacet(text, 0, facetOf(completed))]]);
    expect(facetAt(blocks, 1)).toBe(facetOf(completed));
    expect(facetAt(blocks, 2)).toBe(GAP);
    expect(facetAt(blocks, 3)).toBe(facetOf(pending));
    expect(facetAt(blocks, 4)).toBe(GAP);
    expect(gapsOf(blocks, 5)).toEqual([5, 4, 2]);
  });

  it('of a full history stay far below DynamoDB’s 400 KB item', () => {
    const orders = Array.from({ length: 3 * BLOCK_SIZE }, (_, n) => ({ ...completed, ordinal: n + 1 }));
    const blocks = facetBlocksOf(orders);
    expect([...blocks.keys()]).toEqual([0, 1, 2]);
    for (const text of blocks.values()) expect(text).toHaveLength(BLOCK_SIZE * FACET_WIDTH);
  });
});

describe('ranges to read', () => {
  it('joins neighbours a few apart and keeps the far ones apart, newest first', () => {
    expect(rangesOf([20, 19, 17, 14, 6, 1])).toEqual([
      { low: 14, high: 20 },
      { low: 6, high: 6 },
      { low: 1, high: 1 },
    ]);
    expect(rangesOf([])).toEqual([]);
  });
});

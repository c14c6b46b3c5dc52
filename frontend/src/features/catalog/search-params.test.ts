import { describe, expect, it } from 'vitest';
import { readSearchState, toApiQuery, writeSearchState } from './search-params';

describe('product search URL state', () => {
  it("reads the spec's filter keys, with semicolon lists", () => {
    const state = readSearchState(
      new URLSearchParams(
        'f-product-type=renters&f-program-type=cross-sell&product-ids=AP-9626E;AP-4946E&active-tab=cross-sell',
      ),
    );
    expect(state.filters).toEqual({
      productType: ['renters'],
      programType: ['cross-sell'],
      productIds: ['AP-9626E', 'AP-4946E'],
    });
    expect(toApiQuery(state)).toMatchObject({
      productType: 'renters',
      programType: 'cross-sell',
      productIds: 'AP-9626E;AP-4946E',
    });
  });

  it('falls back to the defaults for bad values', () => {
    const state = readSearchState(new URLSearchParams('page=-3&page-size=13&sort=cheapest&view=tiles'));
    expect(state).toMatchObject({ pageNumber: 1, pageSize: 12, sort: 'newest-to-oldest', view: 'grid' });
  });

  it('writes back only what differs from the defaults and keeps unrelated keys', () => {
    const current = new URLSearchParams('active-tab=marketing&f-product-search-term=old');
    const next = writeSearchState(current, {
      filters: { term: ['brochure'] },
      sort: 'name-a-z',
      pageNumber: 2,
      pageSize: 12,
      view: 'list',
    });
    expect(next.toString()).toBe(
      'active-tab=marketing&f-product-search-term=brochure&sort=name-a-z&page=2&view=list',
    );
  });
});

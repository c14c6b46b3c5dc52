import { ProductSearchQuery } from '@msc/shared/api/catalog';
import { describe, expect, it } from 'vitest';
import { productItem } from '../test/product-item';
import type { ProductItem } from './catalog-store';
import { searchProducts } from './search';

const product = (overrides: Partial<ProductItem>): ProductItem =>
  productItem({
    productId: overrides.itemNumber ?? 'p',
    name: 'Product',
    itemNumber: 'AP-0000',
    description: '',
    unitPrice: 100,
    productTypes: [],
    ...overrides,
  }) as ProductItem;

const catalogue = [
  product({
    itemNumber: 'AP-9626E',
    name: 'Renters Flyer',
    programTypes: ['CrossSell'],
    productTypes: ['Renters'],
    productFormat: 'Flyers',
    created: '2026-01-03T00:00:00Z',
  }),
  product({
    itemNumber: 'AP-4946E',
    name: 'Renters Email',
    programTypes: ['CrossSell'],
    productTypes: ['Renters'],
    productFormat: 'Email',
    created: '2026-01-02T00:00:00Z',
  }),
  product({
    itemNumber: 'AP-9628E',
    name: 'Motorcycle Flyer',
    programTypes: ['CrossSell'],
    productTypes: ['Motorcycle'],
    productFormat: 'Flyers',
    isIgniteEligible: true,
    created: '2026-01-01T00:00:00Z',
  }),
  product({
    itemNumber: 'AP-3954M',
    name: 'Greeting Cards',
    programTypes: ['Retention'],
    productFormat: 'Greeting Cards',
    restriction: 'NotForMA',
    tags: ['subscription'],
  }),
  product({
    itemNumber: 'AP-1000B',
    name: 'Colorado Brochure',
    restriction: 'NotForCO',
    availabilityStates: ['CO', 'WA'],
  }),
];
const search = (query: Record<string, string>) => searchProducts(catalogue, ProductSearchQuery.parse(query));
const numbers = (result: ReturnType<typeof search>) => result.results.map((item) => item.itemNumber);

describe('product search', () => {
  it('filters by program type and product type slugs, as the cross-sell renters link does', () => {
    const result = search({ programType: 'cross-sell', productType: 'renters' });
    expect(numbers(result)).toEqual(['AP-9626E', 'AP-4946E']);
    expect(result.totalCount).toBe(2);
  });

  it('matches any of several semicolon-separated terms (one keyword, two item numbers)', () => {
    expect(numbers(search({ term: 'AP-9628E;AP-4946E' })).sort()).toEqual(['AP-4946E', 'AP-9628E']);
    expect(numbers(search({ term: 'subscription' }))).toEqual(['AP-3954M']);
  });

  it('selects by product ids', () => {
    expect(numbers(search({ productIds: 'AP-9626E;ap-4946e' })).sort()).toEqual(['AP-4946E', 'AP-9626E']);
  });

  it('hides products restricted in the chosen state or not available there', () => {
    expect(numbers(search({ state: 'MA' }))).not.toContain('AP-3954M');
    expect(numbers(search({ state: 'CO' }))).not.toContain('AP-1000B');
    expect(numbers(search({ state: 'TX' }))).not.toContain('AP-1000B');
    expect(numbers(search({ state: 'WA' }))).toContain('AP-1000B');
  });

  it('sorts as asked', () => {
    expect(numbers(search({ sort: 'asset-number-a-z' }))[0]).toBe('AP-1000B');
    expect(numbers(search({ sort: 'name-z-a' }))[0]).toBe('AP-9626E');
    expect(numbers(search({ sort: 'ignite-eligible-first' }))[0]).toBe('AP-9628E');
  });

  it('pages', () => {
    const all = numbers(search({ pageSize: '12' }));
    expect(all).toHaveLength(5);
    expect(search({ pageSize: '12', pageNumber: '2' }).results).toEqual([]);
  });

  it("counts a facet's values ignoring that facet's own filter", () => {
    const { facets } = search({ programType: 'cross-sell', productFormat: 'flyers' });
    expect(facets.productFormat).toEqual([
      { value: 'email', label: 'Email', count: 1 },
      { value: 'flyers', label: 'Flyers', count: 2 },
    ]);
    expect(facets.programType.find((facet) => facet.value === 'cross-sell')?.count).toBe(2);
  });

  it('rejects a page size outside the spec list', () => {
    expect(() => ProductSearchQuery.parse({ pageSize: '13' })).toThrow();
  });
});

import type { ProductFacets, ProductSearchQuery } from '@msc/shared/api/catalog';
import type { FacetValue } from '@msc/shared/model/product';
import { matchesAny, PROGRAM_TYPE_LABELS, toSlug } from '@msc/shared/rules/product-filters';
import { isAvailableInState } from '@msc/shared/rules/state-availability';
import type { ProductItem } from './catalog-store';

type Facet = keyof ProductFacets;
type Predicate = (product: ProductItem) => boolean;

const includesText = (product: ProductItem, term: string) => {
  const needle = term.toLowerCase();
  return [product.name, product.itemNumber, product.description, ...product.tags].some((text) =>
    text.toLowerCase().includes(needle),
  );
};

const facetValues: Record<Facet, (product: ProductItem) => string[]> = {
  programType: (product) => product.programTypes,
  productType: (product) => product.productTypes,
  productFormat: (product) => [product.productFormat],
  productCategory: (product) => [product.productCategory],
};

const facetLabel = (facet: Facet, value: string) =>
  facet === 'programType' ? (PROGRAM_TYPE_LABELS[value as keyof typeof PROGRAM_TYPE_LABELS] ?? value) : value;

const comparators: Record<ProductSearchQuery['sort'], (a: ProductItem, b: ProductItem) => number> = {
  'newest-to-oldest': (a, b) => b.created.localeCompare(a.created),
  'oldest-to-newest': (a, b) => a.created.localeCompare(b.created),
  'asset-number-a-z': (a, b) => a.itemNumber.localeCompare(b.itemNumber),
  'asset-number-z-a': (a, b) => b.itemNumber.localeCompare(a.itemNumber),
  'name-a-z': (a, b) => a.name.localeCompare(b.name),
  'name-z-a': (a, b) => b.name.localeCompare(a.name),
  'ignite-eligible-first': (a, b) =>
    Number(b.isIgniteEligible) - Number(a.isIgniteEligible) || b.created.localeCompare(a.created),
};

/**
 * Filters, facets, sorts and pages the catalogue. A facet's counts ignore that facet's own filter, so a
 * user sees how many products each other choice would give.
 */
export function searchProducts(products: readonly ProductItem[], query: ProductSearchQuery) {
  const facetFilters: Record<Facet, Predicate> = {
    programType: (product) => matchesAny(product.programTypes, query.programType),
    productType: (product) => matchesAny(product.productTypes, query.productType),
    productFormat: (product) => matchesAny([product.productFormat], query.productFormat),
    productCategory: (product) => matchesAny([product.productCategory], query.productCategory),
  };
  const wantedIds = new Set(query.productIds.map((id) => id.toUpperCase()));
  const baseFilters: Predicate[] = [
    (product) => query.term.length === 0 || query.term.some((term) => includesText(product, term)),
    (product) => !query.state || isAvailableInState(product, query.state),
    (product) => matchesAny(product.tactics, query.tactic),
    (product) => wantedIds.size === 0 || wantedIds.has(product.itemNumber.toUpperCase()),
  ];
  const base = products.filter((product) => baseFilters.every((filter) => filter(product)));

  const facets = {} as ProductFacets;
  for (const facet of Object.keys(facetFilters) as Facet[]) {
    const others = Object.entries(facetFilters).filter(([name]) => name !== facet);
    const counts = new Map<string, number>();
    for (const product of base) {
      if (!others.every(([, filter]) => filter(product))) continue;
      for (const value of new Set(facetValues[facet](product)))
        counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    facets[facet] = [...counts]
      .map(([value, count]): FacetValue => ({ value: toSlug(value), label: facetLabel(facet, value), count }))
      .sort((a, b) => a.label.localeCompare(b.label));
  }

  const matching = base
    .filter((product) => Object.values(facetFilters).every((filter) => filter(product)))
    .sort(comparators[query.sort]);
  const start = (query.pageNumber - 1) * query.pageSize;
  return {
    results: matching.slice(start, start + query.pageSize),
    totalCount: matching.length,
    pageNumber: query.pageNumber,
    pageSize: query.pageSize,
    facets,
  };
}

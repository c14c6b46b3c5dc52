import { PRODUCT_SORTS } from '@msc/shared/model/enum-values';
import type { ProductSort } from '@msc/shared/model/enums';
import { PRODUCT_SEARCH_PAGE_SIZE, PRODUCT_SEARCH_PAGE_SIZE_OPTIONS } from '@msc/shared/rules/constants';
import type { ProductSearchInput } from './api/product-queries';

/**
 * The product search URL keys of spec 1 §2 and the API's query keys. The URL is the state of the
 * search page, so a search can be bookmarked, shared and restored with Back.
 */
export const URL_FILTER_KEYS = {
  term: 'f-product-search-term',
  programType: 'f-program-type',
  productType: 'f-product-type',
  productFormat: 'f-product-format',
  productCategory: 'f-product-category',
  state: 'f-product-state',
  tactic: 'f-product-tatic',
  productIds: 'product-ids',
} as const;
export type FilterKey = keyof typeof URL_FILTER_KEYS;

export const PAGE_KEY = 'page';
export const PAGE_SIZE_KEY = 'page-size';
export const SORT_KEY = 'sort';
export const VIEW_KEY = 'view';

export type ResultsView = 'grid' | 'list';

export interface SearchState {
  filters: Partial<Record<FilterKey, string[]>>;
  sort: ProductSort;
  pageNumber: number;
  pageSize: number;
  view: ResultsView;
}

const splitList = (value: string | null) =>
  (value ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean);

export function readSearchState(params: URLSearchParams): SearchState {
  const filters: SearchState['filters'] = {};
  for (const [key, urlKey] of Object.entries(URL_FILTER_KEYS) as [FilterKey, string][]) {
    const values = splitList(params.get(urlKey));
    if (values.length) filters[key] = values;
  }
  const sort = params.get(SORT_KEY);
  const pageSize = Number(params.get(PAGE_SIZE_KEY));
  const pageNumber = Number(params.get(PAGE_KEY));
  return {
    filters,
    sort: PRODUCT_SORTS.includes(sort as ProductSort) ? (sort as ProductSort) : 'newest-to-oldest',
    pageSize: (PRODUCT_SEARCH_PAGE_SIZE_OPTIONS as readonly number[]).includes(pageSize)
      ? pageSize
      : PRODUCT_SEARCH_PAGE_SIZE,
    pageNumber: Number.isInteger(pageNumber) && pageNumber > 0 ? pageNumber : 1,
    view: params.get(VIEW_KEY) === 'list' ? 'list' : 'grid',
  };
}

/** A new URL from the current one: unrelated keys (active-tab, backToResults…) are kept. */
export function writeSearchState(current: URLSearchParams, next: SearchState): URLSearchParams {
  const params = new URLSearchParams(current);
  for (const [key, urlKey] of Object.entries(URL_FILTER_KEYS) as [FilterKey, string][]) {
    const values = next.filters[key] ?? [];
    if (values.length) params.set(urlKey, values.join(';'));
    else params.delete(urlKey);
  }
  const setOrDelete = (key: string, value: string, fallback: string) =>
    value === fallback ? params.delete(key) : params.set(key, value);
  setOrDelete(SORT_KEY, next.sort, 'newest-to-oldest');
  setOrDelete(PAGE_SIZE_KEY, String(next.pageSize), String(PRODUCT_SEARCH_PAGE_SIZE));
  setOrDelete(PAGE_KEY, String(next.pageNumber), '1');
  setOrDelete(VIEW_KEY, next.view, 'grid');
  return params;
}

export function toApiQuery(state: SearchState): ProductSearchInput {
  const query: ProductSearchInput = {
    sort: state.sort,
    pageNumber: String(state.pageNumber),
    pageSize: String(state.pageSize),
  };
  for (const [key, values] of Object.entries(state.filters) as [FilterKey, string[]][]) {
    if (values.length) query[key] = values.join(';');
  }
  return query;
}

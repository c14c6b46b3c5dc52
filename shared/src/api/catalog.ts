import * as z from 'zod';
import { ProductSort } from '../model/enums';
import { Id } from '../model/fields';
import { FacetValue, Product, ProductSummary } from '../model/product';
import { PRODUCT_SEARCH_PAGE_SIZE, PRODUCT_SEARCH_PAGE_SIZE_OPTIONS } from '../rules/constants';
import { endpoint } from './endpoint';
import { listParam, pageOf, pagingQuery } from './paging';

export const ProductSearchQuery = z.object({
  term: listParam,
  programType: listParam,
  productType: listParam,
  productFormat: listParam,
  productCategory: listParam,
  state: z
    .string()
    .length(2)
    .regex(/^[A-Z]{2}$/)
    .optional(),
  tactic: listParam,
  productIds: listParam,
  sort: ProductSort.default('newest-to-oldest'),
  ...pagingQuery(PRODUCT_SEARCH_PAGE_SIZE_OPTIONS, PRODUCT_SEARCH_PAGE_SIZE),
});
export type ProductSearchQuery = z.infer<typeof ProductSearchQuery>;

export const ProductFacets = z.object({
  programType: z.array(FacetValue),
  productType: z.array(FacetValue),
  productFormat: z.array(FacetValue),
  productCategory: z.array(FacetValue),
});
export type ProductFacets = z.infer<typeof ProductFacets>;

export const ProductSearchResult = pageOf(ProductSummary).extend({ facets: ProductFacets });
export type ProductSearchResult = z.infer<typeof ProductSearchResult>;

export const catalogApi = {
  search: endpoint({
    method: 'GET',
    path: '/products',
    auth: 'user',
    query: ProductSearchQuery,
    response: ProductSearchResult,
  }),
  get: endpoint({
    method: 'GET',
    path: '/products/{id}',
    auth: 'user',
    params: z.object({ id: Id }),
    response: Product,
  }),
};

import { api } from '@msc/shared/api';
import type { QueryInputOf } from '@msc/shared/api/endpoint';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '#lib/api-client';
import { productKeys } from '#lib/query-keys';

export { productKeys };

/** What the search page sends: the query before zod defaults and coercion. */
export type ProductSearchInput = NonNullable<QueryInputOf<typeof api.catalog.search>>;

export const productSearchQuery = (query: ProductSearchInput) =>
  queryOptions({
    queryKey: productKeys.search(query),
    queryFn: ({ signal }) => call(api.catalog.search, { query, signal }),
    // Keep the last page on screen while the next filter's results load.
    placeholderData: keepPreviousData,
  });

export const productQuery = (id: string) =>
  queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: ({ signal }) => call(api.catalog.get, { params: { id }, signal }),
  });

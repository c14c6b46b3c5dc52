import { api } from '@msc/shared/api';
import type { AdminProductInput, DiscountCodeTermsInput, NewDiscountCode } from '@msc/shared/api/admin';
import type { QueryInputOf } from '@msc/shared/api/endpoint';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#lib/api-client';
import { productKeys } from '#lib/query-keys';

export type AdminProductQuery = NonNullable<QueryInputOf<typeof api.admin.products>>;

export const adminKeys = {
  all: ['admin'] as const,
  products: (query: AdminProductQuery) => [...adminKeys.all, 'products', query] as const,
  product: (id: string) => [...adminKeys.all, 'product', id] as const,
  discountCodes: ['admin', 'discount-codes'] as const,
};

export const adminProductsQuery = (query: AdminProductQuery) =>
  queryOptions({
    queryKey: adminKeys.products(query),
    queryFn: ({ signal }) => call(api.admin.products, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const adminProductQuery = (id: string) =>
  queryOptions({
    queryKey: adminKeys.product(id),
    queryFn: ({ signal }) => call(api.admin.product, { params: { id }, signal }),
  });

/** After a change: the admin lists and every storefront copy of the catalogue (search, detail) reload. */
function useRefreshCatalogue() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    void queryClient.invalidateQueries({ queryKey: productKeys.all });
  };
}

export function useSaveProduct() {
  const refresh = useRefreshCatalogue();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: AdminProductInput }) =>
      id
        ? call(api.admin.updateProduct, { params: { id }, body: input })
        : call(api.admin.createProduct, { body: input }),
    onSuccess: refresh,
  });
}

export function useRemoveProduct() {
  const refresh = useRefreshCatalogue();
  return useMutation({
    mutationFn: (id: string) => call(api.admin.removeProduct, { params: { id } }),
    onSuccess: refresh,
  });
}

export const discountCodesQuery = () =>
  queryOptions({
    queryKey: adminKeys.discountCodes,
    queryFn: ({ signal }) => call(api.admin.discountCodes, { signal }),
  });

export function useSaveDiscountCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { code: string; terms: DiscountCodeTermsInput } | { created: NewDiscountCode }) =>
      'created' in change
        ? call(api.admin.createDiscountCode, { body: change.created })
        : call(api.admin.updateDiscountCode, { params: { code: change.code }, body: change.terms }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.discountCodes }),
  });
}

export function useDeactivateDiscountCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => call(api.admin.deactivateDiscountCode, { params: { code } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.discountCodes }),
  });
}

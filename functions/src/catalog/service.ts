import type { catalogApi } from '@msc/shared/api/catalog';
import { apiErrors } from '@msc/shared/messages';
import { notFound } from '#platform/http-error';
import type { Implementation } from '#platform/implement';
import { productById } from './catalog-store';
import { catalogue } from './catalogue';
import { searchProducts } from './search';
import { toProduct, toProductSummary } from './to-product';

export const catalogService: Implementation<typeof catalogApi> = {
  search: async ({ query }) => {
    const page = searchProducts(await catalogue(), query);
    return { ...page, results: page.results.map(toProductSummary) };
  },

  get: async ({ params }) => {
    const product = await productById(params.id);
    if (!product) throw notFound(apiErrors.productNotFound);
    return toProduct(product);
  },
};

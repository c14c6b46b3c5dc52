import { catalogueProducts, type ProductItem } from './catalog-store';

/**
 * The catalogue is a few hundred products: one Query of its partition, kept warm in the Lambda for a
 * minute, serves every search with facets. This avoids a scan and needs no search cluster.
 */
const TTL_MS = 60_000;
let cache: { products: ProductItem[]; loadedAt: number } | undefined;

export async function catalogue(now = Date.now()): Promise<ProductItem[]> {
  if (!cache || now - cache.loadedAt > TTL_MS) cache = { products: await catalogueProducts(), loadedAt: now };
  return cache.products;
}

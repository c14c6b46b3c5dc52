import { nowMs } from '@msc/shared/clock';
import { catalogueProducts, catalogueVersion, type ProductItem } from './catalog-store';

/**
 * The catalogue is a few hundred products: one Query of its partition, kept warm in the Lambda for a
 * minute, serves every search with facets. This avoids a scan and needs no search cluster. An Admin
 * Center change moves the catalogue's version (one GetItem per search), so a saved change shows at once,
 * whichever Lambda instance answers.
 */
const TTL_MS = 60_000;
let cache: { products: ProductItem[]; loadedAt: number; version: string } | undefined;

export async function catalogue(now = nowMs()): Promise<ProductItem[]> {
  const version = await catalogueVersion();
  if (!cache || now - cache.loadedAt > TTL_MS || cache.version !== version)
    cache = { products: await catalogueProducts(), loadedAt: now, version };
  return cache.products;
}

import type { EntityItem } from 'electrodb';
import { CatalogueVersionEntity, ProductEntity } from '#data/entities/product';
import { getEvery } from '#platform/batch-calls';
import { storeDb } from '#platform/store-db';

/** The entities this store reads and writes: a Lambda bundles those only. */
const db = /* @__PURE__ */ storeDb({ product: ProductEntity, catalogueVersion: CatalogueVersionEntity });

export type ProductItem = EntityItem<typeof ProductEntity>;

/**
 * The whole catalogue partition, newest first (`catalogue.ts` keeps it warm); retired products only when
 * asked (the Admin Center lists them, the storefront never).
 */
export async function catalogueProducts(options: { withRetired?: boolean } = {}): Promise<ProductItem[]> {
  const { data } = await db().entities.product.query.catalogue({}).go({ pages: 'all', order: 'desc' });
  return options.withRetired ? data : data.filter((product) => !product.retiredAt);
}

/** The newest products on sale (the partition read newest first, no further than needed). */
export async function newestProducts(limit: number): Promise<ProductItem[]> {
  const { data } = await db()
    .entities.product.query.catalogue({})
    .where(({ retiredAt }, { notExists }) => notExists(retiredAt))
    .go({ order: 'desc', count: limit });
  return data;
}

/** The catalogue's version: it changes with every Admin Center change (CatalogueVersionEntity). */
export async function catalogueVersion(): Promise<string> {
  const { data } = await db().entities.catalogueVersion.get({ scope: 'catalogue' }).go();
  return data?.version ?? 'initial';
}

export async function productById(productId: string): Promise<ProductItem | undefined> {
  const { data } = await db().entities.product.get({ productId }).go();
  return data ?? undefined;
}

/** One BatchGet for the distinct ids; ids that have no product are absent from the map. */
export async function productsByIds(productIds: readonly string[]): Promise<Map<string, ProductItem>> {
  const unique = [...new Set(productIds)];
  if (unique.length === 0) return new Map();
  const data = await getEvery(
    unique.map((productId) => ({ productId })),
    (keys) => db().entities.product.get(keys).go(),
    'product',
  );
  return new Map(data.map((product) => [product.productId, product]));
}

/** The product with this item number (item numbers are unique in the catalogue). */
export async function productByItemNumber(itemNumber: string): Promise<ProductItem | undefined> {
  const { data } = await db().entities.product.query.byItemNumber({ itemNumber }).go({ limit: 1 });
  return data[0];
}

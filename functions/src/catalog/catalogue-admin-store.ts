import { ulid } from 'ulid';
import { CatalogueVersionEntity, ProductEntity } from '#data/entities/product';
import { storeDb } from '#platform/store-db';
import type { ProductItem } from './catalog-store';

/**
 * The catalogue's writes, apart from its reads (`catalog-store.ts`): only the Admin Center's Lambda bundles
 * this store (through `#catalog/admin`), so the catalog's own Lambda and every capability that reads
 * products keep read-only grants (infra/aws/capability-access.ts derives them from the bundled stores).
 */
const db = /* @__PURE__ */ storeDb({ product: ProductEntity, catalogueVersion: CatalogueVersionEntity });

async function bumpCatalogueVersion(): Promise<void> {
  await db().entities.catalogueVersion.put({ scope: 'catalogue', version: ulid() }).go();
}

/**
 * The Admin Center's writes. Item numbers are unique: the caller checks first (`productByItemNumber`), as
 * the catalogue's only writer. Each write moves the catalogue's version, so every cached search sees it.
 */
export async function createProduct(product: ProductItem): Promise<void> {
  await db().entities.product.create(product).go();
  await bumpCatalogueVersion();
}

export async function replaceProduct(product: ProductItem): Promise<void> {
  await db().entities.product.put(product).go();
  await bumpCatalogueVersion();
}

/** Out of search and out of reach of a cart (canAddToCart, express ordering), still shown on its orders. */
export async function retireProduct(productId: string, at: string): Promise<void> {
  await db()
    .entities.product.patch({ productId })
    .set({ retiredAt: at, updated: at, canAddToCart: false, isExpressOrderingAllowed: false })
    .go();
  await bumpCatalogueVersion();
}

export async function deleteProduct(productId: string): Promise<void> {
  await db().entities.product.delete({ productId }).go();
  await bumpCatalogueVersion();
}

/**
 * What other capabilities may use of the catalog (the cart reads products through here, never through
 * `db()` or the catalog's internals). The Admin Center writes products through `#catalog/admin`.
 */
export {
  catalogueProducts,
  newestProducts,
  type ProductItem,
  productById,
  productByItemNumber,
  productsByIds,
} from './catalog-store';
export { searchProducts } from './search';
export { assetUrl, toProduct, toProductSummary } from './to-product';

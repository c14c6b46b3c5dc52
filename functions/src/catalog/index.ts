/**
 * What other capabilities may use of the catalog (the cart reads products through here, never through
 * `db()` or the catalog's internals). The Admin Center writes products through here too: the catalog stays
 * their one owner and its cached search follows every change.
 */
export {
  catalogueProducts,
  createProduct,
  deleteProduct,
  newestProducts,
  type ProductItem,
  productById,
  productByItemNumber,
  productsByIds,
  replaceProduct,
  retireProduct,
} from './catalog-store';
export { isAvailableInState, searchProducts } from './search';
export { assetUrl, toProduct, toProductSummary } from './to-product';

/**
 * What other capabilities may use of the catalog (the cart reads products through here, never through
 * `db()` or the catalog's internals).
 */
export {
  newestProducts,
  type ProductItem,
  productById,
  productByItemNumber,
  productsByIds,
} from './catalog-store';
export { isAvailableInState } from './search';
export { assetUrl, toProduct, toProductSummary } from './to-product';

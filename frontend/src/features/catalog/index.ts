export { favoriteKeys } from './api/favorite-queries';
export { productQuery, productSearchQuery } from './api/product-queries';
export { AssetCard } from './components/asset-card';
export { ProductImage } from './components/product-image';
export { ProductTile } from './components/product-tile';
export { URL_FILTER_KEYS } from './search-params';

/** The pages of this area, each loaded from its own chunk when its route is first visited. */
export const catalogPages = {
  productSearch: () => import('./product-search-page'),
  productDetail: () => import('./product-detail-page'),
};

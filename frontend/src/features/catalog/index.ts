export { favoriteKeys } from './api/favorite-queries';
export { productQuery, productSearchQuery } from './api/product-queries';
export { AssetCard } from './components/asset-card';
export { ProductImage } from './components/product-image';
export { ProductTile } from './components/product-tile';
export { catalogPages } from './pages';
export { URL_FILTER_KEYS } from './search-params';

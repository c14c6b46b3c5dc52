/** The pages of this area, each loaded from its own chunk when its route is first visited. */
export const catalogPages = {
  productSearch: () => import('./product-search-page'),
  productDetail: () => import('./product-detail-page'),
};

/** The cross-sell pages (spec 2 §2), each loaded from its own chunk when its route is first visited. */
export const crossSellPages = {
  crossSell: () => import('./cross-sell-page'),
  expressOrdering: () => import('./express-ordering-page'),
  viewSummary: () => import('./view-summary-page'),
  viewDetail: () => import('./view-detail-page'),
};

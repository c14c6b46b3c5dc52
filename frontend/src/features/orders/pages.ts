/** The pages of the orders area (account order history, order details, order list, prospect list, campaign results). */
export const ordersPages = {
  orderHistory: () => import('./order-history-page'),
  order: () => import('./order-page'),
  orderDetail: () => import('./order-detail-page'),
  prospectList: () => import('./prospect-list-page'),
  campaignResults: () => import('./campaign-results-page'),
};

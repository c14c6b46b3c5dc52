/** The pages of this area, each loaded from its own chunk when its route is first visited. */
export const adminCenterPages = {
  /** The layout around every /manager page (its sub-navigation). */
  layout: () => import('./admin-center-layout'),
  products: () => import('./products-page'),
  discountCodes: () => import('./discount-codes-page'),
  users: () => import('./users-page'),
  user: () => import('./user-page'),
  audit: () => import('./audit-page'),
  content: () => import('./content-page'),
};

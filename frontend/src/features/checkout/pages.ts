/** The pages of this area, each loaded from its own chunk when its route is first visited. */
export const checkoutPages = {
  shipping: () => import('./shipping-page'),
  payment: () => import('./payment-page'),
  review: () => import('./review-page'),
  orderConfirmed: () => import('./order-confirmed-page'),
  paymentInfo: () => import('./payment-info-page'),
};

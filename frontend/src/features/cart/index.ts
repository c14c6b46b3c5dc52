export { cartKeys, cartQuery, useAddToCart } from './api/cart-queries';
export { ShipMethodSelect } from './components/ship-method-select';
export { useCartItemCount } from './use-cart-item-count';

/** The pages of this area, each loaded from its own chunk when its route is first visited. */
export const cartPages = {
  cart: () => import('./cart-page'),
};

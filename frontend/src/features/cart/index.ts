export { cartKeys, cartQuery, useAddToCart } from './api/cart-queries';
export { ShipMethodSelect } from './components/ship-method-select';
export { cartPages } from './pages';
export { useCartItemCount } from './use-cart-item-count';

/** What other capabilities may use of the cart (the session shows the item count). */
export { addProductToCart, cartItemCount } from './service';

/** What other capabilities may use of the cart (the session shows the item count). */
/** Personalization adds a personalized piece (its order state priced by the server) through here. */
export { addOrderStateToCart, cartItemCount } from './service';

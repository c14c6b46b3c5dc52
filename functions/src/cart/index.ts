/** What other capabilities may use of the cart (the session shows the item count). */
export { cartItemCount } from './service';
/** Placing an order reads the cart as shown and the records it empties in the same transaction. */
export { loadCart } from './service';
export { type CartHeader, type CartItemRecord, loadCartRecords } from './cart-store';

/**
 * What other capabilities may use of the cart: the session shows the item count; uploads set ship-tos;
 * reorder adds products; personalization adds a personalized piece (its order state priced by the
 * server); placing an order reads the cart as shown and empties its records in the same transaction.
 */
export { type CartHeader, type CartItemRecord, loadCartRecords } from './cart-store';
export {
  addOrderStateToCart,
  addProductToCart,
  cartItemCount,
  loadCart,
  type NewShipTo,
  setMultipleShipTos,
} from './service';

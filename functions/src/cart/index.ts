/**
 * What other capabilities may use of the cart: the session shows the item count; uploads set ship-tos;
 * reorder adds products; personalization adds a personalized piece (its order state priced by the
 * server) and notes each later change of it; placing an order reads the cart as shown, with what its
 * discount code does, and empties its records in the same transaction.
 */
export {
  type CartHeader,
  type CartItemRecord,
  loadCartRecords,
  notePieceFingerprint,
} from './cart-store';
export {
  addOrderStateToCart,
  addProductToCart,
  cartItemCount,
  loadCart,
  loadPricedCart,
  type NewShipTo,
  setMultipleShipTos,
} from './service';

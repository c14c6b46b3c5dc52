/**
 * What other capabilities may use of the cart: the session shows the item count; uploads set ship-tos;
 * reorder adds products; personalization adds a personalized piece (its order state priced by the
 * server) and notes each later change of it; placing an order reads the cart as shown, with what its
 * discount code does, checks its ship-to rules again, and asks for the writes that empty it in the order's
 * transaction.
 */
export { addProductsToCart } from './add-products';
export { checkShipToRules } from './cart-checks';
export { notePieceFingerprint, type PlacedCart } from './cart-store';
export {
  addExpressOrderToCart,
  addOrderStateToCart,
  cartItemCount,
  deletePlacedShipTos,
  emptyCartTransactItems,
  loadCart,
  loadCartToPlace,
  type NewShipTo,
  setMultipleShipTos,
} from './service';

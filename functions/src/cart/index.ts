/** What other capabilities may use of the cart (the session shows the item count; uploads set ship-tos). */
export { cartItemCount, loadCart, type NewShipTo, setMultipleShipTos } from './service';

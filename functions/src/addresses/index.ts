/** What the cart uses of the address book: a saved address to ship to, and saving a custom one. */
export { addressOf, createAddress, type ShippingAddressItem } from './address-store';

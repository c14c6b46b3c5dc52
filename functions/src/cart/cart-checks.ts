import { errors, toasts } from '@msc/shared/messages';
import type { Cart } from '@msc/shared/model/cart';
import {
  checkAddToCart as cartRuleForAdding,
  checkMultiContactShipping,
  checkMultiShipQuantities,
  type MultiShipAddress,
  type QuantityCheck,
  quantityMessage,
  validateItemQuantity,
} from '@msc/shared/rules/cart-rules';
import type { ProductItem } from '#catalog/index';
import { badRequest, businessRule, conflict } from '#platform/http-error';
import type { CartItemRecord } from './cart-store';

/** The shared cart rules (spec 1 §5) applied on the server, with the catalogue's texts. */
export function checkAddToCart(product: ProductItem, items: readonly CartItemRecord[]): void {
  if (!product.canAddToCart) throw businessRule(toasts.startOrderFailed().message);
  const result = cartRuleForAdding(items, { productId: product.productId });
  if (!result.ok) throw conflict(toasts[result.reason].message);
}

/** A quantity above the product's limit is refused with 'Limit of {limitText} exceeded' and not saved. */
export function checkQuantity(product: ProductItem, quantity: number): void {
  refuseQuantity(
    validateItemQuantity(quantity, {
      available: product.limitAvailable,
      limitText: product.limitText,
    }),
  );
}

function refuseQuantity(result: QuantityCheck): void {
  const message = quantityMessage(result);
  if (!message) return;
  // Over the limit is a business rule (422); not a whole number or below one is bad input (400).
  const fail = !result.ok && result.reason === 'limitExceeded' ? businessRule : badRequest;
  throw fail(message, { quantity: [message] });
}

/**
 * Ship to Multiple Contacts (spec 1 §4-5) for `cart` shipped to `shipTos`: only plain physical products,
 * no promotion, each quantity at an address and each line's total over the addresses within the
 * product's limit. Refused with the spec's texts (422; a quantity that is not a whole number 400).
 */
export function checkMultiContactCart(cart: Cart, shipTos: readonly MultiShipAddress[]): void {
  const refusal = checkMultiContactShipping(cart);
  if (!refusal.ok) throw businessRule(errors[refusal.reason]);
  checkMultiContactQuantities(cart, shipTos);
}

/** The quantities part of checkMultiContactCart alone (a change of quantities). */
export function checkMultiContactQuantities(cart: Cart, shipTos: readonly MultiShipAddress[]): void {
  const result = checkMultiShipQuantities(cart.items, shipTos);
  if (result.ok) return;
  if (result.reason === 'multiShipNotEligible') throw businessRule(errors.multiShipNotEligible);
  refuseQuantity(result);
}

/** Whether the cart ships to multiple contacts (the mode, with a list to ship to). */
export const isMultiContactCart = (cart: Pick<Cart, 'shipToMode' | 'shipToList'>): boolean =>
  cart.shipToMode === 'multipleContacts' && (cart.shipToList?.length ?? 0) > 0;

/**
 * The ship-to rules a cart must keep to be placed, whatever order it was changed in (a code applied or an
 * item added after choosing multiple contacts, a cart from before these rules).
 */
export function checkShipToRules(cart: Cart): void {
  if (isMultiContactCart(cart)) checkMultiContactCart(cart, cart.shipToList ?? []);
}

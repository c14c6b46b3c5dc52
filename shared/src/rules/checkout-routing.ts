import type { ShipToMode } from '../model/enums';
import { paths } from '../routes/paths';

/** Checkout routing (spec 1 §4 "Checkout routing"): routes are the SPA's own. */
export const CHECKOUT_ROUTES = {
  cart: paths.cart,
  shipping: paths.checkoutShipping,
  payment: paths.checkoutPayment,
  review: paths.review,
} as const;
export type CheckoutRoute = (typeof CHECKOUT_ROUTES)[keyof typeof CHECKOUT_ROUTES];

/** A shipping section is needed if any item requires shipping (product attribute isRequireShipping). */
export function needsShippingSection(items: readonly { isRequireShipping?: boolean | null }[]): boolean {
  return items.some((item) => item.isRequireShipping === true);
}

/** After shipping (or when shipping is skipped): a total of 0 goes to review, above 0 to payment. */
export function routeAfterShipping(totalCents: number): CheckoutRoute {
  return totalCents > 0 ? CHECKOUT_ROUTES.payment : CHECKOUT_ROUTES.review;
}

/**
 * Proceed to Checkout from the cart: the shipping section when the cart needs shipping (the cart's
 * isShippingRequired, computed with needsShippingSection), otherwise as after shipping.
 */
export function routeFromCart(cart: { isShippingRequired: boolean; total: number }): CheckoutRoute {
  return cart.isShippingRequired ? CHECKOUT_ROUTES.shipping : routeAfterShipping(cart.total);
}

/** The payment page's back button: Back to Shipping when a shipping section exists, else Back to Cart. */
export function routeBackFromPayment(cart: { isShippingRequired: boolean }): CheckoutRoute {
  return cart.isShippingRequired ? CHECKOUT_ROUTES.shipping : CHECKOUT_ROUTES.cart;
}

export type EffectiveShipToMode = Exclude<ShipToMode, 'distributionList'>;

const KNOWN_SHIP_TO_MODES: readonly string[] = [
  'user',
  'singleContact',
  'multipleContacts',
  'distributionList',
];

/** False for a mode the caller should log before it is treated as 'user'. */
export function isKnownShipToMode(mode: unknown): mode is ShipToMode {
  return typeof mode === 'string' && KNOWN_SHIP_TO_MODES.includes(mode);
}

/** Ship-to mode fallback: distribution list is treated as user; an unknown mode is treated as user. */
export function effectiveShipToMode(mode: unknown): EffectiveShipToMode {
  if (mode === 'singleContact' || mode === 'multipleContacts') return mode;
  return 'user';
}

export interface CartTotals {
  itemCount: number;
  unitCount: number;
  subTotal: number;
  shipping: number;
  discountTotal: number;
  additionalChargeTotal: number;
  total: number;
}

/**
 * Bulk orders: cart totals are scaled by the number of ship-to addresses. Money and unit counts are
 * multiplied; itemCount (distinct lines) is not. Fewer than one address counts as one.
 */
export function scaleCartTotals<T extends CartTotals>(totals: T, shipToAddressCount: number): T {
  const factor = Number.isInteger(shipToAddressCount) && shipToAddressCount > 1 ? shipToAddressCount : 1;
  if (factor === 1) return totals;
  return {
    ...totals,
    unitCount: totals.unitCount * factor,
    subTotal: totals.subTotal * factor,
    shipping: totals.shipping * factor,
    discountTotal: totals.discountTotal * factor,
    additionalChargeTotal: totals.additionalChargeTotal * factor,
    total: totals.total * factor,
  };
}

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

/** Ship-to mode fallback: distribution list is treated as user; an unknown mode is treated as user. */
export function effectiveShipToMode(mode: unknown): EffectiveShipToMode {
  if (mode === 'singleContact' || mode === 'multipleContacts') return mode;
  return 'user';
}

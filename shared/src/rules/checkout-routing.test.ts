import { describe, expect, it } from 'vitest';
import {
  effectiveShipToMode,
  needsShippingSection,
  routeAfterShipping,
  routeBackFromPayment,
  routeFromCart,
} from './checkout-routing';

describe('checkout routing', () => {
  it('needs a shipping section if any item requires shipping', () => {
    expect(needsShippingSection([{ isRequireShipping: false }, { isRequireShipping: true }])).toBe(true);
    expect(needsShippingSection([{ isRequireShipping: false }, {}])).toBe(false);
    expect(needsShippingSection([])).toBe(false);
  });

  it('goes to review at total 0 and to payment above 0', () => {
    expect(routeAfterShipping(0)).toBe('/review');
    expect(routeAfterShipping(1)).toBe('/checkout/payment');
  });

  it('skips shipping when no item needs it', () => {
    expect(routeFromCart({ isShippingRequired: true, total: 0 })).toBe('/checkout/shipping');
    expect(routeFromCart({ isShippingRequired: false, total: 0 })).toBe('/review');
    expect(routeFromCart({ isShippingRequired: false, total: 500 })).toBe('/checkout/payment');
    expect(routeBackFromPayment({ isShippingRequired: true })).toBe('/checkout/shipping');
    expect(routeBackFromPayment({ isShippingRequired: false })).toBe('/cart');
  });
});

describe('ship-to mode', () => {
  it('treats distribution list and unknown modes as user', () => {
    expect(effectiveShipToMode('distributionList')).toBe('user');
    expect(effectiveShipToMode('somethingElse')).toBe('user');
    expect(effectiveShipToMode(undefined)).toBe('user');
    expect(effectiveShipToMode('singleContact')).toBe('singleContact');
    expect(effectiveShipToMode('multipleContacts')).toBe('multipleContacts');
  });
});

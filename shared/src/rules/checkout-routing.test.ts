import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  effectiveShipToMode,
  isKnownShipToMode,
  needsShippingSection,
  routeAfterShipping,
  routeBackFromPayment,
  routeFromCart,
  scaleCartTotals,
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
    expect(isKnownShipToMode('distributionList')).toBe(true);
    expect(isKnownShipToMode('somethingElse')).toBe(false);
  });
});

describe('bulk order totals', () => {
  const totals = {
    itemCount: 1,
    unitCount: 50,
    subTotal: 3800,
    shipping: 0,
    discountTotal: 380,
    additionalChargeTotal: 0,
    total: 3420,
  };

  it('scales money and units by the number of ship-to addresses', () => {
    expect(scaleCartTotals(totals, 3)).toEqual({
      itemCount: 1,
      unitCount: 150,
      subTotal: 11400,
      shipping: 0,
      discountTotal: 1140,
      additionalChargeTotal: 0,
      total: 10260,
    });
    expect(scaleCartTotals(totals, 1)).toBe(totals);
    expect(scaleCartTotals(totals, 0)).toBe(totals);
  });

  it('property: scaling keeps total = subTotal + shipping + charges − discount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 1, max: 500 }),
        (subTotal, shipping, charges, count) => {
          const discountTotal = Math.floor(subTotal / 10);
          const base = {
            ...totals,
            subTotal,
            shipping,
            additionalChargeTotal: charges,
            discountTotal,
            total: subTotal + shipping + charges - discountTotal,
          };
          const scaled = scaleCartTotals(base, count);
          expect(scaled.total).toBe(
            scaled.subTotal + scaled.shipping + scaled.additionalChargeTotal - scaled.discountTotal,
          );
          expect(scaled.total).toBe(base.total * count);
        },
      ),
    );
  });
});

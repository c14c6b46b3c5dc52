import { describe, expect, it } from 'vitest';
import {
  type CartItemRuleView,
  checkAddToCart,
  checkExpressOrderItemCount,
  checkMultiContactShipping,
  checkMultiShipQuantities,
  checkStartExpressOrder,
  quantityMessage,
  shipMethodAfterUnitCountChange,
  showsStockMessage,
  toCartItemRuleView,
  validateItemQuantity,
} from './cart-rules';

const brochure: CartItemRuleView = { productId: 'p-brochure' };
const letter: CartItemRuleView = { productId: 'p-letter', orderStateId: 'os-1' };
const express: CartItemRuleView = { productId: 'p-express', bulkOrderStateId: 'bulk-1' };

describe('one Express Order in the cart', () => {
  it('refuses anything while an Express Order is in the cart', () => {
    expect(checkAddToCart([express], brochure)).toEqual({ ok: false, reason: 'expressOrderInCart' });
    expect(checkAddToCart([express], { productId: 'p-2', bulkOrderStateId: 'bulk-2' })).toEqual({
      ok: false,
      reason: 'expressOrderInCart',
    });
  });

  it('cannot start or add an Express Order when other items are in the cart', () => {
    expect(checkStartExpressOrder([brochure])).toEqual({ ok: false, reason: 'expressOrderWithOtherItems' });
    expect(checkStartExpressOrder([express])).toEqual({ ok: false, reason: 'expressOrderInCart' });
    expect(checkStartExpressOrder([])).toEqual({ ok: true });
    expect(checkAddToCart([brochure], express)).toEqual({ ok: false, reason: 'expressOrderWithOtherItems' });
    expect(checkAddToCart([], express)).toEqual({ ok: true });
  });

  it('places an Express Order with only one item', () => {
    expect(checkExpressOrderItemCount([express])).toEqual({ ok: true });
    expect(checkExpressOrderItemCount([express, brochure])).toEqual({
      ok: false,
      reason: 'expressOrderOneItem',
    });
    expect(checkExpressOrderItemCount([brochure, letter])).toEqual({ ok: true });
  });
});

describe('one version per asset', () => {
  it('refuses the same product with a different order state', () => {
    expect(checkAddToCart([letter], { productId: 'p-letter', orderStateId: 'os-2' })).toEqual({
      ok: false,
      reason: 'multipleVersionsOfAsset',
    });
    expect(checkAddToCart([letter], { productId: 'p-letter' })).toEqual({
      ok: false,
      reason: 'multipleVersionsOfAsset',
    });
  });

  it('allows the same version again and other products', () => {
    expect(checkAddToCart([letter], { productId: 'p-letter', orderStateId: 'os-1' })).toEqual({ ok: true });
    expect(checkAddToCart([brochure], { productId: 'p-brochure' })).toEqual({ ok: true });
    expect(checkAddToCart([letter, brochure], { productId: 'p-other', orderStateId: 'os-9' })).toEqual({
      ok: true,
    });
  });
});

describe('the rules’ view of a cart line', () => {
  it('reads a model cart line', () => {
    const view = toCartItemRuleView({
      product: { id: 'p-1', isExpressOrder: false } as never,
      attributes: { OrderState: 'os-1' },
    });
    expect(view).toEqual({
      productId: 'p-1',
      orderStateId: 'os-1',
      bulkOrderStateId: null,
      isExpressOrder: false,
    });
  });
});

describe('multi-contact shipping', () => {
  const physical = { product: { deliveryType: 1 } };
  const cart = {
    items: [physical],
    discountTotal: 0,
    additionalChargeTotal: 0,
    attributes: { Discounts: [] },
  };

  it('is allowed for physical items without promotions', () => {
    expect(checkMultiContactShipping(cart)).toEqual({ ok: true });
  });

  it('is blocked by a non-physical item first', () => {
    expect(
      checkMultiContactShipping({
        ...cart,
        items: [physical, { product: { deliveryType: 2 } }],
        discountTotal: 100,
      }),
    ).toEqual({ ok: false, reason: 'multiShipNotEligible' });
  });

  it('is blocked by a discount or an additional charge', () => {
    expect(checkMultiContactShipping({ ...cart, discountTotal: 100 })).toEqual({
      ok: false,
      reason: 'multiShipPromotion',
    });
    expect(checkMultiContactShipping({ ...cart, additionalChargeTotal: 50 })).toEqual({
      ok: false,
      reason: 'multiShipPromotion',
    });
    expect(checkMultiContactShipping({ ...cart, attributes: { Discounts: [{ code: 'FREE' }] } })).toEqual({
      ok: false,
      reason: 'multiShipPromotion',
    });
  });
});

describe('multi-contact shipping of pieces and Express Orders', () => {
  const cart = { discountTotal: 0, additionalChargeTotal: 0 };
  const physical = { product: { deliveryType: 1 } };

  it('ships only plain physical products: a piece or an Express Order is not eligible', () => {
    const piece = { product: { deliveryType: 1 }, attributes: { OrderState: 'os-1' } };
    const express = { product: { deliveryType: 1, isExpressOrder: true }, attributes: {} };
    const bulk = { product: { deliveryType: 1 }, attributes: { BulkOrderState: 'bos-1' } };
    for (const line of [piece, express, bulk]) {
      expect(checkMultiContactShipping({ ...cart, items: [physical, line] })).toEqual({
        ok: false,
        reason: 'multiShipNotEligible',
      });
    }
  });
});

describe('multi-ship quantities', () => {
  const limited = {
    id: 'poster',
    quantity: 2,
    product: { deliveryType: 1, limits: { available: 10, limitText: '10' } },
  };
  const plain = { id: 'flyer', quantity: 1, product: { deliveryType: 1 } };
  const piece = {
    id: 'piece',
    quantity: 40,
    product: { deliveryType: 1 },
    attributes: { OrderState: 'os-1' },
  };
  const at = (...entries: [string, number][]) => ({
    orderContactItemQuantities: entries.map(([cartItemId, quantity]) => ({ cartItemId, quantity })),
  });

  it('accepts quantities within the limit at each address and in total', () => {
    expect(
      checkMultiShipQuantities([limited, plain], [at(['poster', 4]), at(['poster', 6], ['flyer', 99])]),
    ).toEqual({ ok: true });
  });

  it("refuses a quantity over the product's limit at one address", () => {
    expect(checkMultiShipQuantities([limited], [at(['poster', 11])])).toEqual({
      ok: false,
      reason: 'limitExceeded',
      limitText: '10',
    });
  });

  it("refuses a line's total over the addresses above the limit (an address without a quantity gets the cart's)", () => {
    expect(checkMultiShipQuantities([limited], [at(['poster', 6]), at(['poster', 5])])).toMatchObject({
      reason: 'limitExceeded',
    });
    expect(checkMultiShipQuantities([limited], [at(['poster', 9]), at()])).toMatchObject({
      reason: 'limitExceeded',
    });
    expect(checkMultiShipQuantities([limited], [at(['poster', 8]), at()])).toEqual({ ok: true });
  });

  it('refuses a quantity of a piece, and one above the upper bound for a product without a limit', () => {
    expect(checkMultiShipQuantities([plain, piece], [at(['piece', 1])])).toEqual({
      ok: false,
      reason: 'multiShipNotEligible',
    });
    expect(checkMultiShipQuantities([plain], [at(['flyer', 2_000_000_000])])).toMatchObject({
      reason: 'limitExceeded',
    });
    expect(checkMultiShipQuantities([plain], [at(['flyer', 0])])).toEqual({
      ok: false,
      reason: 'belowMinimum',
    });
  });

  it('ignores the quantity of a line no longer in the cart', () => {
    expect(checkMultiShipQuantities([plain], [at(['gone', 5000])])).toEqual({ ok: true });
  });
});

describe('item quantity', () => {
  it('refuses a quantity above the product limit with its limit text', () => {
    expect(validateItemQuantity(11, { available: 10, limitText: '10 per order' })).toEqual({
      ok: false,
      reason: 'limitExceeded',
      limitText: '10 per order',
    });
    expect(validateItemQuantity(10, { available: 10, limitText: '10 per order' })).toEqual({ ok: true });
    expect(validateItemQuantity(11, { available: 10, limitText: '' })).toMatchObject({ limitText: '10' });
  });

  it('needs a whole number of at least 1 (multi-ship) or the given minimum', () => {
    expect(validateItemQuantity(0)).toEqual({ ok: false, reason: 'belowMinimum' });
    expect(validateItemQuantity(1.5)).toEqual({ ok: false, reason: 'notWholeNumber' });
    expect(validateItemQuantity(0, null, 0)).toEqual({ ok: true });
    expect(validateItemQuantity(999)).toEqual({ ok: true });
  });

  it('words each failed quantity check from the catalogue', () => {
    const limits = { available: 10, limitText: '10' };
    expect(quantityMessage(validateItemQuantity(11, limits))).toBe('Limit of 10 exceeded');
    expect(quantityMessage(validateItemQuantity(0))).toBe('Quantity must be at least 1');
    expect(quantityMessage(validateItemQuantity(1.5))).toBe('Enter a whole number');
    expect(quantityMessage(validateItemQuantity(3, limits))).toBeUndefined();
  });

  it('shows no stock message for digital items', () => {
    expect(showsStockMessage(2)).toBe(false);
    expect(showsStockMessage(1)).toBe(true);
  });
});

describe('ship method', () => {
  it('resets to the default code when the unit count falls to 0', () => {
    expect(shipMethodAfterUnitCountChange(0, 'EXPRESS', 'GROUND')).toBe('GROUND');
    expect(shipMethodAfterUnitCountChange(3, 'EXPRESS', 'GROUND')).toBe('EXPRESS');
    expect(shipMethodAfterUnitCountChange(3, null, 'GROUND')).toBe('GROUND');
  });
});

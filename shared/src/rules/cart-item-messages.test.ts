import { describe, expect, it } from 'vitest';
import { notices } from '../messages/notices';
import { DeliveryType } from '../model/enum-values';
import { cartItemMessages, orderRequiresApproval } from './cart-item-messages';

describe('cartItemMessages', () => {
  it('says how many are on hand when a physical item is ordered beyond its stock', () => {
    expect(cartItemMessages({ quantity: 30, deliveryType: DeliveryType.PHYSICAL, stockOnHand: 12 })).toEqual([
      notices.lowStock(12),
    ]);
    expect(cartItemMessages({ quantity: 12, deliveryType: DeliveryType.PHYSICAL, stockOnHand: 12 })).toEqual(
      [],
    );
  });

  it('never shows a stock message for a digital item or an item that is not stocked', () => {
    expect(cartItemMessages({ quantity: 30, deliveryType: DeliveryType.DIGITAL, stockOnHand: 0 })).toEqual(
      [],
    );
    expect(cartItemMessages({ quantity: 30, deliveryType: DeliveryType.PHYSICAL })).toEqual([]);
  });
});

describe('orderRequiresApproval', () => {
  it('holds when any item requires approval', () => {
    expect(orderRequiresApproval([{ requiresApproval: false }, { requiresApproval: true }])).toBe(true);
    expect(orderRequiresApproval([{}, { requiresApproval: false }])).toBe(false);
    expect(orderRequiresApproval([])).toBe(false);
  });
});

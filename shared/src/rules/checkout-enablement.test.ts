import { describe, expect, it } from 'vitest';
import { canPressPlaceOrder, canProceedToCheckout } from './checkout-enablement';

describe('checkout enablement', () => {
  it('enables Proceed to Checkout only when the order can be placed and incentives loaded', () => {
    expect(canProceedToCheckout({ canPlaceOrder: true, incentiveDetailsLoaded: true })).toBe(true);
    expect(canProceedToCheckout({ canPlaceOrder: true, incentiveDetailsLoaded: false })).toBe(false);
    expect(canProceedToCheckout({ canPlaceOrder: false, incentiveDetailsLoaded: true })).toBe(false);
  });

  it('enables PLACE ORDER only with canPlaceOrder, no call in progress and an email', () => {
    const ready = { canPlaceOrder: true, isCallInProgress: false, email: 'pat@example.com' };
    expect(canPressPlaceOrder(ready)).toBe(true);
    expect(canPressPlaceOrder({ ...ready, canPlaceOrder: false })).toBe(false);
    expect(canPressPlaceOrder({ ...ready, isCallInProgress: true })).toBe(false);
    expect(canPressPlaceOrder({ ...ready, email: ' ' })).toBe(false);
    expect(canPressPlaceOrder({ ...ready, email: undefined })).toBe(false);
  });
});

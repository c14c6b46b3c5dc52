/** When the cart and review buttons are enabled (spec 1 §5). */

/** Proceed to Checkout: the cart can place an order and the incentive details have loaded. */
export function canProceedToCheckout(input: {
  canPlaceOrder: boolean;
  incentiveDetailsLoaded: boolean;
}): boolean {
  return input.canPlaceOrder && input.incentiveDetailsLoaded;
}

/** PLACE ORDER: canPlaceOrder is true, no call is in progress and an email is present. */
export function canPressPlaceOrder(input: {
  canPlaceOrder: boolean;
  isCallInProgress: boolean;
  email: string | null | undefined;
}): boolean {
  return input.canPlaceOrder && !input.isCallInProgress && (input.email ?? '').trim() !== '';
}

import type { Restriction } from '../model/enums';

/** The state each restriction keeps a product out of (spec 1 §5: NOT FOR USE IN MASSACHUSETTS / COLORADO). */
export const RESTRICTED_STATE: Readonly<Record<Restriction, string>> = { NotForMA: 'MA', NotForCO: 'CO' };

/**
 * Whether an agency in `state` may order the product: not when its restriction names that state, and only in
 * its availability states when it lists any (none listed: every state). The catalogue's state filter and
 * the cart's Add to Cart ask the same.
 */
export function isAvailableInState(
  product: { restriction?: Restriction | null; availabilityStates: readonly string[] },
  state: string,
): boolean {
  if (product.restriction && RESTRICTED_STATE[product.restriction] === state) return false;
  return product.availabilityStates.length === 0 || product.availabilityStates.includes(state);
}

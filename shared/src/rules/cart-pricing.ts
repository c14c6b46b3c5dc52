import type { BusinessDate } from './business-date';
import { applyIgniteTier, type IgniteTier } from './pricing';
import { shipMethodOf } from './ship-methods';

/** A discount code's terms as stored (spec 1: apply and remove a code). Money in cents. */
export interface DiscountTerms {
  code: string;
  discountType: 'percent' | 'amount' | 'freeMailing';
  value: number;
  validFrom: BusinessDate;
  validTo: BusinessDate;
  isActive: boolean;
}

/** A code applies when it exists, is active and today (New York) is within its dates. */
export function isDiscountCodeValid(
  terms: DiscountTerms | undefined,
  today: BusinessDate,
): terms is DiscountTerms {
  return Boolean(terms?.isActive && terms.validFrom <= today && today <= terms.validTo);
}

/** What a valid code takes off: a percent of the items, an amount (never more than items and shipping), or the items. */
export function discountOfCode(terms: DiscountTerms, subTotal: number, shipping: number): number {
  switch (terms.discountType) {
    case 'percent':
      return Math.min(subTotal, Math.round((subTotal * terms.value) / 100));
    case 'amount':
      return Math.min(terms.value, subTotal + shipping);
    case 'freeMailing':
      return subTotal;
  }
}

export interface CartPricingInput {
  subTotal: number;
  /** The part of the subtotal from ignite-eligible products: the only part the incentive applies to. */
  igniteEligibleSubTotal: number;
  isShippingRequired: boolean;
  shipMethodCode: string;
  /** Ship to Multiple Contacts: each address is shipped (and priced) separately. */
  shipToCount: number;
  /** Valid codes only (isDiscountCodeValid), in the order applied. */
  discounts: readonly DiscountTerms[];
  /** The agency's ignite tier, for owner-master agencies; undefined otherwise. */
  ignite?: IgniteTier;
  additionalChargeTotal: number;
}

export interface CartPricing {
  shipping: number;
  /** The ignite (incentive) line, shown on its own (spec 1 §2). */
  incentiveDiscount: number;
  /** Discount codes and the incentive together (the cart's discountTotal). */
  discountTotal: number;
  additionalChargeTotal: number;
  total: number;
}

/**
 * The cart's order summary (spec 1 §3, §4): shipping by the ship method when something ships, the incentive
 * on the ignite-eligible items, then the discount codes on what is left; the total never falls below 0.
 */
export function priceCart(input: CartPricingInput): CartPricing {
  const addresses = Math.max(1, input.shipToCount);
  const shipping = input.isShippingRequired ? shipMethodOf(input.shipMethodCode).price * addresses : 0;
  const incentiveDiscount = input.ignite
    ? applyIgniteTier(Math.min(input.igniteEligibleSubTotal, input.subTotal), input.ignite).discountCents
    : 0;
  let itemsLeft = input.subTotal - incentiveDiscount;
  let codeDiscount = 0;
  for (const terms of input.discounts) {
    const off = Math.min(discountOfCode(terms, itemsLeft, shipping), itemsLeft + shipping - codeDiscount);
    codeDiscount += Math.max(0, off);
    itemsLeft = Math.max(0, itemsLeft - off);
  }
  const discountTotal = incentiveDiscount + codeDiscount;
  const total = Math.max(0, input.subTotal + shipping + input.additionalChargeTotal - discountTotal);
  return {
    shipping,
    incentiveDiscount,
    discountTotal,
    additionalChargeTotal: input.additionalChargeTotal,
    total,
  };
}

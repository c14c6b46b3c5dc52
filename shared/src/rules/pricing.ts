import {
  PRINT_ON_DEMAND_QUANTITY,
  PRINT_ON_DEMAND_UNIT_PRICE_CENTS,
  PROSPECT_PHONE_SURCHARGE_CENTS,
} from './constants';

/** Price = count × unit price, all in integer cents (spec 2 §9). */
export function priceForCount(count: number, unitPriceCents: number): number {
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`Count must be a whole number ≥ 0`);
  if (!Number.isInteger(unitPriceCents) || unitPriceCents < 0) {
    throw new RangeError(`Unit price must be whole cents ≥ 0`);
  }
  return count * unitPriceCents;
}

/** Prospect price = selected count × unit price. */
export function prospectPriceCents(selectedCount: number, unitPriceCents: number): number {
  return priceForCount(selectedCount, unitPriceCents);
}

/**
 * The unit price of a prospect: the letter's price, plus the phone-number charge when the prospects come
 * with phone numbers (spec 2 §2 "additional charges apply").
 */
export function prospectUnitPriceCents(letterUnitPriceCents: number, includePhoneNumber: boolean): number {
  return prospectUnitSurchargeCents(includePhoneNumber) + letterUnitPriceCents;
}

/** What a prospect with a phone number costs on top of the letter's price. */
export function prospectUnitSurchargeCents(includePhoneNumber: boolean): number {
  return includePhoneNumber ? PROSPECT_PHONE_SURCHARGE_CENTS : 0;
}

export type PrintOnDemandQuantityCheck =
  | { ok: true }
  | { ok: false; reason: 'notWholeNumber' | 'belowMinimum' | 'aboveMaximum' | 'notStepMultiple' };

/** Print on demand: 25 to 500 in steps of 25 (default 100). */
export function validatePrintOnDemandQuantity(quantity: number): PrintOnDemandQuantityCheck {
  const { min, max, step } = PRINT_ON_DEMAND_QUANTITY;
  if (!Number.isInteger(quantity)) return { ok: false, reason: 'notWholeNumber' };
  if (quantity < min) return { ok: false, reason: 'belowMinimum' };
  if (quantity > max) return { ok: false, reason: 'aboveMaximum' };
  if ((quantity - min) % step !== 0) return { ok: false, reason: 'notStepMultiple' };
  return { ok: true };
}

/** The quantities print on demand offers: 25, 50, … 500. */
export function printOnDemandQuantityOptions(): number[] {
  const { min, max, step } = PRINT_ON_DEMAND_QUANTITY;
  return Array.from({ length: (max - min) / step + 1 }, (_, index) => min + index * step);
}

/** Print on demand price: 0.25 each, truncated to cents; throws for an invalid quantity. */
export function printOnDemandPriceCents(quantity: number): number {
  const check = validatePrintOnDemandQuantity(quantity);
  if (!check.ok) throw new RangeError(`Invalid print-on-demand quantity ${quantity}: ${check.reason}`);
  return Math.trunc(quantity * PRINT_ON_DEMAND_UNIT_PRICE_CENTS);
}

/** Ignite (incentive) tiers whose mailings are free. */
export const IGNITE_FREE_TIERS = ['Advantage', 'Advantage Plus', 'Launch Plus', 'Partner Plus'] as const;
/** Ignite tiers that get a discount of reductionRate × 100 percent. */
export const IGNITE_DISCOUNT_TIERS = ['Launch', 'Partner'] as const;

export type IgniteBenefit = { kind: 'free' } | { kind: 'discount'; percent: number } | { kind: 'none' };

export interface IgniteTier {
  subTier: string | null | undefined;
  /** A fraction: 0.15 means 15 percent. */
  reductionRate: number | null | undefined;
}

/** Tier names compare without case or spaces ('AdvantagePlus' = 'Advantage Plus'). */
function tierKey(name: string): string {
  return name.replace(/\s+/g, '').toLowerCase();
}

function clampRate(rate: number | null | undefined): number {
  if (typeof rate !== 'number' || !Number.isFinite(rate)) return 0;
  return Math.min(1, Math.max(0, rate));
}

export function igniteBenefit({ subTier, reductionRate }: IgniteTier): IgniteBenefit {
  if (!subTier) return { kind: 'none' };
  const key = tierKey(subTier);
  if (IGNITE_FREE_TIERS.some((tier) => tierKey(tier) === key)) return { kind: 'free' };
  if (IGNITE_DISCOUNT_TIERS.some((tier) => tierKey(tier) === key)) {
    // Rounded to avoid 0.07 × 100 = 7.000000000000001.
    return { kind: 'discount', percent: Math.round(clampRate(reductionRate) * 10_000) / 100 };
  }
  return { kind: 'none' };
}

/**
 * The tier that prices the cart, given what is left of it: a free-mailing tier counts its free mailings
 * (`remaining`) and stops at 0; a discount tier applies to every order.
 */
export function igniteTierInEffect(details: IgniteTier & { remaining: number }): IgniteTier | undefined {
  const benefit = igniteBenefit(details);
  if (benefit.kind === 'none') return undefined;
  if (benefit.kind === 'free' && !(details.remaining > 0)) return undefined;
  return { subTier: details.subTier, reductionRate: details.reductionRate };
}

export interface IgniteResult {
  discountCents: number;
  totalCents: number;
  isFree: boolean;
}

/**
 * Applies the agency's ignite tier to a subtotal: free tiers discount everything; Launch and Partner
 * take reductionRate × subtotal, rounded half up to the cent; other or missing tiers change nothing.
 */
export function applyIgniteTier(subtotalCents: number, tier: IgniteTier): IgniteResult {
  if (!Number.isInteger(subtotalCents) || subtotalCents < 0) {
    throw new RangeError(`Subtotal must be whole cents ≥ 0`);
  }
  const benefit = igniteBenefit(tier);
  if (benefit.kind === 'free') return { discountCents: subtotalCents, totalCents: 0, isFree: true };
  if (benefit.kind === 'none') return { discountCents: 0, totalCents: subtotalCents, isFree: false };
  // percent has at most two decimals, so percent × 100 is an integer in basis points.
  const basisPoints = Math.round(benefit.percent * 100);
  const discountCents = Math.min(subtotalCents, Math.floor((subtotalCents * basisPoints + 5000) / 10_000));
  return { discountCents, totalCents: subtotalCents - discountCents, isFree: false };
}

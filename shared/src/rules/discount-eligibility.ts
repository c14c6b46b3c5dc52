import type { BusinessDate } from './business-date';
import { type DiscountTerms, isDiscountCodeValid } from './cart-pricing';
import { DISCOUNT_CODES_PER_CART } from './constants';
import { type IgniteTier, igniteBenefit, igniteTierInEffect } from './pricing';

/** A discount code with who may use it and how often (money in cents). */
export interface DiscountCodeTerms extends DiscountTerms {
  /** Set on an incentive (Ignite) code: only an agency holding that tier may use it. */
  igniteTier?: string;
  /** Placed orders the code may be used on, all agencies together; none: no cap. */
  maxUses?: number;
  /** Placed orders one agency may use the code on; none: no cap. */
  maxUsesPerAgency?: number;
  timesUsed: number;
}

/** The incentive an owner-master agency holds, as its ignite details say. */
export interface AgencyIncentive {
  igniteStatus: string;
  subTier?: string | null;
  reductionRate?: number | null;
  /** Free mailings left on a free-mailing tier. */
  remaining: number;
}

export interface DiscountEligibilityInput {
  terms: DiscountCodeTerms | undefined;
  today: BusinessDate;
  /** The agency's incentive when it is an owner master; undefined for any other agency. */
  incentive?: AgencyIncentive;
  /** Placed orders of this agency that used the code. */
  agencyUses: number;
}

/**
 * What a code does for this agency today: a plain discount, the agency's incentive (an Ignite code of the
 * tier the agency holds, while a benefit remains), or nothing. Unknown, expired, capped and another tier's
 * codes are all just `invalid`, so a guess learns nothing about which codes exist.
 */
export type DiscountEligibility =
  | { kind: 'discount'; terms: DiscountCodeTerms }
  | { kind: 'incentive'; terms: DiscountCodeTerms; tier: IgniteTier }
  | { kind: 'invalid' };

const tierKey = (name: string) => name.replace(/\s+/g, '').toLowerCase();

export function discountEligibility(input: DiscountEligibilityInput): DiscountEligibility {
  const { terms, incentive } = input;
  if (!isDiscountCodeValid(terms, input.today)) return { kind: 'invalid' };
  if (terms.maxUses !== undefined && terms.timesUsed >= terms.maxUses) return { kind: 'invalid' };
  if (terms.maxUsesPerAgency !== undefined && input.agencyUses >= terms.maxUsesPerAgency)
    return { kind: 'invalid' };
  if (!terms.igniteTier) return { kind: 'discount', terms };
  if (!incentive || tierKey(incentive.igniteStatus) !== tierKey(terms.igniteTier)) return { kind: 'invalid' };
  const tier = igniteTierInEffect({
    subTier: incentive.subTier ?? incentive.igniteStatus,
    reductionRate: incentive.reductionRate,
    remaining: incentive.remaining,
  });
  return tier ? { kind: 'incentive', terms, tier } : { kind: 'invalid' };
}

export type CodeOnCartCheck = { ok: true } | { ok: false; reason: 'alreadyApplied' | 'oneCodePerCart' };

/**
 * A cart takes one code: the same code again changes nothing, another one is refused until it is removed.
 * `codesOnCart` are the codes that still apply (one that stopped applying is replaced).
 */
export function checkCodeOnCart(codesOnCart: readonly string[], code: string): CodeOnCartCheck {
  if (codesOnCart.some((onCart) => onCart.toLowerCase() === code.toLowerCase()))
    return { ok: false, reason: 'alreadyApplied' };
  if (codesOnCart.length >= DISCOUNT_CODES_PER_CART) return { ok: false, reason: 'oneCodePerCart' };
  return { ok: true };
}

/** The limited benefits a placed order uses up, each counted once in the order's own write. */
export interface BenefitUse {
  /** A free mailing of the agency's incentive (free-mailing tiers count them down). */
  freeMailing: boolean;
  /** The incentive was used at all (its usage counter). */
  incentive: boolean;
  /** The code used, with its caps, when the order used one. */
  code?: { code: string; maxUses?: number; maxUsesPerAgency?: number };
}

/** What placing an order with this pricing uses up. */
export function benefitUse(
  eligibility: DiscountEligibility,
  pricing: { incentiveDiscount: number; discountTotal: number },
): BenefitUse {
  if (eligibility.kind === 'invalid') return { freeMailing: false, incentive: false };
  const code = {
    code: eligibility.terms.code,
    maxUses: eligibility.terms.maxUses,
    maxUsesPerAgency: eligibility.terms.maxUsesPerAgency,
  };
  if (eligibility.kind === 'discount') return { freeMailing: false, incentive: false, code };
  const used = pricing.incentiveDiscount > 0;
  return { freeMailing: used && igniteBenefit(eligibility.tier).kind === 'free', incentive: used, code };
}

import { describe, expect, it } from 'vitest';
import type { BusinessDate } from './business-date';
import {
  benefitUse,
  checkCodeOnCart,
  type DiscountCodeTerms,
  discountEligibility,
} from './discount-eligibility';

const today = '2026-06-15' as BusinessDate;
const plain: DiscountCodeTerms = {
  code: 'TAKE10',
  discountType: 'percent',
  value: 10,
  validFrom: '2026-01-01' as BusinessDate,
  validTo: '2026-12-31' as BusinessDate,
  isActive: true,
  timesUsed: 0,
};
const advantage: DiscountCodeTerms = {
  ...plain,
  code: 'IGNITE-ADV',
  discountType: 'freeMailing',
  igniteTier: 'Advantage',
};
const launch: DiscountCodeTerms = { ...plain, code: 'IGNITE-LAUNCH', igniteTier: 'Launch' };
const holdsAdvantage = { igniteStatus: 'Advantage', remaining: 2 };

describe('discountEligibility', () => {
  it('lets any agency use a plain code within its dates', () => {
    expect(discountEligibility({ terms: plain, today, agencyUses: 0 })).toEqual({
      kind: 'discount',
      terms: plain,
    });
  });

  it.each([
    ['unknown', undefined],
    ['inactive', { ...plain, isActive: false }],
    ['not yet valid', { ...plain, validFrom: '2026-07-01' as BusinessDate }],
    ['expired', { ...plain, validTo: '2026-06-14' as BusinessDate }],
    ['used up', { ...plain, maxUses: 5, timesUsed: 5 }],
  ])('answers an %s code with invalid alone', (_, terms) => {
    expect(discountEligibility({ terms, today, agencyUses: 0 })).toEqual({ kind: 'invalid' });
  });

  it('caps the uses of one agency', () => {
    const capped = { ...plain, maxUsesPerAgency: 1 };
    expect(discountEligibility({ terms: capped, today, agencyUses: 0 }).kind).toBe('discount');
    expect(discountEligibility({ terms: capped, today, agencyUses: 1 }).kind).toBe('invalid');
  });

  it('gives an incentive code to the agency holding its tier while a free mailing remains', () => {
    expect(
      discountEligibility({ terms: advantage, today, incentive: holdsAdvantage, agencyUses: 0 }),
    ).toEqual({
      kind: 'incentive',
      terms: advantage,
      tier: { subTier: 'Advantage', reductionRate: undefined },
    });
    expect(
      discountEligibility({
        terms: advantage,
        today,
        incentive: { ...holdsAdvantage, remaining: 0 },
        agencyUses: 0,
      }).kind,
    ).toBe('invalid');
  });

  it('refuses an incentive code to another tier and to an agency with no incentive', () => {
    const partner = { igniteStatus: 'Partner', reductionRate: 0.25, remaining: 0 };
    expect(discountEligibility({ terms: advantage, today, incentive: partner, agencyUses: 0 }).kind).toBe(
      'invalid',
    );
    expect(discountEligibility({ terms: advantage, today, agencyUses: 0 }).kind).toBe('invalid');
  });

  it('keeps a discount tier in effect with nothing remaining (it counts no mailings)', () => {
    const holdsLaunch = { igniteStatus: 'Launch', reductionRate: 0.15, remaining: 0 };
    expect(
      discountEligibility({ terms: launch, today, incentive: holdsLaunch, agencyUses: 0 }),
    ).toMatchObject({
      kind: 'incentive',
      tier: { subTier: 'Launch', reductionRate: 0.15 },
    });
  });
});

describe('checkCodeOnCart', () => {
  it('takes one code a cart; the same code again is already there', () => {
    expect(checkCodeOnCart([], 'TAKE10')).toEqual({ ok: true });
    expect(checkCodeOnCart(['TAKE10'], 'take10')).toEqual({ ok: false, reason: 'alreadyApplied' });
    expect(checkCodeOnCart(['TAKE10'], 'IGNITE-ADV')).toEqual({ ok: false, reason: 'oneCodePerCart' });
  });
});

describe('benefitUse', () => {
  it('counts a free mailing only when a free tier priced the order', () => {
    const eligibility = discountEligibility({
      terms: advantage,
      today,
      incentive: holdsAdvantage,
      agencyUses: 0,
    });
    expect(benefitUse(eligibility, { incentiveDiscount: 500, discountTotal: 500 })).toMatchObject({
      freeMailing: true,
      incentive: true,
      code: { code: 'IGNITE-ADV' },
    });
    expect(benefitUse(eligibility, { incentiveDiscount: 0, discountTotal: 0 })).toMatchObject({
      freeMailing: false,
      incentive: false,
    });
  });

  it('counts the code of a plain discount and no incentive; nothing for an invalid code', () => {
    const eligibility = discountEligibility({ terms: { ...plain, maxUses: 3 }, today, agencyUses: 0 });
    expect(benefitUse(eligibility, { incentiveDiscount: 0, discountTotal: 100 })).toEqual({
      freeMailing: false,
      incentive: false,
      code: { code: 'TAKE10', maxUses: 3, maxUsesPerAgency: undefined },
    });
    expect(benefitUse({ kind: 'invalid' }, { incentiveDiscount: 0, discountTotal: 0 })).toEqual({
      freeMailing: false,
      incentive: false,
    });
  });
});

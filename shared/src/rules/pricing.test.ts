import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyIgniteTier,
  igniteBenefit,
  igniteTierInEffect,
  priceForCount,
  printOnDemandPriceCents,
  printOnDemandQuantityOptions,
  prospectPriceCents,
  validatePrintOnDemandQuantity,
} from './pricing';

describe('price = count × unit price', () => {
  it('multiplies whole cents', () => {
    expect(priceForCount(100, 76)).toBe(7600);
    expect(prospectPriceCents(250, 55)).toBe(13750);
    expect(priceForCount(0, 76)).toBe(0);
  });

  it('rejects fractions and negatives', () => {
    expect(() => priceForCount(1.5, 76)).toThrow(RangeError);
    expect(() => priceForCount(-1, 76)).toThrow(RangeError);
    expect(() => priceForCount(1, 75.5)).toThrow(RangeError);
  });
});

describe('print on demand', () => {
  it('accepts 25 to 500 in steps of 25', () => {
    expect(validatePrintOnDemandQuantity(100)).toEqual({ ok: true });
    expect(validatePrintOnDemandQuantity(25)).toEqual({ ok: true });
    expect(validatePrintOnDemandQuantity(500)).toEqual({ ok: true });
    expect(validatePrintOnDemandQuantity(0)).toEqual({ ok: false, reason: 'belowMinimum' });
    expect(validatePrintOnDemandQuantity(525)).toEqual({ ok: false, reason: 'aboveMaximum' });
    expect(validatePrintOnDemandQuantity(110)).toEqual({ ok: false, reason: 'notStepMultiple' });
    expect(validatePrintOnDemandQuantity(25.5)).toEqual({ ok: false, reason: 'notWholeNumber' });
  });

  it('offers 25 to 500 in steps of 25, every one valid', () => {
    const options = printOnDemandQuantityOptions();
    expect(options).toHaveLength(20);
    expect(options[0]).toBe(25);
    expect(options.at(-1)).toBe(500);
    expect(options).toContain(100);
    for (const quantity of options) expect(validatePrintOnDemandQuantity(quantity).ok).toBe(true);
  });

  it('prices 0.25 each', () => {
    expect(printOnDemandPriceCents(100)).toBe(2500);
    expect(printOnDemandPriceCents(25)).toBe(625);
    expect(() => printOnDemandPriceCents(30)).toThrow(RangeError);
  });

  it('property: every valid quantity costs quantity × 25 cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), (steps) => {
        const quantity = steps * 25;
        expect(validatePrintOnDemandQuantity(quantity).ok).toBe(true);
        expect(printOnDemandPriceCents(quantity)).toBe(quantity * 25);
      }),
    );
  });
});

describe('ignite tiers', () => {
  it('makes mailings free for Advantage, Advantage Plus, Launch Plus and Partner Plus', () => {
    for (const subTier of ['Advantage', 'Advantage Plus', 'Launch Plus', 'Partner Plus', 'partnerplus']) {
      expect(applyIgniteTier(7600, { subTier, reductionRate: 0.2 })).toEqual({
        discountCents: 7600,
        totalCents: 0,
        isFree: true,
      });
    }
  });

  it('gives Launch and Partner a discount of reductionRate × 100 percent', () => {
    expect(igniteBenefit({ subTier: 'Launch', reductionRate: 0.15 })).toEqual({
      kind: 'discount',
      percent: 15,
    });
    expect(igniteBenefit({ subTier: 'Partner', reductionRate: 0.07 })).toEqual({
      kind: 'discount',
      percent: 7,
    });
    expect(applyIgniteTier(7600, { subTier: 'Launch', reductionRate: 0.15 })).toEqual({
      discountCents: 1140,
      totalCents: 6460,
      isFree: false,
    });
    // 15% of 333 cents = 49.95 → 50.
    expect(applyIgniteTier(333, { subTier: 'Partner', reductionRate: 0.15 }).discountCents).toBe(50);
  });

  it('changes nothing for other or missing tiers', () => {
    expect(applyIgniteTier(7600, { subTier: undefined, reductionRate: 0.5 })).toEqual({
      discountCents: 0,
      totalCents: 7600,
      isFree: false,
    });
    expect(applyIgniteTier(7600, { subTier: 'Gold', reductionRate: 0.5 }).discountCents).toBe(0);
    expect(applyIgniteTier(7600, { subTier: 'Launch', reductionRate: null }).discountCents).toBe(0);
  });

  it('property: discount + total = subtotal, discount within 0..subtotal', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.constantFrom('Launch', 'Partner', 'Advantage', 'Other', undefined),
        fc.double({ min: -1, max: 2, noNaN: true }),
        (subtotal, subTier, reductionRate) => {
          const result = applyIgniteTier(subtotal, { subTier, reductionRate });
          expect(result.discountCents + result.totalCents).toBe(subtotal);
          expect(result.discountCents).toBeGreaterThanOrEqual(0);
          expect(result.discountCents).toBeLessThanOrEqual(subtotal);
          expect(Number.isInteger(result.discountCents)).toBe(true);
        },
      ),
    );
  });
});

describe('igniteTierInEffect', () => {
  it('applies a free-mailing tier while free mailings remain, and a discount tier always', () => {
    expect(igniteTierInEffect({ subTier: 'Advantage', reductionRate: 0, remaining: 2 })).toEqual({
      subTier: 'Advantage',
      reductionRate: 0,
    });
    expect(igniteTierInEffect({ subTier: 'Advantage', reductionRate: 0, remaining: 0 })).toBeUndefined();
    expect(igniteTierInEffect({ subTier: 'Launch', reductionRate: 0.1, remaining: 0 })).toEqual({
      subTier: 'Launch',
      reductionRate: 0.1,
    });
    expect(igniteTierInEffect({ subTier: 'Bronze', reductionRate: 0.5, remaining: 9 })).toBeUndefined();
  });
});

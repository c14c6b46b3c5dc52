import { describe, expect, it } from 'vitest';
import { type DiscountTerms, discountOfCode, isDiscountCodeValid, priceCart } from './cart-pricing';

const code = (overrides: Partial<DiscountTerms> = {}): DiscountTerms => ({
  code: 'WELCOME10',
  discountType: 'percent',
  value: 10,
  validFrom: '2026-01-01',
  validTo: '2026-12-31',
  isActive: true,
  ...overrides,
});
const base = {
  subTotal: 10_000,
  igniteEligibleSubTotal: 10_000,
  isShippingRequired: true,
  shipMethodCode: 'GROUND',
  shipToCount: 1,
  discounts: [],
  additionalChargeTotal: 0,
};

describe('isDiscountCodeValid', () => {
  it('needs an active code within its dates', () => {
    expect(isDiscountCodeValid(code(), '2026-11-22')).toBe(true);
    expect(isDiscountCodeValid(code(), '2027-01-01')).toBe(false);
    expect(isDiscountCodeValid(code({ isActive: false }), '2026-11-22')).toBe(false);
    expect(isDiscountCodeValid(undefined, '2026-11-22')).toBe(false);
  });
});

describe('discountOfCode', () => {
  it('takes a percent of the items, an amount up to items and shipping, or the items', () => {
    expect(discountOfCode(code(), 12_345, 995)).toBe(1235);
    expect(discountOfCode(code({ discountType: 'amount', value: 500 }), 300, 995)).toBe(500);
    expect(discountOfCode(code({ discountType: 'amount', value: 5000 }), 300, 995)).toBe(1295);
    expect(discountOfCode(code({ discountType: 'freeMailing', value: 0 }), 4200, 995)).toBe(4200);
  });
});

describe('priceCart', () => {
  it('charges the ship method per address, only when something ships', () => {
    expect(priceCart({ ...base, shipMethodCode: 'TWO_DAY' })).toMatchObject({ shipping: 995, total: 10_995 });
    expect(priceCart({ ...base, shipMethodCode: 'TWO_DAY', shipToCount: 3 }).shipping).toBe(2985);
    expect(priceCart({ ...base, shipMethodCode: 'TWO_DAY', isShippingRequired: false }).shipping).toBe(0);
    expect(priceCart({ ...base, shipMethodCode: 'NOPE' }).shipping).toBe(0);
  });

  it('applies the incentive on the items first, then the codes on what is left', () => {
    const priced = priceCart({
      ...base,
      ignite: { subTier: 'Launch', reductionRate: 0.2 },
      discounts: [code()],
    });
    expect(priced.incentiveDiscount).toBe(2000);
    expect(priced.discountTotal).toBe(2000 + 800);
    expect(priced.total).toBe(10_000 - 2800);
  });

  it('applies the incentive to ignite-eligible items only', () => {
    const priced = priceCart({
      ...base,
      igniteEligibleSubTotal: 4000,
      ignite: { subTier: 'Advantage', reductionRate: 0 },
    });
    expect(priced).toMatchObject({ incentiveDiscount: 4000, total: 6000 });
  });

  it('makes free-tier mailings free and never goes below zero', () => {
    const free = priceCart({
      ...base,
      ignite: { subTier: 'Advantage', reductionRate: 0 },
      shipMethodCode: 'OVERNIGHT',
    });
    expect(free).toMatchObject({ incentiveDiscount: 10_000, shipping: 1495, total: 1495 });
    const big = priceCart({ ...base, discounts: [code({ discountType: 'amount', value: 99_999 })] });
    expect(big.total).toBe(0);
  });
});

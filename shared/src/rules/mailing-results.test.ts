import { describe, expect, it } from 'vitest';
import { formatReturn, mailingResults, totalResults } from './mailing-results';

describe('mailingResults', () => {
  it('divides to the cent, half up, and says the return in tenths of a percent', () => {
    const results = mailingResults({
      piecesMailed: 1000,
      responses: 3,
      newPolicies: 7,
      writtenPremiumCents: 1_234_567,
      costCents: 65_000,
    });
    // 65,000 / 3 = 21,666.67 → 21,667; 65,000 / 7 = 9,285.71 → 9,286.
    expect(results.costPerResponseCents).toBe(21_667);
    expect(results.costPerPolicyCents).toBe(9_286);
    // (1,234,567 − 65,000) / 65,000 = 17.993338… → 1799.3%.
    expect(results.returnPermille).toBe(17_993);
    expect(formatReturn(results.returnPermille!)).toBe('1799.3%');
  });

  it('rounds an exact half up and keeps a loss negative', () => {
    expect(
      mailingResults({ piecesMailed: 1, responses: 2, newPolicies: 0, writtenPremiumCents: 0, costCents: 5 }),
    ).toMatchObject({
      costPerResponseCents: 3,
      costPerPolicyCents: null,
      returnPermille: -1000,
    });
    expect(formatReturn(-1000)).toBe('-100.0%');
    expect(
      mailingResults({ piecesMailed: 0, responses: 0, newPolicies: 0, writtenPremiumCents: 0, costCents: 0 }),
    ).toMatchObject({
      costPerResponseCents: null,
      returnPermille: null,
    });
  });

  it('takes a campaign’s ratios from its totals, not from its drops’ ratios', () => {
    const drops = [
      { piecesMailed: 500, responses: 1, newPolicies: 1, writtenPremiumCents: 100_000, costCents: 32_501 },
      { piecesMailed: 500, responses: 2, newPolicies: 0, writtenPremiumCents: 0, costCents: 32_500 },
    ];
    expect(totalResults(drops)).toEqual({
      piecesMailed: 1000,
      responses: 3,
      newPolicies: 1,
      writtenPremiumCents: 100_000,
      costCents: 65_001,
      costPerResponseCents: 21_667,
      costPerPolicyCents: 65_001,
      returnPermille: 538,
    });
  });
});

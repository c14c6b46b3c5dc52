import { describe, expect, it } from 'vitest';
import { centsToDollars, dollarsToCents } from './money-input';

describe('money input', () => {
  it('reads dollars and cents typed by staff as integer cents', () => {
    expect(dollarsToCents('12.5')).toBe(1250);
    expect(dollarsToCents('$1,250.09')).toBe(125009);
    expect(dollarsToCents(' 0.76 ')).toBe(76);
    expect(dollarsToCents('7')).toBe(700);
  });

  it('refuses what is not an amount: no fractions of a cent, no negatives, no words', () => {
    for (const text of ['', '12.505', '-3', 'ten', '1.2.3', '.5'])
      expect(dollarsToCents(text)).toBeUndefined();
  });

  it('shows cents back as dollars with two decimals, the round trip keeping the value', () => {
    expect(centsToDollars(1250)).toBe('12.50');
    expect(dollarsToCents(centsToDollars(199_999))).toBe(199_999);
  });
});

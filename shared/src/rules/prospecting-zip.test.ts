import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canCheckAvailability,
  canContinueFromZipStep,
  clampProspectQuantity,
  includesPhoneNumber,
  parseZipCodes,
  prospectTargetCount,
} from './prospecting-zip';

const available = { withPhone: 120, withoutPhone: 400 };

describe('prospecting ZIP step', () => {
  it('reads comma-separated ZIP codes', () => {
    expect(parseZipCodes(' 98101, 98102,,98101 ')).toEqual(['98101', '98102']);
    expect(parseZipCodes('')).toEqual([]);
    expect(canCheckAvailability(parseZipCodes(' , '))).toBe(false);
    expect(canCheckAvailability(['98101'])).toBe(true);
  });

  it('clamps the quantity to the available count and ignores non-numeric input', () => {
    expect(clampProspectQuantity('150', 120, 10)).toBe(120);
    expect(clampProspectQuantity('50', 120, 10)).toBe(50);
    expect(clampProspectQuantity('abc', 120, 10)).toBe(10);
    expect(clampProspectQuantity('-5', 120, 10)).toBe(10);
  });

  it('keeps any typed quantity within 0..available', () => {
    fc.assert(
      fc.property(fc.string(), fc.nat(10_000), fc.nat(10_000), (input, max, previous) => {
        const quantity = clampProspectQuantity(input, max, previous);
        expect(quantity === previous || (quantity >= 0 && quantity <= max)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.nat(100_000), fc.nat(10_000), (typed, max) => {
        expect(clampProspectQuantity(String(typed), max, 0)).toBe(Math.min(typed, max));
      }),
    );
  });

  it('takes the target count of the chosen option', () => {
    const chosen = { withPhone: 50, withoutPhone: 900 };
    expect(prospectTargetCount('withPhoneAll', available, chosen)).toBe(120);
    expect(prospectTargetCount('withPhoneQuantity', available, chosen)).toBe(50);
    expect(prospectTargetCount('withoutPhoneAll', available, chosen)).toBe(400);
    expect(prospectTargetCount('withoutPhoneQuantity', available, chosen)).toBe(400);
    expect(includesPhoneNumber('withPhoneQuantity')).toBe(true);
    expect(includesPhoneNumber('withoutPhoneAll')).toBe(false);
  });

  it('enables Next only with a target count above 0', () => {
    expect(canContinueFromZipStep('withPhoneAll', 0)).toBe(false);
    expect(canContinueFromZipStep('withPhoneAll', 1)).toBe(true);
    expect(canContinueFromZipStep(undefined, 5)).toBe(false);
  });
});

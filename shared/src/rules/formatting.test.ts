import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatDate,
  formatPhone,
  formatShipping,
  formatStatCode,
  formatUsd,
  upperCased,
} from './formatting';

describe('stat code', () => {
  it('formats 2-2-rest, with OM - for an owner master', () => {
    expect(formatStatCode('1234567')).toBe('12-34-567');
    expect(formatStatCode('1234567', true)).toBe('OM - 12-34-567');
    expect(formatStatCode('12-34-567')).toBe('12-34-567');
    expect(formatStatCode('123')).toBe('12-3');
    expect(formatStatCode('', true)).toBe('');
  });
});

describe('phone', () => {
  it('formats 3-3-4 digits', () => {
    expect(formatPhone('5551234567')).toBe('555-123-4567');
    expect(formatPhone('(555) 123-4567')).toBe('555-123-4567');
  });

  it('formats partial input progressively', () => {
    expect(formatPhone('5')).toBe('5');
    expect(formatPhone('555')).toBe('555');
    expect(formatPhone('5551')).toBe('555-1');
    expect(formatPhone('555123')).toBe('555-123');
    expect(formatPhone('5551234')).toBe('555-123-4');
    expect(formatPhone('555123456789')).toBe('555-123-4567');
    expect(formatPhone(null)).toBe('');
  });

  it('property: formatting is idempotent and keeps the first 10 digits', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const once = formatPhone(input);
        expect(formatPhone(once)).toBe(once);
        expect(once.replace(/-/g, '')).toBe(input.replace(/\D/g, '').slice(0, 10));
      }),
    );
  });
});

describe('money and dates', () => {
  it('formats cents as USD en-US', () => {
    expect(formatUsd(123450)).toBe('$1,234.50');
    expect(formatUsd(76)).toBe('$0.76');
    expect(formatUsd(0)).toBe('$0.00');
  });

  it('property: money and counts read as Intl formats them for en-US', () => {
    const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer(),
          fc.integer({ min: -2e6, max: 2e6 }).map((n) => n + 0.5),
        ),
        (cents) => {
          expect(formatUsd(cents)).toBe(usd.format(cents / 100));
          expect(formatCount(Math.trunc(cents))).toBe(Math.trunc(cents).toLocaleString('en-US'));
        },
      ),
      { numRuns: 2000 },
    );
    expect(formatCount(Number.MAX_SAFE_INTEGER)).toBe(Number.MAX_SAFE_INTEGER.toLocaleString('en-US'));
    expect(formatCount(2.25)).toBe('2.25');
    expect(formatCount(0)).toBe('0');
    // The texts' catalogue renders placeholders where counts go.
    expect(formatCount('{count}')).toBe('{count}');
    expect(formatUsd(-123450)).toBe('-$1,234.50');
  });

  it('shows shipping of 0 as Free', () => {
    expect(formatShipping(0)).toBe('Free');
    expect(formatShipping(995)).toBe('$9.95');
  });

  it('formats MM/DD/YYYY', () => {
    expect(formatDate('2024-03-05')).toBe('03/05/2024');
    // 02:00 UTC on 5 March is 4 March in New York.
    expect(formatDate('2024-03-05T02:00:00Z')).toBe('03/04/2024');
    expect(formatDate('2024-03-05T15:00:00.000Z')).toBe('03/05/2024');
    expect(formatDate('nonsense')).toBe('');
    expect(formatDate(undefined)).toBe('');
  });
});

describe('upper case', () => {
  it('is what toUpperCase gives, for any text', () => {
    expect(upperCased('il')).toBe('IL');
    expect(upperCased('IL')).toBe('IL');
    expect(upperCased('straße')).toBe('STRASSE');
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => upperCased(text) === text.toUpperCase()),
    );
    fc.assert(fc.property(fc.string(), (text) => upperCased(text) === text.toUpperCase()));
  });
});

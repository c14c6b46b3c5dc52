import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPostalHoliday, postalHolidaysOf } from './postal-holidays';

describe('postal holidays (the drop calendar)', () => {
  it('lists the eleven federal holidays as observed in 2026', () => {
    expect(postalHolidaysOf(2026)).toEqual([
      '2026-01-01',
      '2026-01-19',
      '2026-02-16',
      '2026-05-25',
      '2026-06-19',
      '2026-07-03', // 4 July is a Saturday: observed the Friday before
      '2026-09-07',
      '2026-10-12',
      '2026-11-11',
      '2026-11-26',
      '2026-12-25',
    ]);
  });

  it('moves a Sunday holiday to the Monday after', () => {
    // Christmas 2022 and New Year's Day 2023 were Sundays.
    expect(isPostalHoliday('2022-12-26')).toBe(true);
    expect(isPostalHoliday('2023-01-02')).toBe(true);
    expect(isPostalHoliday('2022-12-25')).toBe(false);
  });

  it("observes a Saturday New Year's Day on 31 December of the year before", () => {
    expect(isPostalHoliday('2027-12-31')).toBe(true);
    expect(postalHolidaysOf(2028)[0]).toBe('2027-12-31');
  });

  it('is never a weekend and counts eleven days a year', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1990, max: 2100 }), (year) => {
        const days = postalHolidaysOf(year);
        expect(new Set(days).size).toBe(11);
        for (const day of days) {
          const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
          expect(weekday).toBeGreaterThanOrEqual(1);
          expect(weekday).toBeLessThanOrEqual(5);
          expect(isPostalHoliday(day)).toBe(true);
        }
      }),
    );
  });

  it('is not a holiday on an ordinary working day', () => {
    expect(isPostalHoliday('2026-11-27')).toBe(false);
    expect(isPostalHoliday('2026-07-06')).toBe(false);
  });
});

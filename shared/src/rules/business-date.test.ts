import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  businessToday,
  calendarDateOf,
  fromBusinessDay,
  isBusinessDate,
  isDropCalendarDay,
  nextBusinessDay,
  toBusinessDay,
} from './business-date';

describe('business dates (America/New_York)', () => {
  it('takes the calendar day in New York, not in UTC', () => {
    // 03:00 UTC on March 5 is still 22:00 on March 4 in New York.
    expect(businessToday(new Date('2024-03-05T03:00:00Z'))).toBe('2024-03-04');
    expect(businessToday(new Date('2024-03-05T05:00:00Z'))).toBe('2024-03-05');
    // Summer time (UTC-4).
    expect(businessToday(new Date('2024-07-01T03:59:00Z'))).toBe('2024-06-30');
    expect(businessToday(new Date('2024-07-01T04:00:00Z'))).toBe('2024-07-01');
  });

  it('property: the day is the one date-fns gives in New York, for any instant from 1970 to 2100', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Date.UTC(2100, 0, 1) }), (ms) => {
        expect(businessToday(new Date(ms))).toBe(format(new TZDate(ms, 'America/New_York'), 'yyyy-MM-dd'));
      }),
      { numRuns: 2000 },
    );
  });

  it('accepts only real YYYY-MM-DD calendar days', () => {
    expect(isBusinessDate('2024-02-29')).toBe(true);
    expect(isBusinessDate('2023-02-29')).toBe(false);
    expect(isBusinessDate('2024-02-30')).toBe(false);
    expect(isBusinessDate('2024-3-5')).toBe(false);
    expect(isBusinessDate('2024-03-05T00:00:00Z')).toBe(false);
    expect(isBusinessDate(20240305)).toBe(false);
    expect(() => toBusinessDay('nope')).toThrow(RangeError);
  });

  it('round-trips a business date, across the DST change', () => {
    expect(fromBusinessDay(toBusinessDay('2024-03-10'))).toBe('2024-03-10');
    expect(fromBusinessDay(toBusinessDay('2024-11-03'))).toBe('2024-11-03');
  });

  it('moves a weekend day to the following Monday', () => {
    expect(fromBusinessDay(nextBusinessDay(toBusinessDay('2024-03-09')))).toBe('2024-03-11');
    expect(fromBusinessDay(nextBusinessDay(toBusinessDay('2024-03-10')))).toBe('2024-03-11');
    expect(fromBusinessDay(nextBusinessDay(toBusinessDay('2024-03-08')))).toBe('2024-03-08');
  });

  it('moves past a postal holiday, also after a weekend', () => {
    // Thanksgiving 2026 is Thursday 26 November; Labor Day 2026 Monday 7 September.
    expect(fromBusinessDay(nextBusinessDay(toBusinessDay('2026-11-26')))).toBe('2026-11-27');
    expect(fromBusinessDay(nextBusinessDay(toBusinessDay('2026-09-05')))).toBe('2026-09-08');
    expect(isDropCalendarDay(toBusinessDay('2026-09-07'))).toBe(false);
    expect(isDropCalendarDay(toBusinessDay('2026-09-08'))).toBe(true);
  });

  it('reads a picked local date by its own calendar fields', () => {
    expect(calendarDateOf(new Date(2024, 2, 5))).toBe('2024-03-05');
  });
});

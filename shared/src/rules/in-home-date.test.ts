import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { businessToday, isDropCalendarDay, toBusinessDay } from './business-date';
import { IN_HOME_WINDOW_BUSINESS_DAYS } from './constants';
import { dropDateWindow, isDropDateDisabled } from './drop-date-window';
import {
  addDropCalendarDays,
  arriveByRange,
  earliestArriveBy,
  inHomeWindowOf,
  inHomeWindowText,
  latestDropDateFor,
  planArriveBy,
} from './in-home-date';
import { isPostalHoliday } from './postal-holidays';

// Monday 2 November 2026, 10:00 in New York: the window runs 4 November 2026 to 2 March 2027.
const now = new Date('2026-11-02T15:00:00Z');

const instant = fc.date({
  min: new Date('2000-01-01T00:00:00Z'),
  max: new Date('2090-12-31T00:00:00Z'),
  noInvalidDate: true,
});

// The oracle walks calendar days in UTC (fast, and independent of the rule's own stepping).
const daysAfter = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const isWeekendDay = (date: string) => [0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay());
const isDropDay = (date: string) => !isWeekendDay(date) && !isPostalHoliday(date);

/** Days of the drop calendar after `from` up to and including `to`. */
function dropCalendarDaysBetween(from: string, to: string): number {
  let count = 0;
  for (let day = daysAfter(from, 1); day <= to; day = daysAfter(day, 1)) {
    if (isDropDay(day)) count += 1;
  }
  return count;
}

describe('in-home window of a drop', () => {
  it('runs from the 3rd to the 10th business day after the drop date', () => {
    // Monday 9 November 2026: Veterans Day (Wednesday 11) and Thanksgiving (Thursday 26) are skipped.
    expect(inHomeWindowOf('2026-11-09')).toEqual({ first: '2026-11-13', last: '2026-11-24' });
    expect(inHomeWindowOf('2026-11-16')).toEqual({ first: '2026-11-19', last: '2026-12-01' });
  });

  it('counts across the year end and its holidays', () => {
    // Christmas (Friday 25 December 2026) and New Year's Day (Friday 1 January 2027) are not counted.
    expect(inHomeWindowOf('2026-12-21')).toEqual({ first: '2026-12-24', last: '2027-01-06' });
  });

  it('property: both ends are days of the drop calendar, 3 and 10 business days after the drop', () => {
    fc.assert(
      fc.property(instant, (at) => {
        const drop = businessToday(at);
        const { first, last } = inHomeWindowOf(drop);
        for (const end of [first, last]) {
          const day = toBusinessDay(end);
          expect(isDropCalendarDay(day)).toBe(true);
          expect(isPostalHoliday(end)).toBe(false);
        }
        expect(dropCalendarDaysBetween(drop, first)).toBe(IN_HOME_WINDOW_BUSINESS_DAYS.first);
        expect(dropCalendarDaysBetween(drop, last)).toBe(IN_HOME_WINDOW_BUSINESS_DAYS.last);
      }),
    );
    // Many dates with a walk of the calendar each: generous on a shared machine.
  }, 30_000);

  it('reads "In homes MM/DD/YYYY – MM/DD/YYYY"', () => {
    expect(inHomeWindowText('2026-11-16')).toBe('In homes 11/19/2026 – 12/01/2026');
  });

  it('adds no day for a count of zero', () => {
    expect(addDropCalendarDays('2026-11-28', 0)).toBe('2026-11-28');
  });
});

describe('latest drop date for an arrive-in-homes-by date', () => {
  it('finds the latest drop whose window ends on or before the date', () => {
    // In homes by Monday 30 November 2026: a drop on Monday 16 November ends on 1 December (too late).
    expect(latestDropDateFor('2026-11-30', now)).toBe('2026-11-13');
    expect(inHomeWindowOf('2026-11-13').last).toBe('2026-11-30');
    // Saturday 28 November: the window must end by Friday 27.
    expect(latestDropDateFor('2026-11-28', now)).toBe('2026-11-12');
  });

  it('skips holidays: it never answers a holiday as the drop date', () => {
    // In homes by Monday 11 January 2027: Thursday 24 December. A day later, the drop may be as late as
    // Monday 28 December, never Christmas Day (Friday 25) nor the weekend.
    expect(latestDropDateFor('2027-01-11', now)).toBe('2026-12-24');
    expect(latestDropDateFor('2027-01-12', now)).toBe('2026-12-28');
    expect(inHomeWindowOf('2026-12-28').last).toBe('2027-01-12');
    expect(latestDropDateFor('2027-01-08', now)).toBe('2026-12-23');
  });

  it('answers null when no drop of the window arrives in time', () => {
    // The first drop (Wednesday 4 November) arrives by Thursday 19 November (Veterans Day is not counted).
    expect(earliestArriveBy(now)).toBe('2026-11-19');
    expect(latestDropDateFor('2026-11-19', now)).toBe('2026-11-04');
    expect(latestDropDateFor('2026-11-18', now)).toBeNull();
    expect(latestDropDateFor('2026-11-01', now)).toBeNull();
    expect(latestDropDateFor('not-a-date', now)).toBeNull();
  });

  it('plans the drop date, or says why the date cannot be met and which date can', () => {
    expect(planArriveBy('2026-11-30', now)).toEqual({ ok: true, dropDate: '2026-11-13' });
    expect(planArriveBy('2026-11-10', now)).toEqual({
      ok: false,
      message:
        'Mail cannot be in homes by 11/10/2026: within the drop window, the earliest arrive-in-homes-by date is 11/19/2026.',
    });
  });

  it('offers arrive-by dates from tomorrow to the end of the in-home window of the last drop day', () => {
    // The window's last drop day is Tuesday 2 March 2027; ten drop days later is Tuesday 16 March.
    expect(arriveByRange(now)).toEqual({ earliest: '2026-11-03', latest: '2027-03-16' });
  });

  it('stays inside the drop window for a date far ahead', () => {
    expect(latestDropDateFor('2027-12-31', now)).toBe('2027-03-02');
  });

  it('property: a valid drop date of the window, in homes by the date, and the latest such date', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: -5, max: 170 }), (at, offset) => {
        const arriveBy = daysAfter(businessToday(at), offset);
        const drop = latestDropDateFor(arriveBy, at);
        const { earliest, latest } = dropDateWindow(at);
        // Every valid drop date after the answer (or every one, when there is none) arrives too late.
        let day = drop ? daysAfter(drop, 1) : earliest;
        for (; day <= latest; day = daysAfter(day, 1)) {
          if (isDropDay(day)) expect(inHomeWindowOf(day).last > arriveBy).toBe(true);
        }
        if (drop === null) {
          expect(arriveBy < earliestArriveBy(at)).toBe(true);
          return;
        }
        expect(isDropDateDisabled(drop, at)).toBe(false);
        expect(drop >= earliest && drop <= latest).toBe(true);
        expect(isPostalHoliday(drop)).toBe(false);
        expect(isDropCalendarDay(toBusinessDay(drop))).toBe(true);
        expect(inHomeWindowOf(drop).last <= arriveBy).toBe(true);
      }),
    );
    // Many dates with a walk of the calendar each: generous on a shared machine.
  }, 30_000);
});

import type { BusinessDate } from './calendar-day';

/**
 * The holidays of the drop calendar: the days the Postal Service neither accepts drops nor delivers, its
 * eleven federal holidays. A holiday on a Sunday is observed the Monday after, one on a Saturday the Friday
 * before (the federal rule), so New Year's Day on a Saturday makes 31 December of the year before a holiday.
 * Plain UTC arithmetic on calendar days: a holiday has no time of day and no zone.
 */

const iso = (day: Date): BusinessDate => day.toISOString().slice(0, 10);
const utc = (year: number, monthIndex: number, day: number) => new Date(Date.UTC(year, monthIndex, day));

/** The nth (1-based) given weekday (0 Sunday … 6 Saturday) of a month; n = -1 is the last. */
function nthWeekday(year: number, monthIndex: number, weekday: number, n: number): Date {
  if (n === -1) {
    const last = utc(year, monthIndex + 1, 0);
    return utc(year, monthIndex, last.getUTCDate() - ((last.getUTCDay() - weekday + 7) % 7));
  }
  const first = utc(year, monthIndex, 1);
  return utc(year, monthIndex, 1 + ((weekday - first.getUTCDay() + 7) % 7) + (n - 1) * 7);
}

/** A fixed-date holiday moved off the weekend. */
function observed(day: Date): Date {
  const weekday = day.getUTCDay();
  if (weekday === 6) return utc(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() - 1);
  if (weekday === 0) return utc(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() + 1);
  return day;
}

/** The observed postal holidays of a year's own holidays (one may fall on 31 December of the year before). */
export function postalHolidaysOf(year: number): BusinessDate[] {
  const MONDAY = 1;
  const THURSDAY = 4;
  return [
    observed(utc(year, 0, 1)), // New Year's Day
    nthWeekday(year, 0, MONDAY, 3), // Martin Luther King Jr. Day
    nthWeekday(year, 1, MONDAY, 3), // Washington's Birthday
    nthWeekday(year, 4, MONDAY, -1), // Memorial Day
    observed(utc(year, 5, 19)), // Juneteenth
    observed(utc(year, 6, 4)), // Independence Day
    nthWeekday(year, 8, MONDAY, 1), // Labor Day
    nthWeekday(year, 9, MONDAY, 2), // Columbus Day
    observed(utc(year, 10, 11)), // Veterans Day
    nthWeekday(year, 10, THURSDAY, 4), // Thanksgiving Day
    observed(utc(year, 11, 25)), // Christmas Day
  ].map(iso);
}

const byYear = new Map<number, ReadonlySet<BusinessDate>>();

function holidaysAround(year: number): ReadonlySet<BusinessDate> {
  let days = byYear.get(year);
  if (!days) {
    // Next year's New Year's Day may be observed on this year's 31 December.
    days = new Set([...postalHolidaysOf(year), ...postalHolidaysOf(year + 1)]);
    byYear.set(year, days);
  }
  return days;
}

export function isPostalHoliday(date: BusinessDate): boolean {
  return holidaysAround(Number(date.slice(0, 4))).has(date);
}

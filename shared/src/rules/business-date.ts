import { type TZDate, tz } from '@date-fns/tz';
import { addDays, format, isWeekend, nextMonday, parseISO } from 'date-fns';
import { BUSINESS_TIME_ZONE, type BusinessDate, businessToday, isBusinessDate } from './calendar-day';
import { isPostalHoliday } from './postal-holidays';

// businessToday lives with the date checks: a page that needs today's date alone needs no date-fns.
export { BUSINESS_TIME_ZONE, type BusinessDate, businessToday, isBusinessDate };

/** Midnight of the business date in New York, for date-fns arithmetic; throws on a malformed date. */
export function toBusinessDay(value: BusinessDate): TZDate {
  if (!isBusinessDate(value)) throw new RangeError(`Not a business date (YYYY-MM-DD): ${value}`);
  return parseISO(value, { in: tz(BUSINESS_TIME_ZONE) });
}

export function fromBusinessDay(day: Date): BusinessDate {
  return format(day, 'yyyy-MM-dd');
}

/** A calendar day picked in a local date picker (its own year, month and day), as a business date. */
export function calendarDateOf(picked: Date): BusinessDate {
  return format(picked, 'yyyy-MM-dd');
}

/** A day of the drop calendar: Monday to Friday, except the postal holidays. */
export function isDropCalendarDay(day: Date): boolean {
  if (isWeekend(day)) return false;
  // The day's own calendar fields (a TZDate answers New York's), cheaper than formatting in a hot loop.
  const iso = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
  return !isPostalHoliday(iso);
}

/** The day itself when it is a day of the drop calendar, otherwise the next one (past weekends and holidays). */
export function nextBusinessDay(day: Date): Date {
  let next = isWeekend(day) ? nextMonday(day) : day;
  while (!isDropCalendarDay(next)) next = addDays(next, 1);
  return next;
}

import { TZDate, tz } from '@date-fns/tz';
import { format, isWeekend, nextMonday, parseISO } from 'date-fns';
import { BUSINESS_TIME_ZONE, type BusinessDate, isBusinessDate } from './calendar-day';

export { BUSINESS_TIME_ZONE, type BusinessDate, isBusinessDate };

/** The calendar day an instant falls on in New York. */
export function businessToday(now: Date): BusinessDate {
  return format(new TZDate(now.getTime(), BUSINESS_TIME_ZONE), 'yyyy-MM-dd');
}

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

/** The day itself on Monday to Friday, otherwise the following Monday (no holiday calendar exists). */
export function nextBusinessDay(day: Date): Date {
  return isWeekend(day) ? nextMonday(day) : day;
}

import { TZDate, tz } from '@date-fns/tz';
import { format, isValid, isWeekend, nextMonday, parseISO } from 'date-fns';

/** Business dates (drop windows, win-back 13th, list expiry) are calendar days in this zone. */
export const BUSINESS_TIME_ZONE = 'America/New_York';

/** A calendar day as 'YYYY-MM-DD', with no time of day. */
export type BusinessDate = string;

const BUSINESS_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const inBusinessZone = tz(BUSINESS_TIME_ZONE);

/** The calendar day an instant falls on in New York. */
export function businessToday(now: Date): BusinessDate {
  return format(new TZDate(now.getTime(), BUSINESS_TIME_ZONE), 'yyyy-MM-dd');
}

/** True for a real calendar day written 'YYYY-MM-DD' (rejects '2024-02-30' and times). */
export function isBusinessDate(value: unknown): value is BusinessDate {
  if (typeof value !== 'string' || !BUSINESS_DATE_PATTERN.test(value)) return false;
  const parsed = parseISO(value, { in: inBusinessZone });
  return isValid(parsed) && format(parsed, 'yyyy-MM-dd') === value;
}

/** Midnight of the business date in New York, for date-fns arithmetic; throws on a malformed date. */
export function toBusinessDay(value: BusinessDate): TZDate {
  if (!isBusinessDate(value)) throw new RangeError(`Not a business date (YYYY-MM-DD): ${value}`);
  return parseISO(value, { in: inBusinessZone });
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

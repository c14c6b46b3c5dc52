/**
 * Business dates without date-fns: formatDate (on every page's first paint) needs only these, and
 * business-date.ts (date arithmetic) would bring date-fns with them (to keep the first paint light).
 */

/** Business dates (drop windows, win-back 13th, list expiry) are calendar days in this zone. */
export const BUSINESS_TIME_ZONE = 'America/New_York';

/** A calendar day as 'YYYY-MM-DD', with no time of day. */
export type BusinessDate = string;

const BUSINESS_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar day written 'YYYY-MM-DD' (rejects '2024-02-30' and times). */
export function isBusinessDate(value: unknown): value is BusinessDate {
  if (typeof value !== 'string' || !BUSINESS_DATE_PATTERN.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const utc = new Date(Date.UTC(year, month - 1, day));
  return utc.getUTCFullYear() === year && utc.getUTCMonth() === month - 1 && utc.getUTCDate() === day;
}

// Intl, made on the first use: the first Intl object a page makes loads the locale data (see formatting.ts).
let newYorkCalendar: Intl.DateTimeFormat | undefined;

/** The calendar day an instant falls on in New York, as year, month and day ('2024', '03', '05'). */
export function newYorkDayOf(instant: Date): { year: string; month: string; day: string } {
  newYorkCalendar ??= new Intl.DateTimeFormat('en-US', {
    timeZone: BUSINESS_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const parts = newYorkCalendar.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((found) => found.type === type)?.value ?? '';
  return { year: part('year'), month: part('month'), day: part('day') };
}

/** The calendar day an instant falls on in New York. */
export function businessToday(now: Date): BusinessDate {
  const { year, month, day } = newYorkDayOf(now);
  return `${year}-${month}-${day}`;
}

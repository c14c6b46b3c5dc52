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

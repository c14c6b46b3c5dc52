import { isBusinessDate, newYorkDayOf } from './calendar-day';

/** Display formats (spec 1 §9 and §5). */

/**
 * Agency stat code as 2-2-rest ('1234567' → '12-34-567'), prefixed 'OM - ' for an owner master.
 * Existing dashes and spaces are dropped first; short codes format as far as they go ('123' → '12-3').
 */
export function formatStatCode(statCode: string | null | undefined, isOwnerMaster = false): string {
  const raw = (statCode ?? '').replace(/[\s-]/g, '');
  const parts = [raw.slice(0, 2), raw.slice(2, 4), raw.slice(4)].filter((part) => part !== '');
  const formatted = parts.join('-');
  return isOwnerMaster && formatted !== '' ? `OM - ${formatted}` : formatted;
}

/**
 * Phone digits as 3-3-4 ('5551234567' → '555-123-4567'), progressively while typing
 * ('5551' → '555-1'). Non-digits are dropped and digits past the tenth ignored.
 */
export function formatPhone(input: string | null | undefined): string {
  const digits = (input ?? '').replace(/\D/g, '').slice(0, 10);
  const parts = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)].filter((part) => part !== '');
  return parts.join('-');
}

/**
 * The text in upper case; text with no lower-case letter (a state or country code as usually typed) is
 * returned as it is, without the runtime call `toUpperCase` costs even when nothing changes: it runs for
 * cells of every record of a 100,000-record list. Any non-ASCII character takes the full conversion.
 */
export function upperCased(text: string): string {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code >= 97 && (code <= 122 || code > 127)) return text.toUpperCase();
  }
  return text;
}

// Counts and money are formatted by hand, not with Intl: the first Intl object a page makes loads the
// locale data, about 75 ms on Lighthouse's phone, inside the task that shows the page. The results are
// Intl's own for en-US (property-tested against it).

/**
 * A count with thousands separators, en-US: 1234567 → '1,234,567', as `toLocaleString('en-US')`. Text
 * (a count already written, or the placeholder the texts' catalogue test puts where counts go) shows as given.
 */
export function formatCount(value: number | string): string {
  if (typeof value !== 'number') return String(value ?? '');
  if (!Number.isSafeInteger(value)) return value.toLocaleString('en-US');
  const digits = String(Math.abs(value));
  let grouped = digits.slice(0, digits.length % 3 || 3);
  for (let index = grouped.length; index < digits.length; index += 3)
    grouped += `,${digits.slice(index, index + 3)}`;
  return value < 0 || Object.is(value, -0) ? `-${grouped}` : grouped;
}

/** Integer cents as USD, en-US: 123450 → '$1,234.50' (a fraction of a cent rounds half away from zero). */
export function formatUsd(cents: number): string {
  const whole = Math.round(Math.abs(cents));
  const sign = cents < 0 || Object.is(cents, -0) ? '-' : '';
  return `${sign}$${formatCount(Math.floor(whole / 100))}.${String(whole % 100).padStart(2, '0')}`;
}

/** Shipping of 0 shows as 'Free'. */
export function formatShipping(cents: number): string {
  return cents === 0 ? 'Free' : formatUsd(cents);
}

/**
 * MM/DD/YYYY from an ISO value: a business date '2024-03-05' → '03/05/2024'; a timestamp is shown on
 * its New York calendar day. Anything unparseable gives ''.
 */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  if (isBusinessDate(iso)) {
    const [year, month, day] = iso.split('-');
    return `${month}/${day}/${year}`;
  }
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return '';
  const { year, month, day } = newYorkDayOf(instant);
  return `${month}/${day}/${year}`;
}

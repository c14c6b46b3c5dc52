import { addDays, differenceInCalendarDays } from 'date-fns';
import { type BusinessDate, businessToday, fromBusinessDay, toBusinessDay } from './business-date';
import { LIST_EXPIRY_DAYS, LIST_EXPIRY_URGENT_DAYS } from './constants';

/** The latest mail date of a schedule, or undefined when there is none. */
export function lastMailDate(mailDates: readonly BusinessDate[]): BusinessDate | undefined {
  // ISO calendar dates order correctly as strings.
  return mailDates.reduce<BusinessDate | undefined>(
    (latest, date) => (latest === undefined || date > latest ? date : latest),
    undefined,
  );
}

/** A list expires 60 days after the last mail date. */
export function listExpirationDate(lastMail: BusinessDate): BusinessDate {
  return fromBusinessDay(addDays(toBusinessDay(lastMail), LIST_EXPIRY_DAYS));
}

/**
 * When a line's purchased prospect list expires (spec 2 §1), undefined for a line without purchased
 * prospects or before any mail date: what the account's lists are found by.
 */
export function prospectListExpiryOf(
  data:
    | { prospects?: unknown; dropDetails?: { mailingDetails?: readonly { mailDate: BusinessDate }[] } }
    | undefined,
): BusinessDate | undefined {
  if (!data?.prospects) return undefined;
  const lastMail = lastMailDate((data.dropDetails?.mailingDetails ?? []).map((drop) => drop.mailDate));
  return lastMail && listExpirationDate(lastMail);
}

/**
 * Whole calendar days from today (New York) to the expiration date: 0 on the expiry day itself,
 * negative once expired.
 */
export function daysUntilExpiry(lastMail: BusinessDate, now: Date): number {
  return daysLeftUntil(listExpirationDate(lastMail), now);
}

/** Whole calendar days from today (New York) to an expiration date: 0 on the day, negative after. */
export function daysLeftUntil(expires: BusinessDate, now: Date): number {
  return differenceInCalendarDays(toBusinessDay(expires), toBusinessDay(businessToday(now)));
}

export function isListExpired(daysLeft: number): boolean {
  return daysLeft < 0;
}

/** Urgent highlight when fewer than 10 days remain (an expired list is not highlighted). */
export function isExpiryUrgent(daysLeft: number): boolean {
  return daysLeft >= 0 && daysLeft < LIST_EXPIRY_URGENT_DAYS;
}

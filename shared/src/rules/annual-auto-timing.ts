import { addDays, subDays } from 'date-fns';
import type { DropDetails } from '../model/drop-details';
import { DropFrequency, DropType } from '../model/enum-values';
import {
  type BusinessDate,
  fromBusinessDay,
  isBusinessDate,
  nextBusinessDay,
  toBusinessDay,
} from './business-date';
import { ANNUAL_AUTO_MAIL_DAYS_BEFORE_RENEWAL, DROP_FREQUENCY_INTERVAL_DAYS } from './constants';
import { dropDateWindow, firstAvailableDropDate } from './drop-date-window';
import type { MailingRow } from './mailing-schedule';
import { priceForCount } from './pricing';

/**
 * The annual-auto letter's timing (spec 2 §9 "Annual auto letter mailed 60-90 days before renewal"): each
 * customer is mailed on a drop of a weekly cadence that starts on the first available drop date (the drop
 * window of spec 1 §5, open mailing days only), the first cadence date inside their window. Customers on
 * the same cadence date form one drop. A window that ended before the first drop date has passed (the
 * letter cannot be on time); one that opens after the drop window's last day is not yet mailable. Both are
 * left out of the order and counted.
 */

/** The days a customer's letter may be mailed: 90 to 60 days before the renewal, both included. */
export function annualAutoMailWindow(renewalDate: BusinessDate): { from: BusinessDate; to: BusinessDate } {
  const renewal = toBusinessDay(renewalDate);
  return {
    from: fromBusinessDay(subDays(renewal, ANNUAL_AUTO_MAIL_DAYS_BEFORE_RENEWAL.earliest)),
    to: fromBusinessDay(subDays(renewal, ANNUAL_AUTO_MAIL_DAYS_BEFORE_RENEWAL.latest)),
  };
}

/**
 * The cadence's drop dates: the first available drop date, then every week, each moved past a weekend or
 * postal holiday, up to the drop window's last day.
 */
export function annualAutoCadence(now: Date): BusinessDate[] {
  const first = toBusinessDay(firstAvailableDropDate(now));
  const { latest } = dropDateWindow(now);
  const dates: BusinessDate[] = [];
  for (let week = 0; ; week++) {
    const date = fromBusinessDay(
      nextBusinessDay(addDays(first, week * DROP_FREQUENCY_INTERVAL_DAYS[DropFrequency.Weekly])),
    );
    // ISO calendar dates compare correctly as strings.
    if (date > latest) return dates;
    dates.push(date);
  }
}

export type AnnualAutoMailDate =
  | { ok: true; mailDate: BusinessDate }
  | { ok: false; reason: 'passed' | 'not-yet' };

/** One customer's mail date: the first cadence date inside their window, or why there is none. */
export function annualAutoMailDate(
  renewalDate: string | undefined,
  cadence: readonly BusinessDate[],
): AnnualAutoMailDate {
  // No renewal date, no window to mail in: not mailable yet (the list's next feed may carry it).
  if (!renewalDate || !isBusinessDate(renewalDate)) return { ok: false, reason: 'not-yet' };
  const window = annualAutoMailWindow(renewalDate);
  const mailDate = cadence.find((date) => date >= window.from && date <= window.to);
  if (mailDate) return { ok: true, mailDate };
  const first = cadence[0];
  return { ok: false, reason: first === undefined || window.to < first ? 'passed' : 'not-yet' };
}

export interface AnnualAutoDrops<T> {
  /** One drop per cadence date that mails someone, in date order, priced at the piece's price. */
  dropDetails: DropDetails;
  /** The customers mailed, in drop order (the order's rows split the contacts over the drops in order). */
  mailed: T[];
  /** Left out: the window ended before the first drop date. */
  passed: T[];
  /** Left out: the window opens after the drop window's last day (or there is no renewal date). */
  notYet: T[];
}

/** The order's drops from its customers' renewal dates (see the rule above). */
export function annualAutoDrops<T extends { renewalDate?: string }>(
  recipients: readonly T[],
  now: Date,
  unitPriceCents: number,
): AnnualAutoDrops<T> {
  const cadence = annualAutoCadence(now);
  const byDate = new Map<BusinessDate, T[]>();
  const passed: T[] = [];
  const notYet: T[] = [];
  for (const recipient of recipients) {
    const timing = annualAutoMailDate(recipient.renewalDate, cadence);
    if (timing.ok) byDate.set(timing.mailDate, [...(byDate.get(timing.mailDate) ?? []), recipient]);
    else (timing.reason === 'passed' ? passed : notYet).push(recipient);
  }
  const dates = [...byDate.keys()].sort();
  const mailingDetails: MailingRow[] = dates.map((mailDate, index) => {
    const quantity = byDate.get(mailDate)!.length;
    return { dropNumber: index + 1, mailDate, quantity, price: priceForCount(quantity, unitPriceCents) };
  });
  return {
    dropDetails: {
      dropType: dates.length > 1 ? DropType.MULTIPLE : DropType.ONE,
      frequency: DropFrequency.Weekly,
      numberOfMailings: Math.max(dates.length, 1),
      ...(dates[0] ? { startDate: dates[0] } : {}),
      mailingDetails,
    },
    mailed: dates.flatMap((date) => byDate.get(date)!),
    passed,
    notYet,
  };
}

import type { DropDetails } from '../model/drop-details';
import { DropType } from '../model/enum-values';
import { type BusinessDate, businessToday, isDropCalendarDay, toBusinessDay } from './business-date';
import { dropDateWindow } from './drop-date-window';
import { winBackMailDate } from './win-back';

/**
 * Why a stored schedule can no longer be mailed as it stands: a mail date before today (`passed`), one
 * inside the lead time of the drop window (`too-close`), or a first drop no longer on the drop calendar
 * (`not-a-mail-day`: a weekend or postal holiday).
 */
export type StaleMailDateReason = 'passed' | 'too-close' | 'not-a-mail-day';

export type MailDateCurrency =
  | { ok: true }
  | { ok: false; reason: StaleMailDateReason; mailDate: BusinessDate };

const CURRENT: MailDateCurrency = { ok: true };

/**
 * Whether a schedule saved earlier (saved for later, left in the cart) still holds today, the rule of the
 * drop step applied again at resume, add to cart and place order:
 * - win-back (drop type NONE, spec 2 §4): its one mailing is on the next 13th; once that 13th has come
 *   (today is the 13th or later, the following Monday's mailing included) the letter misses it: `passed`.
 * - every other schedule: each mail date from the window's earliest day on (today + the lead time, New
 *   York's calendar); the first on the drop calendar (no weekend, no postal holiday).
 * A schedule without dated mailings (pet insurance's weekly email, a step 3 not done yet) has nothing to
 * re-check: it is current here, and the steps' own completeness checks decide the rest.
 */
export function mailDateCurrency(details: DropDetails | null | undefined, now: Date): MailDateCurrency {
  const dates = (details?.mailingDetails ?? []).map((mailing) => mailing.mailDate);
  if (!details || dates.length === 0) return CURRENT;
  const today = businessToday(now);
  if (details.dropType === DropType.NONE) {
    const mailDate = dates[0]!;
    return mailDate < winBackMailDate(now) ? { ok: false, reason: 'passed', mailDate } : CURRENT;
  }
  const { earliest } = dropDateWindow(now);
  // ISO calendar dates compare correctly as strings.
  const passed = dates.find((date) => date < today);
  if (passed) return { ok: false, reason: 'passed', mailDate: passed };
  const close = dates.find((date) => date < earliest);
  if (close) return { ok: false, reason: 'too-close', mailDate: close };
  const first = details.startDate ?? dates[0]!;
  if (!isDropCalendarDay(toBusinessDay(first)))
    return { ok: false, reason: 'not-a-mail-day', mailDate: first };
  return CURRENT;
}

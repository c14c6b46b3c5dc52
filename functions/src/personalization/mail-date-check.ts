import { now as clockNow } from '@msc/shared/clock';
import { mailDateTexts } from '@msc/shared/messages';
import type { DropDetails } from '@msc/shared/model/drop-details';
import type { StaleSchedule } from '@msc/shared/model/order-state';
import { pathTo } from '@msc/shared/routes/path-to';
import { paths } from '@msc/shared/routes/paths';
import { type MailDateCurrency, mailDateCurrency } from '@msc/shared/rules/mail-date-currency';
import { scheduleStepPath } from '@msc/shared/rules/recipient-step-routing';
import { businessRule } from '#platform/http-error';
import type { OrderStateRecord } from './personalization-store';

/**
 * A saved schedule re-checked where money moves: resume (the order state's view carries the notice), add
 * to cart and place order (422 with the text and step 3's address in `fieldErrors.step3Path`). Only step 3
 * saves dates after checking them against the window; these checks refuse, they never move a date.
 */

const TEXT_OF = {
  passed: mailDateTexts.passed,
  'too-close': mailDateTexts.tooClose,
  'not-a-mail-day': mailDateTexts.notAMailDay,
} as const;

function notice(currency: MailDateCurrency, step3Path: string): StaleSchedule | undefined {
  return currency.ok ? undefined : { message: TEXT_OF[currency.reason], step3Path };
}

/** A piece whose stored mail dates no longer hold today: why, and its step 3 (or step-3-win-back). */
export function staleScheduleOf(record: OrderStateRecord, now = clockNow()): StaleSchedule | undefined {
  return notice(
    mailDateCurrency(record.dropDetails, now),
    scheduleStepPath({ orderStateId: record.orderStateId, programType: record.programType }),
  );
}

/** An Express Order's drop: its own step 3. */
function staleExpressDrop(
  bulk: { bulkOrderStateId: string; dropDetails?: DropDetails | null },
  now: Date,
): StaleSchedule | undefined {
  return notice(
    mailDateCurrency(bulk.dropDetails, now),
    pathTo(paths.expressOrderStep3, { bulkOrderStateId: bulk.bulkOrderStateId }),
  );
}

function refuse(stale: StaleSchedule | undefined): void {
  if (stale) throw businessRule(stale.message, { mailDates: [stale.message], step3Path: [stale.step3Path] });
}

/** Add to cart of a piece: refused (422) when its mail dates no longer hold. */
export function requirePieceMailDatesCurrent(record: OrderStateRecord, now = clockNow()): void {
  refuse(staleScheduleOf(record, now));
}

/** Add to cart of an Express Order: refused (422) when its drop no longer holds. */
export function requireExpressMailDatesCurrent(
  bulk: { bulkOrderStateId: string; dropDetails?: DropDetails | null },
  now = clockNow(),
): void {
  refuse(staleExpressDrop(bulk, now));
}

/**
 * Place order, before the card is authorized: every piece of the cart and its Express Order's drop still
 * mailable today; the first that is not refuses the order (422).
 */
export function requireCartMailDatesCurrent(
  pieces: Iterable<{ orderState: OrderStateRecord }>,
  bulk: { bulkOrderStateId: string; dropDetails?: DropDetails | null } | undefined,
  now = clockNow(),
): void {
  for (const { orderState } of pieces) refuse(staleScheduleOf(orderState, now));
  if (bulk) refuse(staleExpressDrop(bulk, now));
}

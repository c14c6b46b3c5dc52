import { apiErrors } from '@msc/shared/messages';
import type { DropDetails } from '@msc/shared/model/drop-details';
import { DropFrequency, DropType } from '@msc/shared/model/enum-values';
import { isValidDropStartDate } from '@msc/shared/rules/drop-date-window';
import { emailOnlySendDates } from '@msc/shared/rules/email-send-date';
import { planArriveBy } from '@msc/shared/rules/in-home-date';
import { canUseMultipleDrops, forcedDropType, withMailingSchedule } from '@msc/shared/rules/mailing-schedule';
import { priceForCount } from '@msc/shared/rules/pricing';
import { scheduleStepOf } from '@msc/shared/rules/recipient-step-routing';
import { winBackDropDetails } from '@msc/shared/rules/win-back';
import { badRequest, businessRule } from '#platform/http-error';

/**
 * Step 3 on the server: small orders are forced to one drop, multiple drops only where offered, the start
 * date inside the window (with "arrive in homes by", the latest drop date that makes it, whatever start
 * date the browser sent), then the schedule from the shared rule with the recipients' count and the
 * product's price.
 */
export function scheduleDrops(
  details: DropDetails,
  input: {
    targetCount: number;
    unitPrice: number;
    productDataType: number | undefined;
    now: Date;
    programType?: string;
    /** An e-mail-only piece stores the send dates of its chosen dates (rules/email-send-date.ts). */
    emailOnly?: boolean;
  },
): DropDetails {
  // Win-back (spec 2 §4): drop type NONE, one mailing on the next 13th, whatever dates the browser sent;
  // NONE belongs to win-back alone.
  if (scheduleStepOf(input.programType) === 'win-back') {
    return winBackDropDetails(input.now, input.targetCount, input.unitPrice);
  }
  if (details.dropType === DropType.NONE) {
    throw businessRule(apiErrors.winBackDropOnly, { dropType: [apiErrors.winBackDropOnly] });
  }
  const forced = forcedDropType(input);
  let next: DropDetails =
    forced === DropType.ONE ? { ...details, dropType: DropType.ONE, numberOfMailings: 1 } : details;
  if (next.dropType === DropType.MULTIPLE && !canUseMultipleDrops(input)) {
    throw businessRule(apiErrors.multipleDropsNotOffered);
  }
  if (next.dropType !== DropType.MULTIPLE) next = { ...next, numberOfMailings: 1 };
  if (next.dropType === DropType.MULTIPLE && next.frequency === DropFrequency.NONE) {
    throw businessRule(apiErrors.multipleDropsNotOffered);
  }
  if (next.arriveBy) {
    const plan = planArriveBy(next.arriveBy, input.now);
    if (!plan.ok) throw badRequest(plan.message, { arriveBy: [plan.message] });
    next = { ...next, startDate: plan.dropDate };
  }
  if (next.startDate && !isValidDropStartDate(next.startDate, input.now)) {
    throw businessRule(apiErrors.dropDateOutsideWindow, { startDate: [apiErrors.dropDateOutsideWindow] });
  }
  const scheduled = withMailingSchedule(next, input.targetCount, input.unitPrice);
  if (!input.emailOnly) return scheduled;
  return { ...scheduled, mailingDetails: emailOnlySendDates(scheduled.mailingDetails) };
}

/**
 * A step other than step 3 saved the piece: its stored dates and quantities stay as they are (a date the
 * user has not touched is not checked against today's window here), each drop priced at the piece's price.
 */
export function repricedSchedule(details: DropDetails, unitPrice: number): DropDetails {
  return {
    ...details,
    mailingDetails: details.mailingDetails.map((row) => ({
      ...row,
      price: priceForCount(row.quantity, unitPrice),
    })),
  };
}

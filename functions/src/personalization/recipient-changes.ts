import { now as clockNow } from '@msc/shared/clock';
import { apiErrors, responseTexts } from '@msc/shared/messages';
import { SubscriptionPeriod } from '@msc/shared/model/enums';
import { isEmailOnlyPiece } from '@msc/shared/rules/email-send-date';
import type { HoldoutPercent } from '@msc/shared/rules/holdout';
import { chooseHoldout } from '@msc/shared/rules/holdout-choice';
import { normalizeProgramType } from '@msc/shared/rules/program-type-tab';
import { scheduleStepOf } from '@msc/shared/rules/recipient-step-routing';
import { petInsuranceDropDetails } from '@msc/shared/rules/win-back';
import { productById } from '#catalog/index';
import { businessRule, HttpError } from '#platform/http-error';
import type { RequestContext } from '#platform/request-context';
import { timedAnnualAuto } from './annual-auto-drops';
import { selectionBeforeCleaning } from './list-cleaning';
import { type OrderStateRecord, removedIdsOf } from './personalization-store';
import { setRecipients, setSubscription } from './recipients';
import { putOrderState } from './save-order-state';
import { scheduleDrops } from './schedule-drops';

/**
 * New recipients change the drops' quantities: the schedule is computed again; one the new count no
 * longer allows (multiple drops for a small order, a start date now outside the window) is cleared, so
 * step 3 asks again.
 */
export async function rescheduleForRecipients(
  record: OrderStateRecord,
  now = clockNow(),
): Promise<OrderStateRecord> {
  // AnnualAuto and PetInsurance have no schedule step (spec 2 §4 "Pet insurance: Next sets drop details to
  // a weekly schedule, one drop, and goes to review"; the annual-auto letter follows each renewal date).
  if (normalizeProgramType(record.programType) === 'AnnualAuto') return timedAnnualAuto(record, now);
  if (scheduleStepOf(record.programType) === 'none') {
    return putOrderState({ ...record, dropDetails: petInsuranceDropDetails() });
  }
  if (!record.dropDetails) return record;
  const product = await productById(record.productId);
  try {
    const dropDetails = scheduleDrops(record.dropDetails, {
      targetCount: record.targetCount,
      unitPrice: record.unitPrice,
      productDataType: product?.productDataType,
      now,
      programType: record.programType,
      emailOnly: isEmailOnlyPiece(record),
    });
    return putOrderState({ ...record, dropDetails });
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return putOrderState({ ...record, dropDetails: undefined });
  }
}

/**
 * Step 4's one-per-household choice and holdout: the same selection (the recipients kept and those the
 * cleaning removed) read again from the server's records and cleaned with the new choice, the share held
 * out of it (its seed kept, or a new one drawn here, never the browser's); the schedule follows the new
 * count. A state whose list was never cleaned has nothing to choose (422); a subscription or an annual-auto
 * letter (mailed by their own calendars) holds nobody out (422).
 */
export async function recleaned(
  ctx: RequestContext,
  stored: OrderStateRecord,
  onePerHousehold: boolean,
  holdoutPercent?: HoldoutPercent,
): Promise<OrderStateRecord> {
  const cleaning = stored.listCleaning;
  if (!cleaning) throw businessRule(apiErrors.noRecipientsChosen);
  const holdout =
    holdoutPercent === undefined ? stored.holdout : chooseHoldout(stored.holdout, holdoutPercent);
  const ownCalendar =
    Boolean(stored.subscriptionPeriod) || normalizeProgramType(stored.programType) === 'AnnualAuto';
  if (holdout && ownCalendar) throw businessRule(responseTexts.holdout.notOffered);
  // Priced below with the choice: the count and price are the mailed ones'.
  const record = { ...stored, holdout: holdout && { ...holdout, heldOut: 0 } };
  const ids = selectionBeforeCleaning(record.mailContacts, await removedIdsOf(record));
  const body = record.mailListId
    ? { mailListId: record.mailListId, mailListContactIds: ids }
    : { policyNumbers: ids };
  const options = { onePerHousehold, optedOut: cleaning.optedOut };
  // A subscription's cards follow its subscribers: the same selection subscribed again, cleaned anew.
  if (record.subscriptionPeriod && !record.mailListId) {
    const recipients = { policyNumbers: ids };
    const subscriptionPeriod = SubscriptionPeriod.parse(record.subscriptionPeriod);
    return setSubscription(ctx, record, { subscriptionPeriod, recipients }, options);
  }
  return rescheduleForRecipients(await setRecipients(ctx, record, body, options));
}

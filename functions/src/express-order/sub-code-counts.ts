import { now as clockNow } from '@msc/shared/clock';
import { apiErrors } from '@msc/shared/messages';
import type { BulkChildOrderState, SubCodeDetails } from '@msc/shared/model/bulk-order-state';
import type { DropDetails } from '@msc/shared/model/drop-details';
import { isEmailOnlyPiece } from '@msc/shared/rules/email-send-date';
import { priceForCount } from '@msc/shared/rules/pricing';
import { productById } from '#catalog/index';
import { scheduleDrops } from '#personalization/index';
import { businessRule } from '#platform/http-error';
import type { RequestContext } from '#platform/request-context';
import { type ExpressSubCode, expressSubCodes, subCodeByStatCode } from './bulk-access';
import { saveAndRun } from './bulk-run';
import type { BulkOrderStateRecord } from './express-order-store';
import { chosenRecipients, cleaningChoiceOf, mailableLists } from './sub-code-recipients';

/**
 * The chosen sub codes' policyholder choices, checked against what each sub code can mail, each list
 * cleaned and priced on its cleaned count (the server's price, never the browser's). The lists are read
 * together (`mailableLists`: one returned-mail check for all of them).
 */
export async function withPolicyholderCounts(
  record: BulkOrderStateRecord,
  subCodes: readonly ExpressSubCode[],
  details: readonly SubCodeDetails[],
): Promise<BulkChildOrderState[]> {
  // A stat code the owner master cannot order for answers 404 before any list is read.
  const chosen = record.orderStates.map((child) => subCodeByStatCode(subCodes, child.statCode));
  const lists = await mailableLists(
    chosen.map((subCode) => subCode.agencyId),
    record,
  );
  return record.orderStates.map((child, index) => {
    const list = lists[index]!;
    const choice = details.find((detail) => detail.statCode === child.statCode);
    const known = new Set(list.holders.map((holder) => holder.policyNumber));
    if (choice && !choice.selectAllPolicyHolders) {
      if ((choice.selectedPolicyNumbers ?? []).some((number) => !known.has(number))) {
        throw businessRule(apiErrors.recipientsNotEligible, {
          [child.statCode]: [apiErrors.recipientsNotEligible],
        });
      }
    }
    const { recipients, heldOut, listCleaning } = chosenRecipients(list, choice, cleaningChoiceOf(record));
    const targetCount = recipients.length;
    const { heldOut: _before, ...rest } = child;
    return {
      ...rest,
      targetCount,
      totalPrice: priceForCount(targetCount, record.unitPrice),
      listCleaning,
      ...(heldOut.length > 0 ? { heldOut: heldOut.length } : {}),
    };
  });
}

/**
 * Step 3's drop (or a later change of the lists): every sub code counted again from the policyholders now
 * (an opt-out since step 2 is not mailed or charged), the one drop scheduled on the total, and the
 * express-order pipeline started to prepare step 4's summary, all in one save (`saveAndRun`).
 */
export async function scheduleAndRun(
  ctx: RequestContext,
  record: BulkOrderStateRecord,
  dropDetails: Omit<DropDetails, 'mailingDetails'> & Partial<Pick<DropDetails, 'mailingDetails'>>,
): Promise<BulkOrderStateRecord> {
  const product = await productById(record.productId);
  if (!product) throw businessRule(apiErrors.productNoLongerAvailable);
  // Read once: the counts and the run's input both need the owner master's sub codes.
  const subCodes = await expressSubCodes(ctx);
  const orderStates = await withPolicyholderCounts(record, subCodes, record.subCodesDetails);
  const targetCount = orderStates.reduce((sum, child) => sum + child.targetCount, 0);
  const scheduled = scheduleDrops(
    { ...dropDetails, numberOfMailings: 1, mailingDetails: [] },
    {
      targetCount,
      unitPrice: record.unitPrice,
      productDataType: product.productDataType,
      now: clockNow(),
      emailOnly: isEmailOnlyPiece({ channelType: record.channelType }),
    },
  );
  return saveAndRun({ ...record, orderStates, dropDetails: scheduled }, subCodes);
}

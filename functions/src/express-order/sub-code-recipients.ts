import type { SubCodeDetails } from '@msc/shared/model/bulk-order-state';
import {
  byRecipientName,
  hasMailingAddress,
  matchesRecipientSearch,
} from '@msc/shared/rules/recipient-eligibility';
import { subCodesOf } from '#agency/index';
import { policyholdersForRecipients, type RecipientRecord } from '#policyholders/index';
import { suppressedEmails } from '#suppression/index';

/**
 * The mailable policyholders of one sub code: every policyholder of that agency with a whole address, less
 * those on the suppression list (an opt-out is never mailed), by name. The step-2 page, the pipeline's
 * recipient task and place order all read this one list, so they never disagree.
 */
export async function mailablePolicyholders(agencyId: number): Promise<RecipientRecord[]> {
  const holders = (await policyholdersForRecipients(agencyId, [])).filter(hasMailingAddress);
  const suppressed = await suppressedEmails(holders.flatMap((holder) => holder.email ?? []));
  return holders
    .filter((holder) => !holder.email || !suppressed.has(holder.email.trim().toLowerCase()))
    .sort(byRecipientName);
}

/** The sub code's recipients as chosen in step 2: all of them, or the self-selected ones still mailable. */
export function chosenRecipients(
  mailable: readonly RecipientRecord[],
  details: SubCodeDetails | undefined,
): RecipientRecord[] {
  if (!details || details.selectAllPolicyHolders) return [...mailable];
  const picked = new Set(details.selectedPolicyNumbers ?? []);
  return mailable.filter((holder) => picked.has(holder.policyNumber));
}

export function searchRecipients(
  mailable: readonly RecipientRecord[],
  search: string | undefined,
): RecipientRecord[] {
  return search ? mailable.filter((holder) => matchesRecipientSearch(holder, search)) : [...mailable];
}

/**
 * Every chosen sub code's recipients as step 2 chose them (place order writes them with each sub code's
 * order), read from the sub codes of the owner master the bulk order state was started in.
 */
export async function recipientsBySubCode(record: {
  agencyId: number;
  subCodesDetails: readonly SubCodeDetails[];
  orderStates: readonly { statCode: string }[];
}): Promise<Map<string, RecipientRecord[]>> {
  const subCodes = await subCodesOf(record.agencyId);
  const result = new Map<string, RecipientRecord[]>();
  for (const { statCode } of record.orderStates) {
    const subCode = subCodes.find((candidate) => candidate.statId === statCode);
    if (!subCode) continue;
    const details = record.subCodesDetails.find((detail) => detail.statCode === statCode);
    result.set(statCode, chosenRecipients(await mailablePolicyholders(subCode.agencyId), details));
  }
  return result;
}

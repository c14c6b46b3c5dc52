import type { SubCodeDetails } from '@msc/shared/model/bulk-order-state';
import type { ListCleaning } from '@msc/shared/model/list-cleaning';
import type { PostalAddress } from '@msc/shared/rules/address-standardization';
import type { HoldoutPercent } from '@msc/shared/rules/holdout';
import { splitByHoldout } from '@msc/shared/rules/holdout-choice';
import {
  byRecipientName,
  expressTargetListCodes,
  hasMailingAddress,
  matchesRecipientSearch,
} from '@msc/shared/rules/recipient-eligibility';
import { subCodesOf } from '#agency/index';
import { cleanRecipients, listCleaningView, returnedMailCheck } from '#personalization/index';
import { policyholdersForRecipients, type RecipientRecord } from '#policyholders/index';
import { suppressedEmails } from '#suppression/index';

/**
 * A sub code's mailable policyholders, how many the suppression list took out (opt-outs), and which
 * addresses the post office returned before (issue 49: the cleaning takes them out as "returned mail").
 */
export interface MailableList {
  holders: RecipientRecord[];
  optedOut: number;
  isReturned?: ((address: PostalAddress) => boolean) | undefined;
}

/** What decides an Express Order's list in each sub code: the opportunity that started it, if one did. */
export interface ExpressTarget {
  oppId?: string | null | undefined;
}

/**
 * The mailable policyholders of some sub codes, a list each: the opportunity's list of that agency when one
 * started the order, else every policyholder of it, with a whole address, less those on the suppression list
 * (an opt-out is never mailed), by name. Each book is read on its own; the returned-mail check is asked once
 * for all of them (it answers of an address whichever list holds it), so the sub codes of one area are not
 * one lookup of that area each. The opt-outs stay asked per list: BatchGets of 100 emails, a bounded few at
 * once per list, which one lookup of every list's emails would queue one after another.
 */
async function mailableHolders(
  agencyIds: readonly number[],
  target: ExpressTarget,
  { withReturnedMail }: { withReturnedMail: boolean },
): Promise<MailableList[]> {
  const listCodes = expressTargetListCodes(target);
  const books = await Promise.all(
    agencyIds.map(async (agencyId) =>
      (await policyholdersForRecipients(agencyId, listCodes)).filter(hasMailingAddress),
    ),
  );
  // Both lookups need only the policyholders: side by side, one round trip's wait.
  const [suppressed, isReturned] = await Promise.all([
    Promise.all(books.map((holders) => suppressedEmails(holders.flatMap((holder) => holder.email ?? [])))),
    withReturnedMail ? returnedMailCheck(books.flat()) : undefined,
  ]);
  return books.map((holders, index) => {
    const optedOut = suppressed[index]!;
    const mailable = holders
      .filter((holder) => !holder.email || !optedOut.has(holder.email.trim().toLowerCase()))
      .sort(byRecipientName);
    return { holders: mailable, optedOut: holders.length - mailable.length, isReturned };
  });
}

/**
 * The sub code's mailable list with the returned-mail check of its addresses, for its cleaning. The step-2
 * counts, the pipeline's recipient task and place order all read this one list, so they never disagree.
 * (The check is asked of every policyholder with an address, opted out or not: an opt-out is never mailed.)
 */
export const mailableList = async (agencyId: number, target: ExpressTarget): Promise<MailableList> =>
  (await mailableHolders([agencyId], target, { withReturnedMail: true }))[0]!;

/** `mailableList` of several sub codes (agencies) at once, in their order, with one returned-mail check. */
export const mailableLists = (agencyIds: readonly number[], target: ExpressTarget): Promise<MailableList[]> =>
  mailableHolders(agencyIds, target, { withReturnedMail: true });

/** The step-2 table's policyholders (not yet cleaned: no returned-mail lookup). */
export const mailablePolicyholders = async (agencyId: number, target: ExpressTarget) =>
  (await mailableHolders([agencyId], target, { withReturnedMail: false }))[0]!.holders;

/** The sub code's policyholders as step 2 selected them: all of them, or the self-selected ones still mailable. */
export function selectedRecipients(
  mailable: readonly RecipientRecord[],
  details: SubCodeDetails | undefined,
): RecipientRecord[] {
  if (!details || details.selectAllPolicyHolders) return [...mailable];
  const picked = new Set(details.selectedPolicyNumbers ?? []);
  return mailable.filter((holder) => picked.has(holder.policyNumber));
}

/**
 * What the list cleaning needs besides the list: the agent's household choice, the piece's price and the
 * holdout (its share and seed) taken out of the cleaned list.
 */
export interface CleaningChoice {
  onePerHousehold: boolean;
  holdout?: { percent: HoldoutPercent; seed: number } | undefined;
  /** Cents: what each removed recipient would have cost. */
  unitPrice: number;
}

/**
 * The sub code's recipients as chosen in step 2 and cleaned before they are priced, with the wizard's own
 * cleaning (standardized, less the incomplete, the duplicates, the addresses the post office returned and,
 * asked for, all but one per household).
 * The opt-outs count as removed when the agent sent to all, as in the wizard.
 */
export function chosenRecipients(
  list: MailableList,
  details: SubCodeDetails | undefined,
  choice: CleaningChoice,
): { recipients: RecipientRecord[]; heldOut: RecipientRecord[]; listCleaning: ListCleaning } {
  const sendsToAll = !details || details.selectAllPolicyHolders;
  const { mailContacts, listCleaning } = cleanRecipients(selectedRecipients(list.holders, details), {
    onePerHousehold: choice.onePerHousehold,
    optedOut: sendsToAll ? list.optedOut : 0,
    unitPrice: choice.unitPrice,
    isReturned: list.isReturned,
  });
  // The held out (step 4's holdout) are neither mailed nor charged: every count reads `recipients`.
  const { mailed, heldOut } = splitByHoldout(mailContacts, choice.holdout);
  return { recipients: mailed, heldOut, listCleaning: listCleaningView(listCleaning)! };
}

/** The bulk order state's cleaning choice. */
export const cleaningChoiceOf = (record: {
  onePerHousehold?: boolean | undefined;
  unitPrice: number;
  holdout?: CleaningChoice['holdout'];
}): CleaningChoice => ({
  onePerHousehold: record.onePerHousehold ?? false,
  unitPrice: record.unitPrice,
  holdout: record.holdout,
});

export function searchRecipients(
  mailable: readonly RecipientRecord[],
  search: string | undefined,
): RecipientRecord[] {
  return search ? mailable.filter((holder) => matchesRecipientSearch(holder, search)) : [...mailable];
}

/**
 * Every chosen sub code's recipients as step 2 chose them, cleaned (place order writes them with each sub
 * code's order, the preflight measures them), read from the sub codes of the owner master the bulk order
 * state was started in.
 */
export async function recipientsBySubCode(record: ExpressLists): Promise<Map<string, RecipientRecord[]>> {
  const chosen = await chosenBySubCode(record);
  return new Map([...chosen].map(([statCode, { recipients }]) => [statCode, recipients]));
}

/** What decides an Express Order's lists: its sub codes, their choices, the cleaning and holdout. */
type ExpressLists = {
  agencyId: number;
  oppId?: string | null | undefined;
  subCodesDetails: readonly SubCodeDetails[];
  orderStates: readonly { statCode: string }[];
} & Parameters<typeof cleaningChoiceOf>[0];

/** Every chosen sub code's mailed recipients and those its holdout keeps back, by stat code. */
export async function chosenBySubCode(
  record: ExpressLists,
): Promise<Map<string, { recipients: RecipientRecord[]; heldOut: RecipientRecord[] }>> {
  const subCodes = await subCodesOf(record.agencyId);
  const chosen = record.orderStates.flatMap(({ statCode }) => {
    const subCode = subCodes.find((candidate) => candidate.statId === statCode);
    return subCode ? [{ statCode, agencyId: subCode.agencyId }] : [];
  });
  // The books read side by side, with one returned-mail check for all their addresses (as step 3 counts them).
  const lists = await mailableLists(
    chosen.map(({ agencyId }) => agencyId),
    record,
  );
  return new Map(
    chosen.map(({ statCode }, index) => {
      const details = record.subCodesDetails.find((detail) => detail.statCode === statCode);
      return [statCode, chosenRecipients(lists[index]!, details, cleaningChoiceOf(record))] as const;
    }),
  );
}

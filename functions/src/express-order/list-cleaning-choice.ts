import { apiErrors } from '@msc/shared/messages';
import { type HoldoutPercent, newHoldoutSeed } from '@msc/shared/rules/holdout';
import { businessRule } from '#platform/http-error';
import type { RequestContext } from '#platform/request-context';
import { expressSubCodes } from './bulk-access';
import type { BulkOrderStateRecord } from './express-order-store';
import { saveBulkOrderState } from './save-bulk-order-state';
import { scheduleAndRun, withPolicyholderCounts } from './sub-code-counts';

/**
 * Step 4's one-per-household choice and holdout (issue 48; left out: kept), for every sub code's list: each
 * list cleaned again from the policyholders with the new choice, the share held out at random by a seed
 * drawn here (never the browser's) and kept, and priced on its mailed count. Once a drop is planned, its
 * schedule follows the new total and the summary is prepared again (the page waits for it).
 */
export async function recleanedLists(
  ctx: RequestContext,
  record: BulkOrderStateRecord,
  onePerHousehold: boolean,
  holdoutPercent?: HoldoutPercent,
): Promise<BulkOrderStateRecord> {
  if (record.orderStates.length === 0) throw businessRule(apiErrors.noRecipientsChosen);
  // 0 is stored as such (a patch never removes a field by leaving it out): nobody is held out.
  const holdout =
    holdoutPercent === undefined
      ? record.holdout
      : { percent: holdoutPercent, seed: record.holdout?.seed ?? newHoldoutSeed() };
  const next = { ...record, onePerHousehold, holdout };
  if (next.dropDetails?.startDate) return scheduleAndRun(ctx, next, next.dropDetails);
  const orderStates = await withPolicyholderCounts(next, await expressSubCodes(ctx), next.subCodesDetails);
  return saveBulkOrderState({ ...next, orderStates });
}

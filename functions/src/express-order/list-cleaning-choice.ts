import { apiErrors } from '@msc/shared/messages';
import { businessRule } from '#platform/http-error';
import type { RequestContext } from '#platform/request-context';
import type { BulkOrderStateRecord } from './express-order-store';
import { saveBulkOrderState } from './save-bulk-order-state';
import { scheduleAndRun, withPolicyholderCounts } from './sub-code-counts';

/**
 * Step 4's one-per-household choice, for every sub code's list: each list cleaned again from the
 * policyholders with the new choice and priced on its new count. Once a drop is planned, its schedule
 * follows the new total and the summary is prepared again (the page waits for it).
 */
export async function recleanedLists(
  ctx: RequestContext,
  record: BulkOrderStateRecord,
  onePerHousehold: boolean,
): Promise<BulkOrderStateRecord> {
  if (record.orderStates.length === 0) throw businessRule(apiErrors.noRecipientsChosen);
  const next = { ...record, onePerHousehold };
  if (next.dropDetails?.startDate) return scheduleAndRun(ctx, next, next.dropDetails);
  const orderStates = await withPolicyholderCounts(next, ctx, next.subCodesDetails);
  return saveBulkOrderState({ ...next, orderStates });
}

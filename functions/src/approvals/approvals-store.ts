import type { EntityItem } from 'electrodb';
import { ApprovalRequestEntity } from '#data/entities/approval-request';
import { conditionFailed } from '#platform/condition-failed';
import { storeDb } from '#platform/store-db';
import { type TransactWriteItem, transactItems } from '#platform/transact-write';

/** The approval queue's records: the only file that names them. */
const db = /* @__PURE__ */ storeDb({ approvalRequest: ApprovalRequestEntity });

export type ApprovalRequestRecord = EntityItem<typeof ApprovalRequestEntity>;

const QUEUE = 'awaitingApproval' as const;

/** The queue's record of an order placed awaiting approval, for the placement's own transaction. */
export function approvalRequestTransactItems(
  request: Omit<ApprovalRequestRecord, 'queue' | 'renewals'>,
): TransactWriteItem[] {
  const writes = db().transaction.write(({ approvalRequest }) => [
    approvalRequest.create({ ...request, queue: QUEUE, renewals: 0 }).commit(),
  ]);
  return transactItems(writes.params());
}

/** One page of the queue, oldest first: one Query of the index that holds waiting orders only. */
export async function approvalQueuePage(
  cursor: string | undefined,
  limit: number,
): Promise<{ requests: ApprovalRequestRecord[]; cursor: string | undefined }> {
  const page = await db()
    .entities.approvalRequest.query.approvalQueue({ queue: QUEUE })
    .go({ cursor: cursor ?? null, limit, order: 'asc' });
  return { requests: page.data, cursor: page.cursor ?? undefined };
}

export async function approvalRequestOf(orderId: string): Promise<ApprovalRequestRecord | undefined> {
  const { data } = await db().entities.approvalRequest.get({ orderId }).go({ consistent: true });
  return data ?? undefined;
}

/**
 * Takes the order out of the queue to decide it: of two deciders (or a decider and the renewal job) only
 * one finds it there (true); the other is told it was decided.
 */
export async function claimApprovalRequest(request: ApprovalRequestRecord): Promise<boolean> {
  try {
    await db()
      .entities.approvalRequest.delete({ orderId: request.orderId })
      .where(({ renewals }, { eq }) => eq(renewals, request.renewals))
      .go();
    return true;
  } catch (error) {
    if (conditionFailed(error)) return false;
    throw error;
  }
}

/** Puts a claimed request back (its decision could not be written): it waits in the queue again. */
export async function restoreApprovalRequest(request: ApprovalRequestRecord): Promise<void> {
  await db().entities.approvalRequest.put(request).go();
}

/** The waiting orders whose hold lapses before `before` (ISO), soonest first. */
export async function approvalsLapsingBefore(
  before: string,
  limit: number,
): Promise<ApprovalRequestRecord[]> {
  const { data } = await db()
    .entities.approvalRequest.query.approvalsByLapse({ queue: QUEUE })
    .lt({ authorizationLapsesAt: before })
    .go({ limit, order: 'asc' });
  return data;
}

/**
 * A renewed hold: the request with its new authorization, on the condition that it is the one read (not
 * decided or renewed meanwhile). False otherwise.
 */
export async function saveRenewedApprovalRequest(
  read: ApprovalRequestRecord,
  renewed: ApprovalRequestRecord,
): Promise<boolean> {
  try {
    await db()
      .entities.approvalRequest.put(renewed)
      .where(({ renewals }, { eq }) => eq(renewals, read.renewals))
      .go();
    return true;
  } catch (error) {
    if (conditionFailed(error)) return false;
    throw error;
  }
}

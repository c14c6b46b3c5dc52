import { now as clockNow } from '@msc/shared/clock';
import { approvalTexts } from '@msc/shared/messages';
import type { JobRun } from '@msc/shared/model/job-run';
import { authorizationLapsesAt, reauthorizeLapsingBefore } from '@msc/shared/rules/order-approval';
import { ordersPlacedTogether, setOrdersAuthorization } from '#orders/index';
import { releaseAuthorization, renewAuthorization } from '#payments/index';
import { logger } from '#platform/logger';
import {
  type ApprovalRequestRecord,
  approvalsLapsingBefore,
  claimApprovalRequest,
  saveRenewedApprovalRequest,
} from './approvals-store';
import { auditRelease, cancelAwaitingOrder, SYSTEM_ACTOR } from './decide';

export const RENEW_APPROVAL_HOLDS_JOB = 'renew-approval-holds';
/** Orders read per run, the soonest lapse first; the next run takes the rest. */
const ORDERS_PER_RUN = 100;

interface Outcome {
  renewed: number;
  released: number;
  changedMeanwhile: number;
}

/**
 * An order still awaiting approval whose card hold is about to lapse: held anew on the same card (the
 * new authorization first, then the orders and the queue point at it, then the old one is released), or,
 * when the card cannot hold it any more (removed, expired, declined), the order is released: canceled
 * with a status saying why, nothing charged, the agent told, the audit trail written.
 */
async function renewOrRelease(request: ApprovalRequestRecord, outcome: Outcome): Promise<void> {
  if (!request.paymentIntentId || !request.paymentMethodId) return;
  const renewal = request.renewals + 1;
  const held = await renewAuthorization({
    userName: request.userName,
    paymentMethodId: request.paymentMethodId,
    amount: request.total,
    orderId: request.orderId,
    renewal,
  });
  if (held.ok && held.paymentIntentId) {
    const orders = (await ordersPlacedTogether(request)).map(({ order }) => order);
    const authorizedAt = clockNow().toISOString();
    const saved =
      (await setOrdersAuthorization(orders, held.paymentIntentId)) &&
      (await saveRenewedApprovalRequest(request, {
        ...request,
        paymentIntentId: held.paymentIntentId,
        authorizedAt,
        authorizationLapsesAt: authorizationLapsesAt(authorizedAt),
        renewals: renewal,
      }));
    if (!saved) {
      // Decided meanwhile: the new hold is not needed.
      await releaseAuthorization(request.orderId, held.paymentIntentId);
      outcome.changedMeanwhile += 1;
      return;
    }
    await releaseAuthorization(request.orderId, request.paymentIntentId);
    outcome.renewed += 1;
    return;
  }
  logger.info('An order awaiting approval is released: its hold could not be renewed', {
    orderId: request.orderId,
    reason: held.ok ? 'no amount held' : held.message,
  });
  if (!(await claimApprovalRequest(request))) {
    outcome.changedMeanwhile += 1;
    return;
  }
  const reason = approvalTexts.releasedReason;
  const approval = {
    outcome: 'Released' as const,
    decidedAt: clockNow().toISOString(),
    decidedBy: SYSTEM_ACTOR,
    reason,
  };
  if (await cancelAwaitingOrder(request, approval)) {
    await auditRelease(request, reason);
    outcome.released += 1;
  } else outcome.changedMeanwhile += 1;
}

/**
 * The job `renew-approval-holds` (daily): every order awaiting approval whose hold lapses within the
 * rule's margin (rules/order-approval.ts), read from the queue's lapse index (no scan), renewed or released.
 */
export async function renewApprovalHolds(): Promise<JobRun> {
  const now = clockNow();
  const due = await approvalsLapsingBefore(reauthorizeLapsingBefore(now), ORDERS_PER_RUN);
  const outcome: Outcome = { renewed: 0, released: 0, changedMeanwhile: 0 };
  const errors: string[] = [];
  for (const request of due) {
    try {
      await renewOrRelease(request, outcome);
    } catch (error) {
      errors.push(`${request.orderId}: ${error instanceof Error ? error.message : String(error)}`);
      logger.error('Renewing the hold of an order awaiting approval failed', {
        orderId: request.orderId,
        error,
      });
    }
  }
  const run: JobRun = {
    jobName: RENEW_APPROVAL_HOLDS_JOB,
    startedAt: now.toISOString(),
    finishedAt: clockNow().toISOString(),
    status: errors.length > 0 ? 'failed' : 'succeeded',
    counts: { due: due.length, ...outcome },
    errors,
  };
  logger.info('Approval holds renewed', { ...run.counts, errors: errors.length });
  if (errors.length > 0) throw new Error(`${RENEW_APPROVAL_HOLDS_JOB}: ${errors.join('; ')}`);
  return run;
}

import type { ApprovalDecisionResult } from '@msc/shared/api/approvals';
import { now } from '@msc/shared/clock';
import { apiErrors } from '@msc/shared/messages';
import { OrderStatusCode } from '@msc/shared/model/enum-values';
import { mayDecideApproval } from '@msc/shared/rules/order-approval';
import {
  type ApprovalRecord,
  capturePayment,
  markOrdersApproved,
  markOrdersCanceledForApproval,
  type OrderRecord,
  ordersPlacedTogether,
  orderWithItems,
  settleOrder,
} from '#orders/index';
import { releaseAuthorization } from '#payments/index';
import { conflict, forbidden, notFound } from '#platform/http-error';
import { recordAdminChange } from '#platform/identity-store';
import { logger } from '#platform/logger';
import type { RequestContext } from '#platform/request-context';
import {
  type ApprovalRequestRecord,
  approvalRequestOf,
  claimApprovalRequest,
  restoreApprovalRequest,
} from './approvals-store';
import { tellAgent } from './tell-agent';

/**
 * Deciding an order awaiting approval. The decider is checked against the order on the server (the
 * order's `placedBy` is the impersonation session's staff member, written at placement; the caller's
 * impersonator comes from the session token, never from the request). The order leaves the queue first
 * (one decider wins), then its orders are written over their status 2, then the money moves.
 */

const REFUSALS = {
  notApprover: apiErrors.forbidden,
  impersonating: apiErrors.approvalWhileImpersonating,
  ownOrder: apiErrors.approvalOwnOrder,
  placedByDecider: apiErrors.approvalPlacedByYou,
} as const;

/** Whoever decides: the staff member themselves (a decision is never taken as someone else). */
const deciderOf = (ctx: RequestContext) => ctx.impersonator ?? ctx.user;

async function claim(ctx: RequestContext, orderId: string): Promise<ApprovalRequestRecord> {
  const request = await approvalRequestOf(orderId);
  if (!request) throw notFound(apiErrors.approvalAlreadyDecided);
  const check = mayDecideApproval({
    decider: deciderOf(ctx),
    impersonating: ctx.impersonator !== undefined,
    order: { userName: request.userName, placedBy: request.placedBy },
  });
  if (!check.ok) throw forbidden(REFUSALS[check.reason]);
  if (!(await claimApprovalRequest(request))) throw conflict(apiErrors.approvalAlreadyDecided);
  return request;
}

const ordersOf = async (request: ApprovalRequestRecord) =>
  (await ordersPlacedTogether(request)).map(({ order }) => order);

async function result(
  request: ApprovalRequestRecord,
  approval: ApprovalRecord,
): Promise<ApprovalDecisionResult> {
  const orders = await ordersOf(request);
  const first = orders.find((order) => order.orderId === request.orderId) ?? orders[0];
  return {
    orderNumber: request.orderNumber,
    orderStatusCode: first?.orderStatusCode ?? 0,
    paymentStatus: first?.paymentStatus ?? '',
    decision: { outcome: approval.outcome, decidedAt: approval.decidedAt, reason: approval.reason },
  };
}

async function audit(
  action: 'order.approve' | 'order.reject' | 'order.releaseUnapproved',
  actor: string,
  request: ApprovalRequestRecord,
  reason?: string,
): Promise<void> {
  const after = {
    orderNumber: request.orderNumber,
    agent: request.userName,
    total: request.total,
    ...(request.placedBy ? { placedBy: request.placedBy } : {}),
    ...(reason ? { reason } : {}),
  };
  try {
    await recordAdminChange({ action, actorUserName: actor, target: `order:${request.orderNumber}`, after });
  } catch (error) {
    logger.error('Recording an approval decision on the audit trail failed', { ...after, error });
  }
}

/** Approved: the orders proceed (pending) and the held payment is captured. */
export async function approveOrder(ctx: RequestContext, orderId: string): Promise<ApprovalDecisionResult> {
  const request = await claim(ctx, orderId);
  const decidedAt = now().toISOString();
  const approval: ApprovalRecord = { outcome: 'Approved', decidedAt, decidedBy: deciderOf(ctx).userName };
  const orders = await ordersOf(request);
  if (!(await markOrdersApproved(orders, approval, decidedAt))) {
    await restoreIfStillWaiting(request, orders);
    throw conflict(apiErrors.approvalAlreadyDecided);
  }
  // Never throws: a failed capture leaves the orders Authorized for the reconciler (settleAfter is now).
  await capturePayment(request.userName, request.orderId, request.paymentIntentId, request.bulkOrderId);
  for (const order of orders) await settleOrder(order.userName, order.orderId);
  await audit('order.approve', approval.decidedBy, request);
  logger.info('Order approved', { orderId, orderNumber: request.orderNumber });
  return result(request, approval);
}

/**
 * Rejected or released: the orders canceled with their lines, the hold released, the agent told by
 * e-mail (the order page shows the same decision).
 */
export async function cancelAwaitingOrder(
  request: ApprovalRequestRecord,
  approval: ApprovalRecord & { reason: string },
): Promise<boolean> {
  const orders = await ordersOf(request);
  const withItems = await Promise.all(
    orders.map(async (order) => ({
      userName: order.userName,
      orderId: order.orderId,
      itemIds: ((await orderWithItems(order.userName, order.orderId))?.items ?? []).map(
        (item) => item.itemId,
      ),
    })),
  );
  if (!(await markOrdersCanceledForApproval(withItems, approval))) {
    await restoreIfStillWaiting(request, orders);
    return false;
  }
  if (request.paymentIntentId) await releaseAuthorization(request.orderId, request.paymentIntentId);
  await tellAgent(request, {
    kind: approval.outcome === 'Released' ? 'Released' : 'Rejected',
    reason: approval.reason,
  });
  return true;
}

export async function rejectOrder(
  ctx: RequestContext,
  orderId: string,
  reason: string,
): Promise<ApprovalDecisionResult> {
  const request = await claim(ctx, orderId);
  const decidedBy = deciderOf(ctx).userName;
  const approval = { outcome: 'Rejected' as const, decidedAt: now().toISOString(), decidedBy, reason };
  if (!(await cancelAwaitingOrder(request, approval))) throw conflict(apiErrors.approvalAlreadyDecided);
  await audit('order.reject', decidedBy, request, reason);
  logger.info('Order rejected', { orderId, orderNumber: request.orderNumber });
  return result(request, approval);
}

/** Released by the renewal job (its hold lapsing, not renewable): on the audit trail as the system's. */
export async function auditRelease(request: ApprovalRequestRecord, reason: string): Promise<void> {
  await audit('order.releaseUnapproved', SYSTEM_ACTOR, request, reason);
}

export const SYSTEM_ACTOR = 'system';

/** A claimed request whose orders still wait (the write failed on another condition) goes back in the queue. */
async function restoreIfStillWaiting(request: ApprovalRequestRecord, read: readonly OrderRecord[]) {
  const orders = await ordersOf(request);
  if (
    orders.length > 0 &&
    read.length > 0 &&
    orders.every((order) => order.orderStatusCode === OrderStatusCode.PendingApproval)
  )
    await restoreApprovalRequest(request);
}

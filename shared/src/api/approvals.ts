import * as z from 'zod';
import { ApprovalQueueRow, OrderApprovalDecision, RejectOrder } from '../model/order-approval';
import { endpoint } from './endpoint';

/**
 * Orders awaiting approval (status 2): the Admin Center's queue and the two decisions. One capability,
 * one Lambda (`functions/src/approvals/`); every endpoint needs the `approveOrders` permission, and the
 * decisions check the decider against the order besides (rules/order-approval.ts).
 */

export const APPROVAL_QUEUE_PAGE_SIZE = 25;

/** The queue is read a page at a time, oldest first, from an index of the waiting orders only. */
const ApprovalQueueQuery = z.object({
  /** Where the previous page ended (its `nextCursor`); absent: the first page. */
  cursor: z.string().max(1000).optional(),
});

const ApprovalQueuePage = z.object({
  results: z.array(ApprovalQueueRow),
  /** Absent on the last page. */
  nextCursor: z.string().optional(),
});

const orderParam = z.object({ orderId: z.string().min(1).max(40) });

/** A decided order: its number, its new status and the decision. */
export const ApprovalDecisionResult = z.object({
  orderNumber: z.string(),
  orderStatusCode: z.number().int(),
  paymentStatus: z.string(),
  decision: OrderApprovalDecision,
});
export type ApprovalDecisionResult = z.infer<typeof ApprovalDecisionResult>;

export const approvalsApi = {
  queue: endpoint({
    method: 'GET',
    path: '/admin/approvals',
    auth: 'approveOrders',
    query: ApprovalQueueQuery,
    response: ApprovalQueuePage,
  }),
  /** The order proceeds (pending) and its held payment is captured. */
  approve: endpoint({
    method: 'POST',
    path: '/admin/approvals/{orderId}/approve',
    auth: 'approveOrders',
    params: orderParam,
    response: ApprovalDecisionResult,
  }),
  /** The order is canceled, its hold released, and the agent told by e-mail and on the order page. */
  reject: endpoint({
    method: 'POST',
    path: '/admin/approvals/{orderId}/reject',
    auth: 'approveOrders',
    params: orderParam,
    body: RejectOrder,
    response: ApprovalDecisionResult,
  }),
};

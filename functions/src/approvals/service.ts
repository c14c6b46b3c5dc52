import { APPROVAL_QUEUE_PAGE_SIZE, type approvalsApi } from '@msc/shared/api/approvals';
import { apiErrors } from '@msc/shared/messages';
import type { ApprovalQueueRow } from '@msc/shared/model/order-approval';
import { badRequest } from '#platform/http-error';
import type { Implementation } from '#platform/implement';
import { type ApprovalRequestRecord, approvalQueuePage } from './approvals-store';
import { approveOrder, rejectOrder } from './decide';

function toRow(request: ApprovalRequestRecord): ApprovalQueueRow {
  return {
    orderId: request.orderId,
    orderNumber: request.orderNumber,
    orderDate: request.orderDate,
    agent: request.userName,
    agencyName: request.agencyName,
    statCode: request.statCode,
    total: request.total,
    placedBy: request.placedBy,
    authorizationLapsesAt: request.authorizationLapsesAt,
    products: request.products ?? [],
  };
}

/** The approval queue and its decisions (decide.ts). */
export const approvalsService: Implementation<typeof approvalsApi> = {
  queue: async ({ query }) => {
    const page = await approvalQueuePage(query.cursor, APPROVAL_QUEUE_PAGE_SIZE).catch((error: unknown) => {
      // A cursor not of this queue (forged, or from another list) is the caller's mistake, not ours.
      if (query.cursor) throw badRequest(apiErrors.invalidFields, { cursor: [apiErrors.invalidFields] });
      throw error;
    });
    return { results: page.requests.map(toRow), nextCursor: page.cursor };
  },
  approve: ({ ctx, params }) => approveOrder(ctx, params.orderId),
  reject: ({ ctx, params, body }) => rejectOrder(ctx, params.orderId, body.reason),
};

import { OrderStatusCode } from '@msc/shared/model/enum-values';
import { statusAfterApproval } from '@msc/shared/rules/order-approval';
import {
  type ApprovalRecord,
  writeOrdersApproved,
  writeOrdersCanceledForApproval,
} from './approval-decision-store';
import { recordFacetChange, recordOrderChange } from './order-figures';
import { type OrderRecord, orderWithItems } from './orders-store';

/**
 * Approved (approval-decision-store.ts writes it): the orders proceed, pending, and their history facets
 * say so. False when one was decided meanwhile (nothing written).
 */
export async function markOrdersApproved(
  orders: readonly OrderRecord[],
  approval: ApprovalRecord,
  settleAfter: string,
): Promise<boolean> {
  if (!(await writeOrdersApproved(orders, approval, settleAfter))) return false;
  const orderStatusCode = statusAfterApproval('Approved');
  await Promise.all(orders.map((order) => recordFacetChange(order, { ...order, orderStatusCode })));
  return true;
}

/**
 * Rejected, or released when its hold lapsed (approval-decision-store.ts writes it): the orders canceled
 * with their lines, then taken out of their agencies' figures. False when one was decided meanwhile.
 */
export async function markOrdersCanceledForApproval(
  orders: readonly { userName: string; orderId: string; itemIds: readonly string[] }[],
  approval: ApprovalRecord,
): Promise<boolean> {
  const canceled = await writeOrdersCanceledForApproval(orders, approval);
  if (!canceled) return false;
  await Promise.all(
    orders.map(async ({ userName, orderId }) => {
      const found = await orderWithItems(userName, orderId, { consistent: true });
      if (!found) return;
      const awaiting = { ...found.order, orderStatusCode: OrderStatusCode.PendingApproval };
      await recordOrderChange({ ...found, order: awaiting }, found);
    }),
  );
  return true;
}

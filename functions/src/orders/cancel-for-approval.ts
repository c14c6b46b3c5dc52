import { OrderStatusCode } from '@msc/shared/model/enum-values';
import { type ApprovalRecord, writeOrdersCanceledForApproval } from './approval-decision-store';
import { recordOrderChange } from './order-figures';
import { orderWithItems } from './orders-store';

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

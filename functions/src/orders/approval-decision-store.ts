import { OrderStatusCode } from '@msc/shared/model/enum-values';
import { statusAfterApproval } from '@msc/shared/rules/order-approval';
import { OrderEntity, OrderItemEntity } from '#data/entities/order';
import { storeDb } from '#platform/store-db';
import type { OrderRecord } from './orders-store';

/**
 * The orders' side of an approval decision (the approvals capability decides, through index.ts): each
 * write is conditioned on the order still awaiting approval (status 2), so of two deciders, or a decider
 * and the renewal job, only one changes it.
 */
const db = /* @__PURE__ */ storeDb({ order: OrderEntity, orderItem: OrderItemEntity });

/** Status 2: every decision is written over it. */
const AWAITING: number = OrderStatusCode.PendingApproval;

export type ApprovalRecord = NonNullable<OrderRecord['approval']>;

/**
 * Approved: the orders proceed (pending) with the decision on them, and the reconciler is asked to look
 * at them from `settleAfter` (the capture follows at once; it finishes one that fails). False when one
 * was decided meanwhile (nothing written).
 */
export async function writeOrdersApproved(
  orders: readonly Pick<OrderRecord, 'userName' | 'orderId'>[],
  approval: ApprovalRecord,
  settleAfter: string,
): Promise<boolean> {
  const result = await db()
    .transaction.write(({ order }) =>
      orders.map(({ userName, orderId }) =>
        order
          .patch({ userName, orderId })
          .set({ orderStatusCode: statusAfterApproval('Approved'), approval, settleAfter })
          .where(({ orderStatusCode }, { eq }) => eq(orderStatusCode, AWAITING))
          .commit(),
      ),
    )
    .go();
  return !result.canceled;
}

/**
 * Rejected, or released when its hold lapsed: the orders canceled with their lines, their payment
 * Released (nothing was taken), the decision on them. False when one was decided meanwhile.
 */
export async function writeOrdersCanceledForApproval(
  orders: readonly { userName: string; orderId: string; itemIds: readonly string[] }[],
  approval: ApprovalRecord,
): Promise<boolean> {
  const result = await db()
    .transaction.write(({ order, orderItem }) =>
      orders.flatMap(({ userName, orderId, itemIds }) => [
        order
          .patch({ userName, orderId })
          .set({
            orderStatusCode: statusAfterApproval(approval.outcome),
            paymentStatus: 'Released',
            approval,
          })
          .where(
            ({ orderStatusCode, paymentStatus }, { eq }) =>
              `${eq(orderStatusCode, AWAITING)} AND ${eq(paymentStatus, 'Authorized')}`,
          )
          .commit(),
        ...itemIds.map((itemId) =>
          orderItem.patch({ userName, orderId, itemId }).set({ status: 'Canceled' }).commit(),
        ),
      ]),
    )
    .go();
  return !result.canceled;
}

/** A renewed hold: the orders now point at the new authorization (still awaiting approval). */
export async function setOrdersAuthorization(
  orders: readonly Pick<OrderRecord, 'userName' | 'orderId'>[],
  paymentIntentId: string,
): Promise<boolean> {
  const result = await db()
    .transaction.write(({ order }) =>
      orders.map(({ userName, orderId }) =>
        order
          .patch({ userName, orderId })
          .set({ paymentIntentId })
          .where(
            ({ orderStatusCode, paymentStatus }, { eq }) =>
              `${eq(orderStatusCode, AWAITING)} AND ${eq(paymentStatus, 'Authorized')}`,
          )
          .commit(),
      ),
    )
    .go();
  return !result.canceled;
}

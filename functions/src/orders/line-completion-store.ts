import { OrderEntity, OrderItemEntity } from '#data/entities/order';
import { storeDb } from '#platform/store-db';
import type { OrderItemRecord, OrderRecord } from './orders-store';

/** A mailed line's status and its order's, written as the `mail-drops` job finds them done. */
const db = /* @__PURE__ */ storeDb({ order: OrderEntity, orderItem: OrderItemEntity });

/**
 * Writes the line Complete and the order's status in one transaction, on the condition that the line's
 * status and drops and the order's status are still those read: a drop change or another line's
 * completion meanwhile makes it false (read again).
 */
export async function writeLineComplete(
  item: OrderItemRecord,
  order: OrderRecord,
  orderStatusCode: number,
): Promise<boolean> {
  const orderKey = { userName: order.userName, orderId: order.orderId };
  const result = await db()
    .transaction.write(({ orderItem, order: orders }) => [
      orderItem
        .patch({ ...orderKey, itemId: item.itemId })
        .set({ status: 'Complete' })
        .where(({ status, dropsVersion }, { eq, notExists }) =>
          [
            eq(status, item.status),
            item.dropsVersion === undefined ? notExists(dropsVersion) : eq(dropsVersion, item.dropsVersion),
          ].join(' AND '),
        )
        .commit(),
      orders
        .patch(orderKey)
        .set({ orderStatusCode })
        .where(({ orderStatusCode: code }, { eq }) => eq(code, order.orderStatusCode))
        .commit(),
    ])
    .go();
  return !result.canceled;
}

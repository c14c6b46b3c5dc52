import { OrderEntity, OrderItemEntity } from '#data/entities/order';
import { storeDb } from '#platform/store-db';
import type { OrderItemRecord, OrderRecord } from './orders-store';
import { prospectListKeys } from './prospect-list-index-store';

/**
 * The money side of a placed order's records: an agent's drop changes with what they give back (line and
 * order), the cancels left under way, and the capture of the order's authorization, each written on the
 * condition of what was read so that a cancel, a move and a capture never overwrite one another.
 */
const db = /* @__PURE__ */ storeDb({ order: OrderEntity, orderItem: OrderItemEntity });

/** No cancel under way on the line: the sparse index `pendingCancels` drops it. */
export const NO_PENDING_CANCEL = 'none';

export interface DropChangeWrite {
  /** The line as read: its `dropsVersion` is the write's condition. */
  item: OrderItemRecord;
  data: NonNullable<OrderItemRecord['data']>;
  itemStatus: OrderItemRecord['status'];
  /** Cents added to what the line and the order got back (negative: a cancel rolled back). */
  refunded: number;
  /** Released of an authorization not yet captured. */
  released: number;
  /** When the oldest cancel under way of the line's drops began, after this change; undefined: none. */
  cancelPendingSince: string | undefined;
  /** The payment status read: a capture written meanwhile makes the change read again (then a refund). */
  paymentStatus: string;
  /** A release waits for no capture under way (the capture's amount is taken on the release it read). */
  noCaptureUnderWay: boolean;
  /** The order's status code after the change (canceled once its last line is). */
  orderStatusCode: number;
}

/**
 * Writes an agent's change to a line's drops, with what it gives back (on the line and the order) and the
 * order's status, in one transaction conditioned on the line's drop version and the order's payment status
 * read: of two changes at once, the second finds the line changed (false) and is read again.
 */
export async function saveDropChange(change: DropChangeWrite): Promise<boolean> {
  const { item } = change;
  const version = item.dropsVersion ?? 0;
  const orderKey = { userName: item.userName, orderId: item.orderId };
  const given = { amountRefunded: change.refunded, amountReleased: change.released };
  const result = await db()
    .transaction.write(({ orderItem, order }) => [
      orderItem
        .patch({ ...orderKey, itemId: item.itemId })
        .set({
          data: change.data,
          status: change.itemStatus,
          dropsVersion: version + 1,
          cancelPendingSince: change.cancelPendingSince ?? NO_PENDING_CANCEL,
          cancelQueue: 'pendingCancels',
          // A moved last drop moves when the line's prospect list expires.
          ...prospectListKeys({ userName: item.userName, data: change.data }),
        })
        .add(given)
        .where(({ dropsVersion }, { eq, notExists }) =>
          version === 0 ? notExists(dropsVersion) : eq(dropsVersion, version),
        )
        .commit(),
      order
        .patch(orderKey)
        .add(given)
        .set({ orderStatusCode: change.orderStatusCode })
        .where(({ paymentStatus, captureAmount }, { eq, notExists }) =>
          change.noCaptureUnderWay
            ? `${eq(paymentStatus, change.paymentStatus)} AND ${notExists(captureAmount)}`
            : eq(paymentStatus, change.paymentStatus),
        )
        .commit(),
    ])
    .go();
  return !result.canceled;
}

/** The lines with a cancel under way that began before `before` (ISO instant), oldest first. */
export async function linesWithCancelsBefore(before: string): Promise<OrderItemRecord[]> {
  const { data } = await db()
    .entities.orderItem.query.pendingCancels({ cancelQueue: 'pendingCancels' })
    .lt({ cancelPendingSince: before })
    .go({ pages: 'all' });
  return data;
}

/**
 * Claims the capture of one authorization: each order (an Express Order's orders, all or none) gets the
 * cents the capture takes of it, on the condition that it is still Authorized, no capture is under way and
 * it released what was read. A drop's release written meanwhile makes the claim fail (false): read again.
 */
export async function claimCapture(
  userName: string,
  claims: readonly { order: OrderRecord; captureAmount: number }[],
): Promise<boolean> {
  if (claims.length === 0) return true;
  const result = await db()
    .transaction.write(({ order: orders }) =>
      claims.map(({ order, captureAmount }) =>
        orders
          .patch({ userName, orderId: order.orderId })
          .set({ captureAmount })
          .where(({ paymentStatus, amountReleased, captureAmount: claimed }, { eq, notExists }) =>
            [
              eq(paymentStatus, 'Authorized'),
              notExists(claimed),
              order.amountReleased === undefined
                ? notExists(amountReleased)
                : eq(amountReleased, order.amountReleased),
            ].join(' AND '),
          )
          .commit(),
      ),
    )
    .go();
  return !result.canceled;
}

/**
 * Marks orders whose one authorization was captured as paid, each with what it paid of it (an Express
 * Order's orders each their own share), or as released when nothing of it was taken; the capture under way
 * ends. Only over Authorized orders: false when one was marked meanwhile (nothing written).
 */
export async function markOrdersPaid(
  userName: string,
  paid: readonly { orderId: string; amountPaid: number }[],
): Promise<boolean> {
  if (paid.length === 0) return true;
  const result = await db()
    .transaction.write(({ order }) =>
      paid.map(({ orderId, amountPaid }) =>
        order
          .patch({ userName, orderId })
          .set({ paymentStatus: amountPaid > 0 ? 'Paid' : 'Released', amountPaid })
          .remove(['captureAmount'])
          .where(({ paymentStatus }, { eq }) => eq(paymentStatus, 'Authorized'))
          .commit(),
      ),
    )
    .go();
  return !result.canceled;
}

import { OrderEntity } from '#data/entities/order';
import { OrderCounterEntity } from '#data/entities/order-counter';
import { conditionFailed } from '#platform/condition-failed';
import { storeDb } from '#platform/store-db';
import type { OrderRecord } from './orders-store';

/**
 * What is left of a placement after its transaction: the capture (in the request, right after) and the
 * recipient rows (the order-recipients workflow, after that). An order carries `settleAfter` until both
 * are done; the sparse `ordersToSettle` index lists those, and the reconciler reads the ones past due.
 */
const db = /* @__PURE__ */ storeDb({ order: OrderEntity, orderCounter: OrderCounterEntity });

/** The orders still to settle whose time to look at them has come (`settleAfter` before `now`), oldest first. */
export async function ordersToSettle(now: string, limit: number): Promise<OrderRecord[]> {
  const { data } = await db()
    .entities.order.query.ordersToSettle({})
    .lt({ settleAfter: now })
    .go({ limit, order: 'asc' });
  return data;
}

type TransactionEntities = Parameters<Parameters<ReturnType<typeof db>['transaction']['write']>[0]>[0];

/** An order whose recipient rows are all written: how many, for its agency's counter. */
interface WrittenRows {
  orderId: string;
  agencyId: number;
  rows: number;
}

/**
 * Counts an order's rows once: the order keeps its count (`recipientRows`, absent until then) and its
 * counter adds them, in one transaction; a second run (a retried workflow) finds the count and adds nothing.
 * A counter written before rows were counted is left to the ordinal backfill (the order alone is marked).
 */
async function countRows(userName: string, { orderId, agencyId, rows }: WrittenRows): Promise<void> {
  const mark = ({ order }: TransactionEntities) =>
    order
      .patch({ userName, orderId })
      .set({ recipientRowsWritten: true, recipientRows: rows })
      .where((attr, op) => op.notExists(attr.recipientRows))
      .commit();
  const counted = await db()
    .transaction.write((entities) => [
      mark(entities),
      entities.orderCounter
        .update({ userName, agencyId })
        .add({ rows })
        .where((attr, op) => op.exists(attr.rows))
        .commit(),
    ])
    .go();
  if (!counted.canceled) return;
  const [orderRefused, counterRefused] = (counted.data as { rejected: boolean }[]).map(
    (entry) => entry.rejected,
  );
  if (orderRefused) return;
  if (!counterRefused) throw new Error('Recipient rows count canceled');
  await db()
    .transaction.write((entities) => [mark(entities)])
    .go();
}

/**
 * Marks the orders' recipient rows written and counts them (once); an order already captured (or with
 * nothing to capture) leaves the reconciler's index then. Repeating it changes nothing.
 */
export async function markRecipientRowsWritten(
  userName: string,
  written: readonly WrittenRows[],
): Promise<void> {
  for (const rows of written) {
    await countRows(userName, rows);
    const { orderId } = rows;
    try {
      await db()
        .entities.order.patch({ userName, orderId })
        .set({ recipientRowsWritten: true })
        .remove(['settleAfter'])
        .where(({ paymentStatus }, { ne }) => ne(paymentStatus, 'Authorized'))
        .go();
    } catch (error) {
      if (!conditionFailed(error)) throw error;
      // Still Authorized: the reconciler captures it, then settles it.
      await db().entities.order.patch({ userName, orderId }).set({ recipientRowsWritten: true }).go();
    }
  }
}

/** Takes a settled order (captured or nothing to capture, rows written) out of the reconciler's index. */
export async function settleOrder(userName: string, orderId: string): Promise<boolean> {
  try {
    await db()
      .entities.order.patch({ userName, orderId })
      .remove(['settleAfter'])
      .where(
        ({ paymentStatus, recipientRowsWritten }, { ne, eq }) =>
          `${ne(paymentStatus, 'Authorized')} AND ${eq(recipientRowsWritten, true)}`,
      )
      .go();
    return true;
  } catch (error) {
    if (conditionFailed(error)) return false;
    throw error;
  }
}

/** When the reconciler should look at an order again (it could not settle it this time). */
export async function postponeSettlement(
  userName: string,
  orderId: string,
  settleAfter: string,
): Promise<void> {
  try {
    await db()
      .entities.order.patch({ userName, orderId })
      .set({ settleAfter })
      .where((attr, { exists }) => exists(attr.settleAfter))
      .go();
  } catch (error) {
    // Settled meanwhile: it stays out of the index.
    if (!conditionFailed(error)) throw error;
  }
}

/** One order of the user's (another user's id finds nothing). */
export async function orderRecordOf(userName: string, orderId: string): Promise<OrderRecord | undefined> {
  const { data } = await db().entities.order.get({ userName, orderId }).go();
  return data ?? undefined;
}

import { lineMailedOut, orderStatusAfterLines } from '@msc/shared/rules/order-completion';
import { writeLineComplete } from './line-completion-store';
import { recordOrderChange } from './order-figures';
import { orderWithItems } from './orders-store';

/** Attempts when the line or the order changes meanwhile (each reads the order again). */
const ATTEMPTS = 5;

export type LineCompletion = 'completed' | 'orderCompleted' | 'notYet';

/**
 * After a drop of a line mailed: the line Complete once each of its drops has mailed or been canceled, and
 * the order Completed once each of its lines is done or gone (shared/src/rules/order-completion.ts). The
 * history's facets, figures and calendar follow the change. Nothing changes for a line still to mail, one
 * already done or gone, or an order that is not Pending.
 */
export async function completeMailedLine(
  ref: { userName: string; orderId: string; itemId: string },
  now: Date,
): Promise<LineCompletion> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    const found = await orderWithItems(ref.userName, ref.orderId, { consistent: true });
    const item = found?.items.find((line) => line.itemId === ref.itemId);
    const drops = item?.data?.dropDetails?.mailingDetails ?? [];
    if (!found || !item || item.status !== 'Pending' || !lineMailedOut(drops, now)) return 'notYet';
    const { order, items } = found;
    const lines = items.map((line) =>
      line.itemId === item.itemId ? { ...line, status: 'Complete' as const } : line,
    );
    const orderStatusCode = orderStatusAfterLines(
      order.orderStatusCode,
      lines.map((line) => line.status),
    );
    if (await writeLineComplete(item, order, orderStatusCode)) {
      await recordOrderChange(found, { order: { ...order, orderStatusCode }, items: lines });
      return orderStatusCode === order.orderStatusCode ? 'completed' : 'orderCompleted';
    }
  }
  throw new Error(`The line ${ref.orderId}/${ref.itemId} kept changing while it was completed`);
}

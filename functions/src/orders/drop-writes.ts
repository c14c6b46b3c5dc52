import { OrderStatusCode } from '@msc/shared/model/enum-values';
import type { OrderMailingDetail } from '@msc/shared/model/order';
import { dropNumberOf, oldestPendingCancel } from '@msc/shared/rules/drop-change';
import { recordOrderChange } from './order-figures';
import { saveDropChange } from './order-money-store';
import { type OrderItemRecord, type OrderRecord, orderWithItems } from './orders-store';

/** An order with the line whose drops change. */
export interface LineOfOrder {
  order: OrderRecord;
  items: OrderItemRecord[];
  item: OrderItemRecord;
}

const gone = (status: string) => status === 'Canceled' || status === 'Removed';

/**
 * Writes the line's new drops with what they give back; false when another change of the line (or a
 * capture, for a release) came first: read again. The line is canceled with its last drop, the order with
 * its last line; the line's oldest cancel under way dates it for the reconciler.
 */
export function writeDrops(
  { order, items, item }: LineOfOrder,
  drops: OrderMailingDetail[],
  money: { refunded: number; released: number },
  options: { noCaptureUnderWay: boolean },
): Promise<{ saved: boolean; orderCanceled: boolean }> {
  const data = item.data!;
  const itemStatus = drops.every((drop) => drop.canceledAt) ? 'Canceled' : item.status;
  const orderCanceled = items.every((line) => gone(line.itemId === item.itemId ? itemStatus : line.status));
  const changed = { ...data, dropDetails: { ...data.dropDetails!, mailingDetails: drops } };
  const orderStatusCode = orderCanceled ? OrderStatusCode.Canceled : order.orderStatusCode;
  return saveDropChange({
    item,
    data: changed,
    itemStatus,
    ...money,
    cancelPendingSince: oldestPendingCancel(drops),
    paymentStatus: order.paymentStatus,
    noCaptureUnderWay: options.noCaptureUnderWay,
    orderStatusCode,
  }).then(async (saved) => {
    // The mail months of its drops, or the whole order once canceled, count differently in the figures.
    if (saved)
      await recordOrderChange(
        { order, items },
        {
          order: { ...order, orderStatusCode },
          items: items.map((line) =>
            line.itemId === item.itemId ? { ...line, status: itemStatus, data: changed } : line,
          ),
        },
      );
    return { saved, orderCanceled };
  });
}

/** Attempts when other drops of the line change meanwhile (each reads the order again). */
const SETTLE_ATTEMPTS = 5;

export type Settled =
  /** The cancel is written (canceled, with its refund) or rolled back (the drop mails again). */
  | { outcome: 'finished' | 'rolledBack'; refund: number }
  /** No cancel under way on that drop any more: another settled it. */
  | { outcome: 'gone' };

/**
 * Ends a drop's cancel under way: `finish` writes it canceled with the refund its marker names (the refund
 * went through), `rollBack` takes the marker off and gives the line and the order their amount back (the
 * drop was not refunded and mails as scheduled). Conditional on the line's version, read again while other
 * drops of the line change; throws if it never gets through (the reconciler tries again later).
 */
export async function settleCancel(
  ref: { userName: string; orderId: string; itemId: string; dropNumber: number },
  outcome: 'finish' | 'rollBack',
  now: Date,
): Promise<Settled> {
  for (let attempt = 1; attempt <= SETTLE_ATTEMPTS; attempt++) {
    const found = await orderWithItems(ref.userName, ref.orderId, { consistent: true });
    const item = found?.items.find((candidate) => candidate.itemId === ref.itemId);
    const drops = item?.data?.dropDetails?.mailingDetails ?? [];
    const index = drops.findIndex((drop, at) => dropNumberOf(drop, at) === ref.dropNumber);
    const pending = drops[index]?.cancelPending;
    if (!found || !item || !pending) return { outcome: 'gone' };
    const { cancelPending: _marker, ...drop } = drops[index]!;
    const settled: OrderMailingDetail =
      outcome === 'finish' ? { ...drop, canceledAt: now.toISOString(), refunded: pending.refund } : drop;
    const written = await writeDrops(
      { ...found, item },
      drops.map((each, at) => (at === index ? settled : each)),
      { refunded: outcome === 'finish' ? 0 : -pending.refund, released: 0 },
      { noCaptureUnderWay: false },
    );
    if (written.saved)
      return { outcome: outcome === 'finish' ? 'finished' : 'rolledBack', refund: pending.refund };
  }
  throw new Error(
    `The drop's cancel under way could not be ${outcome === 'finish' ? 'finished' : 'rolled back'}`,
  );
}

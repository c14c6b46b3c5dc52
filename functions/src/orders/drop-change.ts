import { now as clockNow } from '@msc/shared/clock';
import { apiErrors } from '@msc/shared/messages';
import { OrderStatusCode } from '@msc/shared/model/enum-values';
import type { OrderMailingDetail } from '@msc/shared/model/order';
import type { BusinessDate } from '@msc/shared/rules/business-date';
import {
  dropChangeRefusal,
  dropNumberOf,
  dropRefundAmount,
  dropReleaseAmount,
  isMoveDateDisabled,
  lineMoneyOf,
} from '@msc/shared/rules/drop-change';
import { isRefundRefused, refundDrop, releaseCanceledOrder } from '#payments/index';
import { badRequest, conflict, notFound } from '#platform/http-error';
import { recordAdminChange } from '#platform/identity-store';
import { logger } from '#platform/logger';
import type { RequestContext } from '#platform/request-context';
import { settleCancel, writeDrops } from './drop-writes';
import { loadOrder } from './load-order';
import { markOrdersPaid } from './order-money-store';
import { toOrder } from './order-view';
import { moveDetailRows, type OrderItemRecord, type OrderRecord } from './orders-store';

/**
 * An agent moves or cancels a drop of a placed order while it mails at least the production lead time
 * ahead (shared/src/rules/drop-change.ts). Of a captured payment, a cancel gives back the drop's share of
 * what its line paid in three steps: a marker on the drop (written over the line's version read: moves
 * racing it find the line changed, and then the marker, which they refuse; mailing skips it), the refund
 * under the drop's own key (a retry refunds once), then the cancel itself. A cancel that dies between is
 * finished or rolled back by the reconciler (pending-cancel.ts). Of a payment only authorized, it releases
 * that share (the capture takes less; never while a capture is under way) and, with the order's last line,
 * the whole hold. Every change is audited with who made it (the staff member while impersonating), before
 * and after.
 */

interface DropParams {
  id: string;
  itemId: string;
  dropNumber: number;
}

/** Attempts when another change of the same line is written meanwhile (each re-reads the order). */
const ATTEMPTS = 3;

type Located = {
  order: OrderRecord;
  items: OrderItemRecord[];
  item: OrderItemRecord;
  drops: OrderMailingDetail[];
  index: number;
};

/** The order, line and drop named, refused with the rule's reason when it may not change now. */
async function changeableDrop(ctx: RequestContext, params: DropParams, now: Date): Promise<Located> {
  const { order, items } = await loadOrder(ctx, params.id);
  const item = items.find((candidate) => candidate.itemId === params.itemId);
  const drops = item?.data?.dropDetails?.mailingDetails ?? [];
  const index = drops.findIndex((drop, at) => dropNumberOf(drop, at) === params.dropNumber);
  if (!item || index < 0) throw notFound(apiErrors.dropNotFound);
  const refusal = dropChangeRefusal(
    { orderCanceled: order.orderStatusCode === OrderStatusCode.Canceled, itemStatus: item.status },
    drops[index]!,
    now,
  );
  if (refusal === 'alreadyCanceled') throw conflict(apiErrors.dropAlreadyCanceled);
  if (refusal === 'cancelPending') throw conflict(apiErrors.dropCancelPending);
  if (refusal) throw conflict(apiErrors.dropNotChangeable);
  return { order, items, item, drops, index };
}

async function audit(
  ctx: RequestContext,
  action: 'order.moveDrop' | 'order.cancelDrop',
  { order }: Located,
  values: { before: unknown; after: unknown },
) {
  await recordAdminChange({
    action,
    actorUserName: (ctx.impersonator ?? ctx.user).userName,
    target: `order:${order.orderNumber}`,
    ...values,
  });
}

async function answer(ctx: RequestContext, orderId: string, refunded: number) {
  const { order, items } = await loadOrder(ctx, orderId);
  return { order: toOrder(order, items, clockNow()), refunded };
}

export async function moveDrop(ctx: RequestContext, params: DropParams, mailDate: BusinessDate) {
  const now = clockNow();
  if (isMoveDateDisabled(mailDate, now)) throw badRequest(apiErrors.dropMoveDateNotAllowed);
  for (let attempt = 1; ; attempt++) {
    const located = await changeableDrop(ctx, params, now);
    const before = located.drops[located.index]!;
    const drops = located.drops.map((drop, at) => (at === located.index ? { ...drop, mailDate } : drop));
    const written = await writeDrops(
      located,
      drops,
      { refunded: 0, released: 0 },
      { noCaptureUnderWay: false },
    );
    if (written.saved) {
      // The order list shows each recipient's mailing date: the drop's rows follow it. The move stands
      // either way (the order is the truth); moving the drop again to the same date rewrites them.
      await moveDetailRows(located.item, params.dropNumber, mailDate).catch((error: unknown) =>
        logger.error('Moving the order list rows of a drop failed', { orderId: params.id, error }),
      );
      await audit(ctx, 'order.moveDrop', located, {
        before: { itemId: params.itemId, dropNumber: params.dropNumber, mailDate: before.mailDate },
        after: { itemId: params.itemId, dropNumber: params.dropNumber, mailDate },
      });
      return answer(ctx, params.id, 0);
    }
    if (attempt >= ATTEMPTS) throw conflict(apiErrors.orderChanged);
  }
}

/** What canceling the drop gives back: refunded of a captured payment, or released of one only authorized. */
function amountsOf({ order, item, drops, index }: Located) {
  const drop = drops[index]!;
  const line = lineMoneyOf(item);
  const money = {
    subTotal: order.subTotal,
    discountTotal: order.discountTotal,
    amountPaid: order.amountPaid,
    amountRefunded: order.amountRefunded ?? 0,
  };
  const refunded =
    order.paymentStatus === 'Paid' && order.paymentIntentId ? dropRefundAmount(drop.price, money, line) : 0;
  // Not captured yet: nothing to give back, the capture takes less (shared/src/rules/drop-change.ts).
  const released =
    order.paymentStatus === 'Authorized' && order.paymentIntentId
      ? dropReleaseAmount(
          drop.price,
          { ...money, total: order.total, amountReleased: order.amountReleased ?? 0 },
          line,
        )
      : 0;
  return { refunded, released };
}

/** Waits for a capture under way (at most about 3 s), then the cancel refunds instead of releasing. */
const CAPTURE_WAITS = 10;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The marker, the refund, the cancel: false when the marker found the line changed (read again). A
 * refund the provider refuses rolls the marker back (the drop mails); any other failure leaves the marker
 * to the reconciler, which issues the refund again under its key and then finishes or rolls back.
 */
async function cancelWithRefund(located: Located, params: DropParams, refunded: number, now: Date) {
  const { order, item, drops, index } = located;
  const marked = { ...drops[index]!, cancelPending: { since: now.toISOString(), refund: refunded } };
  const written = await writeDrops(
    located,
    drops.map((each, at) => (at === index ? marked : each)),
    { refunded, released: 0 },
    { noCaptureUnderWay: false },
  );
  if (!written.saved) return false;
  const ref = {
    userName: order.userName,
    orderId: order.orderId,
    itemId: item.itemId,
    dropNumber: params.dropNumber,
  };
  try {
    await refundDrop({ ...ref, paymentIntentId: order.paymentIntentId!, amount: refunded });
  } catch (error) {
    if (isRefundRefused(error))
      await settleCancel(ref, 'rollBack', now).catch((rollBack: unknown) =>
        logger.error('Rolling back a refused drop cancel failed: the reconciler will', {
          ...ref,
          error: rollBack,
        }),
      );
    throw error;
  }
  await settleCancel(ref, 'finish', now).catch((error: unknown) =>
    logger.error('Writing a refunded drop canceled failed: the reconciler will', { ...ref, error }),
  );
  return true;
}

export async function cancelDrop(ctx: RequestContext, params: DropParams) {
  const now = clockNow();
  let attempt = 0;
  let waits = 0;
  for (;;) {
    const located = await changeableDrop(ctx, params, now);
    const { order, drops, index } = located;
    const drop = drops[index]!;
    if (order.paymentStatus === 'Authorized' && order.captureAmount !== undefined) {
      // The capture took its amount on what was released before: once it is written, the drop is refunded.
      if (++waits > CAPTURE_WAITS) throw conflict(apiErrors.paymentBeingCaptured);
      await pause(300);
      continue;
    }
    const { refunded, released } = amountsOf(located);
    let saved: boolean;
    let orderCanceled = false;
    if (refunded > 0) saved = await cancelWithRefund(located, params, refunded, now);
    else {
      const canceled = { ...drop, canceledAt: now.toISOString(), refunded: 0 };
      const written = await writeDrops(
        located,
        drops.map((each, at) => (at === index ? canceled : each)),
        { refunded: 0, released },
        { noCaptureUnderWay: order.paymentStatus === 'Authorized' },
      );
      saved = written.saved;
      orderCanceled = written.orderCanceled;
    }
    if (saved) {
      // Nothing left to mail: the hold goes now (an Express Order's one hold pays for its other orders too).
      if (
        orderCanceled &&
        order.paymentStatus === 'Authorized' &&
        order.paymentIntentId &&
        !order.bulkOrderId
      ) {
        await releaseCanceledOrder(order.orderId, order.paymentIntentId);
        await markOrdersPaid(order.userName, [{ orderId: order.orderId, amountPaid: 0 }]);
      }
      await audit(ctx, 'order.cancelDrop', located, {
        before: { itemId: params.itemId, dropNumber: params.dropNumber, mailDate: drop.mailDate },
        after: {
          itemId: params.itemId,
          dropNumber: params.dropNumber,
          mailDate: drop.mailDate,
          canceled: true,
          refunded,
          released,
          paymentStatus: order.paymentStatus,
        },
      });
      return answer(ctx, params.id, refunded);
    }
    if (++attempt >= ATTEMPTS) throw conflict(apiErrors.orderChanged);
  }
}

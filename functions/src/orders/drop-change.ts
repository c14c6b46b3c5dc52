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
} from '@msc/shared/rules/drop-change';
import { refundDrop, releaseCanceledOrder } from '#checkout/index';
import { badRequest, conflict, notFound } from '#platform/http-error';
import { recordAdminChange } from '#platform/identity-store';
import { logger } from '#platform/logger';
import type { RequestContext } from '#platform/request-context';
import { loadOrder } from './load-order';
import { toOrder } from './order-view';
import {
  markOrdersPaid,
  moveDetailRows,
  type OrderItemRecord,
  type OrderRecord,
  saveDropChange,
} from './orders-store';

/**
 * An agent moves or cancels a drop of a placed order while it mails at least the production lead time
 * ahead (shared/src/rules/drop-change.ts). A cancel refunds the drop's share of what was captured through
 * the payment provider before it is written, under a key of its own (a retry refunds once); of a payment
 * only authorized, it releases that share (the capture takes less) and, with the order's last line, the
 * whole hold. Every change is audited with who made it (the staff member while impersonating), before and
 * after.
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
  if (refusal) throw conflict(apiErrors.dropNotChangeable);
  return { order, items, item, drops, index };
}

/** Writes the line's new drops; false when another change of the line came first (read again). */
function saveDrops(
  { order, items, item }: Located,
  drops: OrderMailingDetail[],
  money: { refunded: number; released: number },
): Promise<{ saved: boolean; orderCanceled: boolean }> {
  const data = item.data!;
  const itemStatus = drops.every((drop) => drop.canceledAt) ? 'Canceled' : item.status;
  const gone = (status: string) => status === 'Canceled' || status === 'Removed';
  const orderCanceled = items.every((line) => gone(line.itemId === item.itemId ? itemStatus : line.status));
  return saveDropChange(
    item,
    { ...data, dropDetails: { ...data.dropDetails!, mailingDetails: drops } },
    {
      itemStatus,
      ...money,
      paymentStatus: order.paymentStatus,
      orderStatusCode: orderCanceled ? OrderStatusCode.Canceled : order.orderStatusCode,
    },
  ).then((saved) => ({ saved, orderCanceled }));
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
  return { order: toOrder(order, items, new Date()), refunded };
}

export async function moveDrop(ctx: RequestContext, params: DropParams, mailDate: BusinessDate) {
  const now = new Date();
  if (isMoveDateDisabled(mailDate, now)) throw badRequest(apiErrors.dropMoveDateNotAllowed);
  for (let attempt = 1; ; attempt++) {
    const located = await changeableDrop(ctx, params, now);
    const before = located.drops[located.index]!;
    const drops = located.drops.map((drop, at) => (at === located.index ? { ...drop, mailDate } : drop));
    if ((await saveDrops(located, drops, { refunded: 0, released: 0 })).saved) {
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

export async function cancelDrop(ctx: RequestContext, params: DropParams) {
  const now = new Date();
  for (let attempt = 1; ; attempt++) {
    const located = await changeableDrop(ctx, params, now);
    const { order, item, drops, index } = located;
    const drop = drops[index]!;
    const money = {
      subTotal: order.subTotal,
      discountTotal: order.discountTotal,
      amountPaid: order.amountPaid,
      amountRefunded: order.amountRefunded ?? 0,
    };
    const refunded =
      order.paymentStatus === 'Paid' && order.paymentIntentId ? dropRefundAmount(drop.price, money) : 0;
    // Not captured yet: nothing to give back, the capture takes less (shared/src/rules/drop-change.ts).
    const released =
      order.paymentStatus === 'Authorized' && order.paymentIntentId
        ? dropReleaseAmount(drop.price, {
            ...money,
            total: order.total,
            amountReleased: order.amountReleased ?? 0,
          })
        : 0;
    // The money first: a failure leaves the drop scheduled and the cancel retryable (same key, one refund).
    if (refunded > 0)
      await refundDrop({
        orderId: order.orderId,
        itemId: item.itemId,
        dropNumber: params.dropNumber,
        paymentIntentId: order.paymentIntentId!,
        amount: refunded,
      });
    const canceled = { ...drop, canceledAt: now.toISOString(), refunded };
    const written = await saveDrops(
      located,
      drops.map((each, at) => (at === index ? canceled : each)),
      { refunded, released },
    );
    if (written.saved) {
      // Nothing left to mail: the hold goes now (an Express Order's one hold pays for its other orders too).
      if (
        written.orderCanceled &&
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
    if (attempt >= ATTEMPTS) throw conflict(apiErrors.orderChanged);
  }
}

import { figureOrderOf } from '@msc/functions/orders/figure-order';
import { addCalendarTally } from '@msc/shared/rules/calendar-tally';
import { calendarEventsOfOrder } from '@msc/shared/rules/order-calendar';
import { figuresOfOrders, isShortBucket, SHORT_BUCKET_DAYS } from '@msc/shared/rules/order-figures';
import type { OrderItemSeed, OrderSeed } from './orders';
import type { SeedItem } from './writer';

/** The seeded lines of each order, by order id. */
function linesByOrder(items: readonly OrderItemSeed[]): Map<string, OrderItemSeed[]> {
  const linesOf = new Map<string, OrderItemSeed[]>();
  for (const item of items) {
    if (!linesOf.has(item.orderId)) linesOf.set(item.orderId, []);
    linesOf.get(item.orderId)!.push(item);
  }
  return linesOf;
}

/**
 * The agencies' order figures of the seeded orders (what placing them would have counted, as the
 * `backfill-order-figures` job writes them): home's top picks and the order reports read these.
 */
export function planOrderFigures(
  orders: readonly OrderSeed[],
  items: readonly OrderItemSeed[],
  epoch: Date,
): SeedItem<'orderFigure'>[] {
  const linesOf = linesByOrder(items);
  const byAgency = new Map<number, OrderSeed[]>();
  for (const order of orders) {
    if (!byAgency.has(order.agencyId)) byAgency.set(order.agencyId, []);
    byAgency.get(order.agencyId)!.push(order);
  }
  const ttl = Math.floor(epoch.getTime() / 1000) + SHORT_BUCKET_DAYS * 86_400;
  return [...byAgency].flatMap(([agencyId, agencyOrders]) => {
    const sources = agencyOrders.map((order) => ({ order, items: linesOf.get(order.orderId) ?? [] }));
    // The month calendar's counts per day are figures too (calendar-tally.ts).
    const figures = addCalendarTally(
      figuresOfOrders(sources.map(figureOrderOf)),
      sources.flatMap(calendarEventsOfOrder),
    );
    return [...figures].map(([bucket, counts]) => ({
      agencyId,
      bucket,
      counts,
      version: 1,
      ...(isShortBucket(bucket) ? { ttl } : {}),
    }));
  });
}

/**
 * The agencies' calendar entries of the seeded orders (what placing them would have written, as the
 * `backfill-order-figures` job writes them): each agency's mail drops and collateral orders on its calendar.
 */
export function planOrderCalendarEntries(
  orders: readonly OrderSeed[],
  items: readonly OrderItemSeed[],
): SeedItem<'orderCalendarEntry'>[] {
  const linesOf = linesByOrder(items);
  return orders.flatMap((order) =>
    calendarEventsOfOrder({ order, items: linesOf.get(order.orderId) ?? [] }).map((event) => ({
      agencyId: order.agencyId,
      eventDate: event.startDate,
      eventId: event.id,
      orderId: order.orderId,
      title: event.title,
      content: event.content,
      category: event.category as 'MAIL_DROP' | 'COLLATERAL_ORDERS',
    })),
  );
}

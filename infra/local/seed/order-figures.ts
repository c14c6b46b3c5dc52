import { figureOrderOf } from '@msc/functions/orders/figure-order';
import { figuresOfOrders, isShortBucket, SHORT_BUCKET_DAYS } from '@msc/shared/rules/order-figures';
import type { OrderItemSeed, OrderSeed } from './orders';
import type { SeedItem } from './writer';

/**
 * The agencies' order figures of the seeded orders (what placing them would have counted, as the
 * `backfill-order-figures` job writes them): home's top picks and the order reports read these.
 */
export function planOrderFigures(
  orders: readonly OrderSeed[],
  items: readonly OrderItemSeed[],
  epoch: Date,
): SeedItem<'orderFigure'>[] {
  const linesOf = new Map<string, OrderItemSeed[]>();
  for (const item of items) {
    if (!linesOf.has(item.orderId)) linesOf.set(item.orderId, []);
    linesOf.get(item.orderId)!.push(item);
  }
  const byAgency = new Map<number, OrderSeed[]>();
  for (const order of orders) {
    if (!byAgency.has(order.agencyId)) byAgency.set(order.agencyId, []);
    byAgency.get(order.agencyId)!.push(order);
  }
  const ttl = Math.floor(epoch.getTime() / 1000) + SHORT_BUCKET_DAYS * 86_400;
  return [...byAgency].flatMap(([agencyId, agencyOrders]) => {
    const figures = figuresOfOrders(
      agencyOrders.map((order) => figureOrderOf({ order, items: linesOf.get(order.orderId) ?? [] })),
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

import type { ContactCounterEntity } from '@msc/functions/data/entities/contact-counter';
import type { OrderCounterEntity } from '@msc/functions/data/entities/order-counter';
import type { OrderHistoryFacetsEntity } from '@msc/functions/data/entities/order-history-facets';
import type { OrderHistoryTallyEntity } from '@msc/functions/data/entities/order-history-tally';
import { facetBlocksOf } from '@msc/functions/orders/history-facets';
import { chunkOf, encodeTallies, tallyOf } from '@msc/functions/orders/history-tallies';
import type { CreateEntityItem } from 'electrodb';
import type { OrderSeed } from './orders';

type OrderCounterSeed = CreateEntityItem<typeof OrderCounterEntity>;
type OrderHistoryFacetsSeed = CreateEntityItem<typeof OrderHistoryFacetsEntity>;
type OrderHistoryTallySeed = CreateEntityItem<typeof OrderHistoryTallyEntity>;

/**
 * The counters the portal keeps beside what it counts (order history's and the contacts' pager totals).
 *
 * Each order's ordinal among its user's orders for its agency (1 the oldest, by date) and the counters
 * that hold how many there are: what placing them one by one would have written (orders/history-store.ts).
 * The recipient rows are counted too, on each order and its counter, as writing them would have
 * (orders/settlement-store.ts). And the history's facet blocks of each user and agency, as placing them
 * would have written (orders/history-facets.ts) with their tallies: the filtered history reads those.
 */
export function numberSeedOrders(
  orders: readonly OrderSeed[],
  rows: readonly { orderId: string }[],
): {
  orders: OrderSeed[];
  counters: OrderCounterSeed[];
  facets: OrderHistoryFacetsSeed[];
  tallies: OrderHistoryTallySeed[];
} {
  const rowsOf = new Map<string, number>();
  for (const { orderId } of rows) rowsOf.set(orderId, (rowsOf.get(orderId) ?? 0) + 1);
  const sorted = [...orders].sort(
    (a, b) => a.orderDate.localeCompare(b.orderDate) || a.orderId.localeCompare(b.orderId),
  );
  const counts = new Map<string, OrderCounterSeed>();
  const numbered = sorted.map((order) => {
    const key = `${order.userName}#${order.agencyId}`;
    const counter = counts.get(key) ?? {
      userName: order.userName,
      agencyId: order.agencyId,
      count: 0,
      rows: 0,
    };
    const recipientRows = rowsOf.get(order.orderId) ?? 0;
    counter.count += 1;
    counter.rows = (counter.rows ?? 0) + recipientRows;
    counts.set(key, counter);
    return { ...order, ordinal: counter.count, ...(recipientRows > 0 ? { recipientRows } : {}) };
  });
  const byHistory = new Map<string, (typeof numbered)[number][]>();
  for (const order of numbered) {
    const key = `${order.userName}#${order.agencyId}`;
    const ofHistory = byHistory.get(key);
    if (ofHistory) ofHistory.push(order);
    else byHistory.set(key, [order]);
  }
  const facets = [...byHistory.values()].flatMap((ofHistory) =>
    [...facetBlocksOf(ofHistory)].map(([block, text]) => ({
      userName: ofHistory[0]!.userName,
      agencyId: ofHistory[0]!.agencyId,
      block,
      facets: text,
      version: 1,
    })),
  );
  const tallies = new Map<string, OrderHistoryTallySeed & { of: Map<number, ReturnType<typeof tallyOf>> }>();
  for (const { userName, agencyId, block, facets: text } of facets) {
    const chunk = chunkOf(block);
    const key = `${userName}#${agencyId}#${chunk}`;
    const tally = tallies.get(key) ?? { userName, agencyId, chunk, tallies: '', version: 1, of: new Map() };
    tally.of.set(block, tallyOf(text));
    tallies.set(key, tally);
  }
  return {
    orders: numbered,
    counters: [...counts.values()],
    facets,
    tallies: [...tallies.values()].map(({ of, ...tally }) => ({ ...tally, tallies: encodeTallies(of) })),
  };
}

type ContactCounterSeed = CreateEntityItem<typeof ContactCounterEntity>;

/** Each user's contact counter (how many, how many favorites), as writing the contacts one by one would. */
export function countSeedContacts(
  contacts: readonly { userName: string; isFavorite?: boolean }[],
): ContactCounterSeed[] {
  const counters = new Map<string, ContactCounterSeed>();
  for (const { userName, isFavorite } of contacts) {
    const counter = counters.get(userName) ?? { userName, count: 0, favorites: 0 };
    counter.count += 1;
    counter.favorites += isFavorite ? 1 : 0;
    counters.set(userName, counter);
  }
  return [...counters.values()];
}

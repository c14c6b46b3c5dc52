import type { EntityItem } from 'electrodb';
import { DETAIL_ROW_SHARD_LIST, detailRowShard, OrderDetailRowEntity } from '#data/entities/order-detail-row';
import { writeEvery } from '#platform/batch-calls';
import { storeDb } from '#platform/store-db';

/**
 * The recipient rows of orders (the order list contact table), each key spread over `DETAIL_ROW_SHARDS`
 * partitions by its row number so a 100,000-recipient order is written within DynamoDB's per-partition
 * rate; every read queries each shard and merges them back into the one order the screen shows.
 */
const db = /* @__PURE__ */ storeDb({ orderDetailRow: OrderDetailRowEntity });

export type OrderDetailRowRecord = EntityItem<typeof OrderDetailRowEntity>;
/** A row as its writer builds it: the shard follows from the row number. */
export type OrderDetailRowInput = Omit<OrderDetailRowRecord, 'shard'>;

/** One BatchWriteItem (DynamoDB's limit) and how many run at once: bounded, whatever the order's size. */
const BATCH = 25;
const CONCURRENT_BATCHES = 8;

const rowKey = (row: { orderId: string; rowNumber: number }) => `${row.orderId}#${row.rowNumber}`;

/** Puts one batch, putting again what DynamoDB left unprocessed (throttled) after a growing pause. */
const putBatch = (rows: OrderDetailRowRecord[]) =>
  writeEvery(rows, (batch) => db().entities.orderDetailRow.put(batch).go(), rowKey, 'Recipient rows');

/**
 * Writes recipient rows (a rewrite puts the same rows: keyed by order and row number), in batches of 25,
 * a few at a time, rows in row order so each batch spreads over the shards.
 */
export async function writeOrderDetailRows(rows: readonly OrderDetailRowInput[]): Promise<void> {
  const batches: OrderDetailRowRecord[][] = [];
  for (let start = 0; start < rows.length; start += BATCH) {
    batches.push(
      rows.slice(start, start + BATCH).map((row) => ({ ...row, shard: detailRowShard(row.rowNumber) })),
    );
  }
  let next = 0;
  const worker = async () => {
    while (next < batches.length) await putBatch(batches[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENT_BATCHES, batches.length) }, worker));
}

export interface RowsFilter {
  listId?: string;
  orderId?: string;
}

type RowsQuery = ReturnType<ReturnType<typeof db>['entities']['orderDetailRow']['query']['rowsOfUser']>;

function shardQuery(userName: string, filter: RowsFilter, shard: number): RowsQuery {
  const rows = db().entities.orderDetailRow.query;
  if (filter.orderId) return rows.rowsOfOrder({ userName, orderId: filter.orderId, shard }) as never;
  if (filter.listId) return rows.rowsOfList({ userName, listId: filter.listId, shard }) as never;
  return rows.rowsOfUser({ userName, shard });
}

/** The sort of the screen: an order's rows by row number; otherwise newest order first, rows descending. */
function compareRows(filter: RowsFilter) {
  if (filter.orderId) return (a: OrderDetailRowRecord, b: OrderDetailRowRecord) => a.rowNumber - b.rowNumber;
  return (a: OrderDetailRowRecord, b: OrderDetailRowRecord) =>
    b.orderDate.localeCompare(a.orderDate) || b.orderId.localeCompare(a.orderId) || b.rowNumber - a.rowNumber;
}

/**
 * Every recipient row of the filter (an order, a list, or all of the user's) in the screen's order, in
 * chunks of about `size`: each shard is paged with its own cursor and the shards merged, so every row is
 * read once however many shards there are.
 */
export async function* detailRowChunks(
  userName: string,
  filter: RowsFilter,
  size: number,
): AsyncGenerator<OrderDetailRowRecord[]> {
  const compare = compareRows(filter);
  // Twice a shard's even share: a page of 50 reads about 128 rows, not 16 × 25 (DynamoDB Local's cost is
  // per item, DynamoDB's per KB); a shard that runs dry first is read again.
  const perShard = Math.max(4, Math.ceil(size / DETAIL_ROW_SHARD_LIST.length) * 2);
  const shards = DETAIL_ROW_SHARD_LIST.map((shard) => ({
    shard,
    buffer: [] as OrderDetailRowRecord[],
    cursor: null as string | null,
    done: false,
  }));
  const refill = async () => {
    await Promise.all(
      shards
        .filter((each) => each.buffer.length === 0 && !each.done)
        .map(async (each) => {
          const { data, cursor } = await shardQuery(userName, filter, each.shard).go({
            order: filter.orderId ? 'asc' : 'desc',
            cursor: each.cursor,
            limit: perShard,
          });
          each.buffer.push(...data);
          each.cursor = cursor;
          each.done = cursor === null;
        }),
    );
  };
  let chunk: OrderDetailRowRecord[] = [];
  for (;;) {
    await refill();
    const live = shards.filter((each) => each.buffer.length > 0);
    if (live.length === 0) break;
    // Take rows while no shard that may have more has run dry (it must be read before going on).
    while (shards.every((each) => each.buffer.length > 0 || each.done)) {
      let best: (typeof shards)[number] | undefined;
      for (const each of shards) {
        if (each.buffer.length > 0 && (!best || compare(each.buffer[0]!, best.buffer[0]!) < 0)) best = each;
      }
      if (!best) break;
      chunk.push(best.buffer.shift()!);
      if (chunk.length >= size) {
        yield chunk;
        chunk = [];
      }
    }
  }
  if (chunk.length > 0) yield chunk;
}

/** Every recipient row of one order (its shards read side by side), by row number. */
export async function rowsOfOrder(userName: string, orderId: string): Promise<OrderDetailRowRecord[]> {
  const shards = await Promise.all(
    DETAIL_ROW_SHARD_LIST.map(async (shard) => {
      const { data } = await db()
        .entities.orderDetailRow.query.rowsOfOrder({ userName, orderId, shard })
        .go({ pages: 'all' });
      return data;
    }),
  );
  return shards.flat().sort((a, b) => a.rowNumber - b.rowNumber);
}

/**
 * Rows `first` to `last` of one order, by row number: the numbers run 1..n, so each shard is asked for
 * its own few of the range (a page reads its rows only, whatever the order's size).
 */
export async function rowRangeOfOrder(
  userName: string,
  orderId: string,
  first: number,
  last: number,
): Promise<OrderDetailRowRecord[]> {
  if (last < first) return [];
  const shards = Math.min(DETAIL_ROW_SHARD_LIST.length, last - first + 1);
  const read = await Promise.all(
    Array.from({ length: shards }, async (_, offset) => {
      const { data } = await db()
        .entities.orderDetailRow.query.rowsOfOrder({
          userName,
          orderId,
          shard: detailRowShard(first + offset),
        })
        .between({ rowNumber: first }, { rowNumber: last })
        .go({ pages: 'all' });
      return data;
    }),
  );
  return read.flat().sort((a, b) => a.rowNumber - b.rowNumber);
}

/** How many recipient rows an order has (key-only reads of every shard). */
export async function countRowsOfOrder(userName: string, orderId: string): Promise<number> {
  const counts = await Promise.all(
    DETAIL_ROW_SHARD_LIST.map(async (shard) => {
      const { data } = await db()
        .entities.orderDetailRow.query.rowsOfOrder({ userName, orderId, shard })
        .go({ pages: 'all', attributes: ['rowNumber'] });
      return data.length;
    }),
  );
  return counts.reduce((sum, count) => sum + count, 0);
}

/** How many recipient rows each of the user's orders has (key-only reads of every shard: the backfill's). */
export async function rowsPerOrderOfUser(userName: string): Promise<Map<string, number>> {
  const perOrder = new Map<string, number>();
  await Promise.all(
    DETAIL_ROW_SHARD_LIST.map(async (shard) => {
      const { data } = await db()
        .entities.orderDetailRow.query.rowsOfUser({ userName, shard })
        .go({ pages: 'all', attributes: ['orderId'] });
      for (const { orderId } of data) perOrder.set(orderId, (perOrder.get(orderId) ?? 0) + 1);
    }),
  );
  return perOrder;
}

/** The recipient row a response code names (the public response page), if any. */
export async function rowOfResponseCode(responseCode: string): Promise<OrderDetailRowRecord | undefined> {
  const { data } = await db()
    .entities.orderDetailRow.query.rowOfResponseCode({ responseCode })
    .go({ limit: 1 });
  return data[0];
}

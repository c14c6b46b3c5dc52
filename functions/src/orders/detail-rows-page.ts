import {
  countRowsOfOrder,
  detailRowChunks,
  type OrderDetailRowRecord,
  rowRangeOfOrder,
} from './detail-rows-store';
import { agenciesOfOrders, rowCountsOfUser } from './history-store';
import type { OrderRecord } from './orders-store';

/**
 * Pages of the order list (spec 1 §3 "order-history-details-list") that read what they show (issue 44):
 * the pager's total comes from counts kept when an order's rows are written (the order's `recipientRows`,
 * its agency counter's `rows`), not from reading every row.
 */
type Visible = (agencyId: number) => Promise<boolean>;

export interface RowsPage {
  rows: OrderDetailRowRecord[];
  total: number;
}

/** Rows read per Query while looking for a page's rows. */
const ROWS_PER_READ = 1000;

/**
 * One order's rows (the order number filter), page N: a range of row numbers. An order whose rows were
 * written before they were counted is counted now (its keys only).
 */
export async function orderRowsPage(
  order: OrderRecord,
  visible: Visible,
  pageNumber: number,
  pageSize: number,
): Promise<RowsPage> {
  if (!(await visible(order.agencyId))) return { rows: [], total: 0 };
  const total = order.recipientRows ?? (await countRowsOfOrder(order.userName, order.orderId));
  const first = (pageNumber - 1) * pageSize + 1;
  const rows = await rowRangeOfOrder(
    order.userName,
    order.orderId,
    first,
    Math.min(total, first + pageSize - 1),
  );
  return { rows, total };
}

/**
 * Every order's rows, newest order first, page N: the rows up to the page's end (page 1 reads its own),
 * those of orders for agencies the user may not act for now passed over (their orders' agencies read in
 * batches), and the total the visible agencies' counters hold. Undefined while a counter has not counted
 * its rows (the caller then reads every row).
 */
export async function userRowsPage(
  userName: string,
  visible: Visible,
  pageNumber: number,
  pageSize: number,
): Promise<RowsPage | undefined> {
  const counts = await rowCountsOfUser(userName);
  if (!counts || counts.size === 0) return undefined;
  const shown = new Set<number>();
  let total = 0;
  for (const [agencyId, rows] of counts) {
    if (!(await visible(agencyId))) continue;
    shown.add(agencyId);
    total += rows;
  }
  const start = (pageNumber - 1) * pageSize;
  const end = Math.min(start + pageSize, total);
  if (start >= end) return { rows: [], total };
  const agencyOf = new Map<string, number>();
  const kept: OrderDetailRowRecord[] = [];
  for await (const chunk of detailRowChunks(userName, {}, Math.min(end, ROWS_PER_READ))) {
    const unknown = [...new Set(chunk.map((row) => row.orderId))].filter((id) => !agencyOf.has(id));
    for (const [orderId, agencyId] of await agenciesOfOrders(userName, unknown))
      agencyOf.set(orderId, agencyId);
    for (const row of chunk) if (shown.has(agencyOf.get(row.orderId) ?? 0)) kept.push(row);
    if (kept.length >= end) break;
  }
  return { rows: kept.slice(start, end), total };
}

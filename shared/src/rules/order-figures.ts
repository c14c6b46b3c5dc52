import { OrderStatusCode } from '../model/enum-values';

/**
 * What an order counts for in an agency's figures (home's top picks, the order reports), kept as buckets
 * so a page reads a few bucket records instead of the agency's history. A bucket is a period of the
 * order's date or of a drop's mail date; its counts are named numbers whose names are bounded by the
 * catalogue and the program types, never by how many orders there were:
 *
 * - `m#YYYY-MM` (order month): `u:<productId>` units, `orders`, `o:<program>` orders with a line of that
 *   program (an order counts once per program), `s:<program>` spend in cents;
 * - `d#YYYY-MM-DD` and `h#YYYY-MM-DDTHH` (order day and hour): `u:<productId>` units, so a rolling window
 *   (top picks' 365 days) is whole months, then days, then hours, then the orders of one hour;
 * - `x#YYYY-MM` (mail month of a drop): `drops`, `pieces`.
 *
 * A canceled order counts for nothing. Dates are the orders' ISO instants (UTC), as the reports read them.
 */

export interface FigureOrder {
  /** ISO instant. */
  orderDate: string;
  orderStatusCode: number;
  items: readonly FigureOrderItem[];
}

interface FigureOrderItem {
  productId: string;
  programType?: string;
  quantity: number;
  /** Cents. */
  unitPrice: number;
  mailings: readonly { mailDate: string; quantity: number }[];
}

export type FigureCounts = Record<string, number>;
/** Bucket → its counts. */
export type FigureBuckets = Map<string, FigureCounts>;

/** A line without a program type counts under this one. */
const OTHER_PROGRAM = 'Other';

export const monthBucket = (iso: string) => `m#${iso.slice(0, 7)}`;
const dayBucket = (iso: string) => `d#${iso.slice(0, 10)}`;
const hourBucket = (iso: string) => `h#${iso.slice(0, 13)}`;
export const mailBucket = (isoDate: string) => `x#${isoDate.slice(0, 7)}`;
const unitsOf = (productId: string) => `u:${productId}`;
export const ordersOfProgram = (program: string) => `o:${program}`;
export const spendOfProgram = (program: string) => `s:${program}`;
/** How long day and hour buckets are kept: top picks look back 365 days. */
export const SHORT_BUCKET_DAYS = 400;
export const isShortBucket = (bucket: string) => bucket.startsWith('d#') || bucket.startsWith('h#');

/** Adds `value` to one count of one bucket (zero adds nothing). */
export function addToBucket(buckets: FigureBuckets, bucket: string, name: string, value: number): void {
  if (value === 0) return;
  const counts = buckets.get(bucket) ?? {};
  counts[name] = (counts[name] ?? 0) + value;
  buckets.set(bucket, counts);
}

/** Adds what one order counts for to `into` (sign -1 takes it away). */
export function addOrderFigures(into: FigureBuckets, order: FigureOrder, sign: 1 | -1 = 1): FigureBuckets {
  if (order.orderStatusCode === OrderStatusCode.Canceled) return into;
  const month = monthBucket(order.orderDate);
  addToBucket(into, month, 'orders', sign);
  for (const program of new Set(order.items.map((item) => item.programType ?? OTHER_PROGRAM)))
    addToBucket(into, month, ordersOfProgram(program), sign);
  for (const item of order.items) {
    const program = item.programType ?? OTHER_PROGRAM;
    addToBucket(into, month, spendOfProgram(program), sign * item.quantity * item.unitPrice);
    for (const bucket of [month, dayBucket(order.orderDate), hourBucket(order.orderDate)])
      addToBucket(into, bucket, unitsOf(item.productId), sign * item.quantity);
    for (const mailing of item.mailings) {
      addToBucket(into, mailBucket(mailing.mailDate), 'drops', sign);
      addToBucket(into, mailBucket(mailing.mailDate), 'pieces', sign * mailing.quantity);
    }
  }
  return into;
}

/** The figures of many orders (a backfill, the comparison with a full read). */
export const figuresOfOrders = (orders: readonly FigureOrder[]): FigureBuckets =>
  orders.reduce((buckets, order) => addOrderFigures(buckets, order), new Map() as FigureBuckets);

/** What changes in the figures when an order goes from `before` to `after` (either absent). Zeros dropped. */
export function figureChange(before: FigureOrder | undefined, after: FigureOrder | undefined): FigureBuckets {
  const change: FigureBuckets = new Map();
  if (after) addOrderFigures(change, after, 1);
  if (before) addOrderFigures(change, before, -1);
  return withoutZeros(change);
}

/** A change without its counts that came to zero, nor the buckets left empty (nothing to write for them). */
export function withoutZeros(change: FigureBuckets): FigureBuckets {
  for (const [bucket, counts] of change) {
    for (const [name, value] of Object.entries(counts)) if (value === 0) delete counts[name];
    if (Object.keys(counts).length === 0) change.delete(bucket);
  }
  return change;
}

/** Adds bucket counts together (an owner master's report sums its sub codes'). */
export function sumFigures(all: readonly FigureBuckets[]): FigureBuckets {
  const sum: FigureBuckets = new Map();
  for (const buckets of all)
    for (const [bucket, counts] of buckets)
      for (const [name, value] of Object.entries(counts)) addToBucket(sum, bucket, name, value);
  return sum;
}

/** Units per product in the buckets (`u:` counts), added up. */
export function unitsByProduct(buckets: Iterable<FigureCounts>): Map<string, number> {
  const units = new Map<string, number>();
  for (const counts of buckets)
    for (const [name, value] of Object.entries(counts))
      if (name.startsWith('u:')) units.set(name.slice(2), (units.get(name.slice(2)) ?? 0) + value);
  return units;
}

/** The YYYY-MM after a month, and the YYYY-MM-DD after a day (UTC). */
const nextMonth = (month: string) => {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, m, 1)).toISOString().slice(0, 7);
};

interface WindowPlan {
  /** Inclusive bucket ranges to read whole (an absent one is empty). */
  ranges: { from: string; to: string }[];
  /** The orders read one by one: those of `since`'s hour from `since` on. */
  exact: { from: string; hour: string };
}

/**
 * The buckets whose units add up to the orders dated `since` or later: the months after `since`'s month,
 * the days after its day in that month, the hours after its hour in that day, and the orders of its hour
 * read as orders (at most an hour's). Bucket names sort as their periods ('~' after every digit), so each
 * is one range.
 */
export function windowPlan(since: string): WindowPlan {
  const month = since.slice(0, 7);
  const day = since.slice(0, 10);
  const hour = since.slice(0, 13);
  const candidates = [
    { from: `m#${nextMonth(month)}`, to: 'm#\uffff' },
    { from: `d#${day}~`, to: `d#${month}-\uffff` },
    { from: `h#${hour}~`, to: `h#${day}T\uffff` },
  ];
  return { ranges: candidates.filter((range) => range.from <= range.to), exact: { from: since, hour } };
}

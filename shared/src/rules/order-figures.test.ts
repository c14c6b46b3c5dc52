import { describe, expect, it } from 'vitest';
import {
  type FigureBuckets,
  type FigureOrder,
  figureChange,
  figuresOfOrders,
  sumFigures,
  unitsByProduct,
  windowPlan,
} from './order-figures';

const line = (productId: string, quantity: number, mailDate?: string) => ({
  productId,
  programType: productId === 'L' ? 'CrossSell' : undefined,
  quantity,
  unitPrice: 10,
  mailings: mailDate ? [{ mailDate, quantity }] : [],
});
const order = (orderDate: string, items: FigureOrder['items'], orderStatusCode = 1): FigureOrder => ({
  orderDate,
  orderStatusCode,
  items,
});

/** Orders every 7 hours 13 minutes over two years, some canceled: every kind of bucket boundary. */
const ORDERS: FigureOrder[] = Array.from({ length: 2_500 }, (_, index) =>
  order(
    new Date(Date.UTC(2024, 10, 1) + index * (7 * 3_600_000 + 13 * 60_000)).toISOString(),
    [line(index % 3 === 0 ? 'L' : 'B', 1 + (index % 5)), line('C', 2)],
    index % 11 === 0 ? 99 : 1,
  ),
);

/** What the plan reads: its bucket ranges whole, and the orders of its exact hour from `since` on. */
function unitsByPlan(buckets: FigureBuckets, orders: readonly FigureOrder[], since: string) {
  const plan = windowPlan(since);
  const read = [...buckets]
    .filter(([bucket]) => plan.ranges.some(({ from, to }) => bucket >= from && bucket <= to))
    .map(([, counts]) => counts);
  const exact = orders.filter(
    (each) => each.orderDate >= plan.exact.from && each.orderDate.slice(0, 13) === plan.exact.hour,
  );
  const exactHours = [...figuresOfOrders(exact)].filter(([bucket]) => bucket.startsWith('h#'));
  return unitsByProduct([...read, ...exactHours.map(([, counts]) => counts)]);
}

describe('order figures', () => {
  it('a rolling window read from months, days, hours and one hour of orders counts what a full read does', () => {
    const buckets = figuresOfOrders(ORDERS);
    for (const since of [
      '2025-11-28T20:17:03.120Z',
      '2025-11-30T23:59:59.999Z',
      '2025-12-01T00:00:00.000Z',
      '2025-02-28T13:00:00.000Z',
      '2024-12-31T23:30:00.000Z',
    ]) {
      const direct = unitsByProduct(
        [...figuresOfOrders(ORDERS.filter((each) => each.orderDate >= since))]
          .filter(([bucket]) => bucket.startsWith('m#'))
          .map(([, counts]) => counts),
      );
      expect(unitsByPlan(buckets, ORDERS, since)).toEqual(direct);
      expect(direct.size).toBe(3);
    }
  });

  it('a canceled order counts for nothing, and a change counts only its difference', () => {
    const placed = order('2026-11-03T10:00:00Z', [line('L', 200, '2026-11-12'), line('B', 2)]);
    expect(figuresOfOrders([{ ...placed, orderStatusCode: 99 }]).size).toBe(0);
    const figures = figuresOfOrders([placed]);
    expect(figures.get('m#2026-11')).toEqual({
      orders: 1,
      'o:CrossSell': 1,
      'o:Other': 1,
      's:CrossSell': 2000,
      's:Other': 20,
      'u:L': 200,
      'u:B': 2,
    });
    expect(figures.get('x#2026-11')).toEqual({ drops: 1, pieces: 200 });
    const moved = { ...placed, items: [line('L', 200, '2026-12-01'), line('B', 2)] };
    expect(figureChange(placed, moved)).toEqual(
      new Map([
        ['x#2026-12', { drops: 1, pieces: 200 }],
        ['x#2026-11', { drops: -1, pieces: -200 }],
      ]),
    );
    const canceled = figureChange(moved, { ...moved, orderStatusCode: 99 });
    expect(canceled.size).toBe(figuresOfOrders([moved]).size);
    for (const counts of sumFigures([figuresOfOrders([moved]), canceled]).values())
      expect(Object.values(counts).every((value) => value === 0)).toBe(true);
  });
});

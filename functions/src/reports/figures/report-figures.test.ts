import { type FigureOrder, figuresOfOrders } from '@msc/shared/rules/order-figures';
import { describe, expect, it } from 'vitest';
import { opportunitiesEnrolledVsOpen, winBackCustomers } from './customer-figures';
import { lastMonths } from './facts';
import { mailDropsByMonth, ordersAndSpendByProgram } from './program-figures';
import { REPORT_FIGURES } from './report-figures';

const NOW = new Date('2026-11-22T12:00:00Z');

const order = (orderDate: string, status: number, items: FigureOrder['items']): FigureOrder => ({
  orderDate,
  orderStatusCode: status,
  items,
});
const letter = (quantity: number, mailDate?: string) => ({
  productId: 'LETTER',
  programType: 'CrossSell',
  quantity,
  unitPrice: 55,
  mailings: mailDate ? [{ mailDate, quantity }] : [],
});
const brochure = (quantity: number) => ({
  productId: 'BROCHURE',
  programType: 'Other',
  quantity,
  unitPrice: 1200,
  mailings: [],
});

const ORDERS: FigureOrder[] = [
  order('2026-11-03T10:00:00Z', 100, [letter(200, '2026-11-12'), brochure(2)]),
  order('2026-11-10T10:00:00Z', 1, [letter(100, '2026-11-19')]),
  order('2026-10-05T10:00:00Z', 99, [letter(500, '2026-10-14')]),
  order('2026-09-01T10:00:00Z', 100, [brochure(3)]),
  // Outside the 12-month window
  order('2025-10-31T10:00:00Z', 100, [letter(900, '2025-11-09')]),
];

/** What the orders count for, as the agency's order figures keep it. */
const FIGURES = figuresOfOrders(ORDERS);

describe('report figures', () => {
  it('window: the 12 months ending with the current one', () => {
    const months = lastMonths(NOW);
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('2025-12');
    expect(months.at(-1)).toBe('2026-11');
  });

  it('orders and spend by program and month leave canceled and older orders out', () => {
    const { ordersChart, spendChart, totals } = ordersAndSpendByProgram(FIGURES, NOW);
    const november = ordersChart.rows.find((row) => row.month === '2026-11');
    expect(november).toMatchObject({ CrossSell: 2, Other: 1 });
    expect(ordersChart.rows.find((row) => row.month === '2026-10')).toMatchObject({ CrossSell: 0, Other: 0 });
    expect(spendChart.rows.find((row) => row.month === '2026-11')).toMatchObject({
      CrossSell: 300 * 55,
      Other: 2 * 1200,
    });
    expect(spendChart.rows.find((row) => row.month === '2026-09')).toMatchObject({ Other: 3600 });
    expect(totals).toEqual([
      { label: 'Orders (12 months)', value: 3, format: 'count' },
      { label: 'Spend (12 months)', value: 300 * 55 + 2 * 1200 + 3600, format: 'cents' },
    ]);
  });

  it('mail drops by month sum the scheduled drops of orders not canceled', () => {
    const { chart, totals } = mailDropsByMonth(FIGURES, NOW);
    expect(chart.rows.find((row) => row.month === '2026-11')).toEqual({
      month: '2026-11',
      drops: 2,
      pieces: 300,
    });
    expect(chart.rows.find((row) => row.month === '2026-10')).toEqual({
      month: '2026-10',
      drops: 0,
      pieces: 0,
    });
    expect(totals.map((total) => total.value)).toEqual([2, 300]);
  });

  it('opportunities enrolled vs open', () => {
    const { chart, totals } = opportunitiesEnrolledVsOpen([
      { oppType: 'H', title: 'Auto to Home', programType: 'CrossSell', oppCount: 40, isEnrolled: true },
      { oppType: 'A', title: 'Home to Auto', programType: 'CrossSell', oppCount: 25, isEnrolled: false },
    ]);
    expect(chart.rows).toEqual([
      { list: 'Auto to Home', enrolled: 40, open: 0 },
      { list: 'Home to Auto', enrolled: 0, open: 25 },
    ]);
    expect(totals.map((total) => total.value)).toEqual([40, 25, 1]);
    const merged = opportunitiesEnrolledVsOpen([
      { oppType: 'H', title: 'Auto to Home', programType: 'CrossSell', oppCount: 40, isEnrolled: true },
      { oppType: 'H', title: 'Auto to Home', programType: 'CrossSell', oppCount: 10, isEnrolled: false },
    ]);
    expect(merged.chart.rows).toEqual([{ list: 'Auto to Home', enrolled: 40, open: 10 }]);
  });

  it('win back: customers per list month and the latest list by name', () => {
    const person = (lastName: string, listMonth: string) => ({
      policyNumber: `P-${lastName}`,
      firstName: 'Pat',
      lastName,
      city: 'Salem',
      state: 'OR',
      listMonth,
      cancelDate: '2026-01-02',
      mailDate: `${listMonth}-13`,
    });
    const { chart, table } = winBackCustomers([
      person('Young', '2026-11'),
      person('Adams', '2026-11'),
      person('Old', '2026-10'),
    ]);
    expect(chart.rows).toEqual([
      { month: '2026-10', customers: 1 },
      { month: '2026-11', customers: 2 },
    ]);
    expect(table.title).toContain('2026-11');
    expect(table.rows.map((row) => row.lastName)).toEqual(['Adams', 'Young']);
  });

  it('the Annual Auto report (3) and the Win Back report (12) have figures', () => {
    expect(Object.keys(REPORT_FIGURES)).toEqual(expect.arrayContaining(['3', '12', '21', '22']));
    expect(REPORT_FIGURES['12']!.sources).toEqual(['winBack']);
  });
});

import type { FigureColumn, ReportChart, ReportTotal } from '@msc/shared/model/report-data';
import { CANCELED, lastMonths, monthOf, type OrderFact } from './facts';

const OTHER = 'Other';

function programsOf(orders: readonly OrderFact[]): string[] {
  const programs = new Set<string>();
  for (const order of orders) for (const item of order.items) programs.add(item.programType ?? OTHER);
  return [...programs].sort();
}

const seriesOf = (programs: readonly string[], format: FigureColumn['format']): FigureColumn[] =>
  programs.map((program) => ({ key: program, label: program, format }));

const emptyRow = (month: string, programs: readonly string[]) =>
  Object.fromEntries([['month', month], ...programs.map((program) => [program, 0])]) as Record<
    string,
    string | number
  >;

/**
 * Orders and spend by program and month over the last 12 months. An order counts once for each program
 * among its items; spend is quantity × unit price of the items (cents); canceled orders are left out.
 */
export function ordersAndSpendByProgram(orders: readonly OrderFact[], now: Date) {
  const months = lastMonths(now);
  const inWindow = orders.filter(
    (order) => order.orderStatusCode !== CANCELED && months.includes(monthOf(order.orderDate)),
  );
  const programs = programsOf(inWindow);
  const counts = new Map(months.map((month) => [month, emptyRow(month, programs)]));
  const spend = new Map(months.map((month) => [month, emptyRow(month, programs)]));
  for (const order of inWindow) {
    const month = monthOf(order.orderDate);
    const countRow = counts.get(month)!;
    const spendRow = spend.get(month)!;
    for (const program of new Set(order.items.map((item) => item.programType ?? OTHER))) {
      countRow[program] = Number(countRow[program]) + 1;
    }
    for (const item of order.items) {
      const program = item.programType ?? OTHER;
      spendRow[program] = Number(spendRow[program]) + item.quantity * item.unitPrice;
    }
  }
  const ordersChart: ReportChart = {
    id: 'orders-by-program',
    title: 'Orders by program and month',
    kind: 'stacked-bar',
    xKey: 'month',
    xLabel: 'Month',
    series: seriesOf(programs, 'count'),
    rows: [...counts.values()],
  };
  const spendChart: ReportChart = {
    id: 'spend-by-program',
    title: 'Spend by program and month',
    kind: 'stacked-bar',
    xKey: 'month',
    xLabel: 'Month',
    series: seriesOf(programs, 'cents'),
    rows: [...spend.values()],
  };
  const totals: ReportTotal[] = [
    { label: 'Orders (12 months)', value: inWindow.length, format: 'count' },
    {
      label: 'Spend (12 months)',
      value: [...spend.values()].reduce(
        (sum, row) => sum + programs.reduce((rowSum, program) => rowSum + Number(row[program]), 0),
        0,
      ),
      format: 'cents',
    },
  ];
  return { ordersChart, spendChart, totals };
}

/** Pieces mailed and drops by mail month over the last 12 months, from the scheduled drops of campaign items. */
export function mailDropsByMonth(orders: readonly OrderFact[], now: Date) {
  const months = lastMonths(now);
  const rows = new Map(months.map((month) => [month, { month, drops: 0, pieces: 0 }]));
  for (const order of orders) {
    if (order.orderStatusCode === CANCELED) continue;
    for (const item of order.items) {
      for (const mailing of item.mailings) {
        const row = rows.get(monthOf(mailing.mailDate));
        if (!row) continue;
        row.drops += 1;
        row.pieces += mailing.quantity;
      }
    }
  }
  const chart: ReportChart = {
    id: 'mail-drops-by-month',
    title: 'Mail drops by month',
    kind: 'bar',
    xKey: 'month',
    xLabel: 'Month',
    series: [
      { key: 'pieces', label: 'Pieces mailed', format: 'count' },
      { key: 'drops', label: 'Drops', format: 'count' },
    ],
    rows: [...rows.values()],
  };
  const values = [...rows.values()];
  const totals: ReportTotal[] = [
    { label: 'Drops (12 months)', value: values.reduce((sum, row) => sum + row.drops, 0), format: 'count' },
    {
      label: 'Pieces mailed (12 months)',
      value: values.reduce((sum, row) => sum + row.pieces, 0),
      format: 'count',
    },
  ];
  return { chart, totals };
}

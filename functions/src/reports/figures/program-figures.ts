import type { FigureColumn, ReportChart, ReportTotal } from '@msc/shared/model/report-data';
import {
  type FigureBuckets,
  mailBucket,
  monthBucket,
  ordersOfProgram,
  spendOfProgram,
} from '@msc/shared/rules/order-figures';
import { lastMonths } from './facts';

const seriesOf = (programs: readonly string[], format: FigureColumn['format']): FigureColumn[] =>
  programs.map((program) => ({ key: program, label: program, format }));

const emptyRow = (month: string, programs: readonly string[]) =>
  Object.fromEntries([['month', month], ...programs.map((program) => [program, 0])]) as Record<
    string,
    string | number
  >;

/** The programs with an order in the months' buckets, sorted. */
function programsOf(figures: FigureBuckets, months: readonly string[]): string[] {
  const programs = new Set<string>();
  for (const month of months)
    for (const [name, value] of Object.entries(figures.get(monthBucket(month)) ?? {}))
      if (name.startsWith('o:') && value > 0) programs.add(name.slice(2));
  return [...programs].sort();
}

/**
 * Orders and spend by program and month over the last 12 months, from the agency's order figures
 * (shared/src/rules/order-figures.ts): an order counts once for each program among its items; spend is
 * quantity × unit price of the items (cents); canceled orders count for nothing.
 */
export function ordersAndSpendByProgram(figures: FigureBuckets, now: Date) {
  const months = lastMonths(now);
  const programs = programsOf(figures, months);
  const counts = new Map(months.map((month) => [month, emptyRow(month, programs)]));
  const spend = new Map(months.map((month) => [month, emptyRow(month, programs)]));
  let orderCount = 0;
  for (const month of months) {
    const bucket = figures.get(monthBucket(month)) ?? {};
    orderCount += bucket.orders ?? 0;
    for (const program of programs) {
      counts.get(month)![program] = bucket[ordersOfProgram(program)] ?? 0;
      spend.get(month)![program] = bucket[spendOfProgram(program)] ?? 0;
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
    { label: 'Orders (12 months)', value: orderCount, format: 'count' },
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
export function mailDropsByMonth(figures: FigureBuckets, now: Date) {
  const rows = new Map(
    lastMonths(now).map((month) => {
      const bucket = figures.get(mailBucket(month)) ?? {};
      return [month, { month, drops: bucket.drops ?? 0, pieces: bucket.pieces ?? 0 }];
    }),
  );
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

import type { DropResults } from '@msc/shared/model/mailing-results';
import type { ReportChart, ReportTable, ReportTotal } from '@msc/shared/model/report-data';
import type { FigureBuckets } from '@msc/shared/rules/order-figures';
import {
  annualAutoPolicies,
  movingCustomers,
  opportunitiesEnrolledVsOpen,
  winBackCustomers,
} from './customer-figures';
import type { AnnualAutoFact, MovingListFact, OpportunityFact, WinBackFact } from './facts';
import { mailDropsByMonth, ordersAndSpendByProgram } from './program-figures';
import { resultTotals } from './result-figures';

/** Everything a report may be computed from, for one agency. */
export interface AgencyFacts {
  /** The order-month and mail-month buckets of the last 12 months. */
  orders: FigureBuckets;
  opportunities: OpportunityFact[];
  winBack: WinBackFact[];
  annualAuto: AnnualAutoFact[];
  moving: MovingListFact[];
  /** Every drop's results (issue 48: closed-loop results). */
  results: DropResults[];
}
export type FactSource = keyof AgencyFacts;

export interface Figures {
  totals: ReportTotal[];
  charts: ReportChart[];
  tables: ReportTable[];
}

interface ReportFigures {
  /** Only these are read from the table for the report. */
  sources: readonly FactSource[];
  build: (facts: AgencyFacts, now: Date) => Figures;
}

/**
 * Which figures each report of the catalogue draws (report ids as seeded: 3 Annual Auto, 12 Win Back
 * Auto Customer List, …). A report not listed here has no figures in the portal's viewer yet.
 */
export const REPORT_FIGURES: Readonly<Record<string, ReportFigures>> = {
  // Annual Auto (the old report 51)
  '3': {
    sources: ['annualAuto'],
    build: ({ annualAuto }) => {
      const { chart, table, totals } = annualAutoPolicies(annualAuto);
      return { totals, charts: [chart], tables: [table] };
    },
  },
  // Win Back Auto Customer List (the retention pages link here)
  '12': {
    sources: ['winBack'],
    build: ({ winBack }) => {
      const { chart, table, totals } = winBackCustomers(winBack);
      return { totals, charts: [chart], tables: [table] };
    },
  },
  // Cross-sell Results
  '15': {
    sources: ['opportunities', 'orders'],
    build: ({ opportunities, orders }, now) => {
      const enrolled = opportunitiesEnrolledVsOpen(opportunities);
      const drops = mailDropsByMonth(orders, now);
      return { totals: enrolled.totals, charts: [enrolled.chart, drops.chart], tables: [] };
    },
  },
  // Order Activity
  '21': {
    sources: ['orders'],
    build: ({ orders }, now) => {
      const program = ordersAndSpendByProgram(orders, now);
      const drops = mailDropsByMonth(orders, now);
      return {
        totals: [program.totals[0]!, ...drops.totals],
        charts: [program.ordersChart, drops.chart],
        tables: [],
      };
    },
  },
  // Spend by Program
  '22': {
    sources: ['orders'],
    build: ({ orders }, now) => {
      const program = ordersAndSpendByProgram(orders, now);
      return { totals: program.totals, charts: [program.spendChart, program.ordersChart], tables: [] };
    },
  },
  // Campaign Response: what was mailed, drop by drop, and what came back (the results of issue 48)
  '23': {
    sources: ['orders', 'results'],
    build: ({ orders, results }, now) => {
      const drops = mailDropsByMonth(orders, now);
      return { totals: [...drops.totals, ...resultTotals(results)], charts: [drops.chart], tables: [] };
    },
  },
  // Moving Customers
  '24': {
    sources: ['moving'],
    build: ({ moving }) => {
      const { chart, totals } = movingCustomers(moving);
      return { totals, charts: [chart], tables: [] };
    },
  },
};

export const hasFigures = (figures: Figures) =>
  figures.charts.some((chart) => chart.rows.length > 0) ||
  figures.tables.some((table) => table.rows.length > 0);

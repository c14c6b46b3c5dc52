import * as z from 'zod';
import { Id, IsoDateTime } from './fields';

/** How a figure is written: a count, money in integer cents, or text. */
export const FigureFormat = z.enum(['count', 'cents', 'text', 'date']);
export type FigureFormat = z.infer<typeof FigureFormat>;

export const FigureColumn = z.object({ key: z.string(), label: z.string(), format: FigureFormat });
export type FigureColumn = z.infer<typeof FigureColumn>;

export type FigureRow = Record<string, string | number>;
const FigureRowSchema = z.record(z.string(), z.union([z.string(), z.number()]));

/**
 * A chart of the portal's report viewer: rows keyed by `xKey` with one value per series. Every chart's
 * rows are also shown as a table and exported.
 */
export const ReportChart = z.object({
  id: z.string(),
  title: z.string(),
  kind: z.enum(['bar', 'stacked-bar', 'line']),
  xKey: z.string(),
  xLabel: z.string(),
  series: z.array(FigureColumn),
  rows: z.array(FigureRowSchema),
});
export type ReportChart = z.infer<typeof ReportChart>;

/** A list of the report (e.g. the Win Back customers). */
export const ReportTable = z.object({
  id: z.string(),
  title: z.string(),
  columns: z.array(FigureColumn),
  rows: z.array(FigureRowSchema),
});
export type ReportTable = z.infer<typeof ReportTable>;

/** Summary figures shown above the charts. */
export const ReportTotal = z.object({ label: z.string(), value: z.number(), format: FigureFormat });
export type ReportTotal = z.infer<typeof ReportTotal>;

/** What the portal's report viewer draws for one report, agency and user. */
export const ReportData = z.object({
  reportId: Id,
  name: z.string(),
  agencyNumber: z.string(),
  agencyName: z.string(),
  generatedAt: IsoDateTime,
  totals: z.array(ReportTotal),
  charts: z.array(ReportChart),
  tables: z.array(ReportTable),
  /** Shown when the report has no figures for the agency. */
  note: z.string().optional(),
});
export type ReportData = z.infer<typeof ReportData>;

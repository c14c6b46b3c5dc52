import type { FigureColumn, FigureFormat } from '@msc/shared/model/report-data';
import { formatCount, formatDate, formatUsd } from '@msc/shared/rules/formatting';

/** A figure as shown on screen: counts with separators, cents as USD, dates MM/DD/YYYY. */
export function formatFigure(value: string | number | undefined, format: FigureFormat): string {
  if (value === undefined) return '';
  if (format === 'cents') return formatUsd(Number(value));
  if (format === 'count') return formatCount(Number(value));
  if (format === 'date') return formatDate(String(value));
  return String(value);
}

/** A figure as exported: money in dollars (a number a spreadsheet can sum), the rest as stored. */
export function exportFigure(value: string | number | undefined, format: FigureFormat): string | number {
  if (value === undefined) return '';
  if (format === 'cents') return Math.round(Number(value)) / 100;
  return value;
}

export const columnsOf = (xKey: string, xLabel: string, series: readonly FigureColumn[]): FigureColumn[] => [
  { key: xKey, label: xLabel, format: 'text' },
  ...series,
];

import type { FigureColumn, FigureRow } from '@msc/shared/model/report-data';
import { neutraliseRows } from '@msc/shared/rules/spreadsheet-cells';
import Papa from 'papaparse';
import { exportFigure } from './figure-format';

/**
 * The CSV of a chart's or a table's data: one column per figure under its label, money in dollars,
 * every text cell neutralised against spreadsheet formulas.
 */
export function figuresToCsv(columns: readonly FigureColumn[], rows: readonly FigureRow[]): string {
  const records = rows.map((row) =>
    Object.fromEntries(columns.map((column) => [column.label, exportFigure(row[column.key], column.format)])),
  );
  return Papa.unparse(
    {
      fields: columns.map((column) => column.label),
      data: neutraliseRows(records).map((record) => Object.values(record)),
    },
    { newline: '\r\n' },
  );
}

/** Saves text as a file through a temporary link. */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export const csvFileName = (...parts: string[]) =>
  `${parts
    .join('-')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}.csv`;

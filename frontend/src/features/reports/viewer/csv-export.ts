import type { FigureColumn, FigureRow } from '@msc/shared/model/report-data';
import { neutraliseRows } from '@msc/shared/rules/spreadsheet-cells';
import Papa from 'papaparse';
import { saveFile } from '#lib/table-export';
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

/** Saves the CSV (with the byte-order mark Excel needs for UTF-8). */
export function downloadCsv(fileName: string, csv: string): void {
  saveFile(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }), fileName);
}

export const csvFileName = (...parts: string[]) =>
  `${parts
    .join('-')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}.csv`;

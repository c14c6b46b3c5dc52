/**
 * OWASP CSV injection: a spreadsheet runs a cell that starts with = + - @, a tab or a carriage return
 * as a formula. Every text cell of an export goes through here; a leading apostrophe makes the cell
 * text again and is not shown by Excel. Numbers are written as numbers and need no guard.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export type ExportCellValue = string | number | null | undefined;

export function neutraliseCell(value: ExportCellValue): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? value : '';
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export type ExportFormat = 'xlsx' | 'csv';
export const EXPORT_FORMATS = ['xlsx', 'csv'] as const;

/** Downloads are named after the page and the day: 'order-history-2026-11-22.xlsx'. */
export function exportFileName(page: string, isoDay: string, format: ExportFormat): string {
  const slug = page
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug || 'export'}-${isoDay}.${format}`;
}

/** Every cell of the rows neutralised (a chart's data table exported from the report viewer). */
export function neutraliseRows(
  rows: readonly Record<string, ExportCellValue>[],
): Record<string, string | number>[] {
  return rows.map((row) =>
    Object.fromEntries(Object.entries(row).map(([key, value]) => [key, neutraliseCell(value)])),
  );
}

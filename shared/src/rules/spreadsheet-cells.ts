/**
 * Exports (CSV, XLSX) neutralise spreadsheet formulas in cells (ARCHITECTURE: "Exports neutralise
 * spreadsheet formulas"): a text cell starting with =, +, -, @, a tab or a carriage return is prefixed
 * with a single quote so a spreadsheet shows it as text instead of running it. Numbers stay numbers.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutralizeSpreadsheetCell<T>(value: T): T | string {
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value;
}

/** Every cell of the rows neutralised. */
export function neutralizeRows<Row extends Record<string, unknown>>(rows: readonly Row[]): Row[] {
  return rows.map(
    (row) =>
      Object.fromEntries(
        Object.entries(row).map(([key, value]) => [key, neutralizeSpreadsheetCell(value)]),
      ) as Row,
  );
}

import { neutraliseCell } from '@msc/shared/rules/spreadsheet-cells';

/** A column of an export: the header text and how to read the cell from a row. */
export interface ExportColumn<Row> {
  header: string;
  value: (row: Row) => string | number | undefined;
}

/** Saves a file the browser made through a temporary link. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Every cell neutralised against spreadsheet formulas (OWASP CSV injection), the rule exports share. */
const matrix = <Row>(rows: readonly Row[], columns: readonly ExportColumn<Row>[]) =>
  rows.map((row) => columns.map((column) => neutraliseCell(column.value(row))));

/** Excel opens a UTF-8 CSV as UTF-8 only with a byte-order mark. */
const BOM = '\uFEFF';

/** Every list page's CSV export (papaparse quotes what needs quoting). Loaded when first used. */
export async function downloadCsv<Row>(
  fileName: string,
  rows: readonly Row[],
  columns: readonly ExportColumn<Row>[],
) {
  const { default: Papa } = await import('papaparse');
  const text = Papa.unparse({ fields: columns.map((column) => column.header), data: matrix(rows, columns) });
  saveFile(new Blob([BOM, text], { type: 'text/csv;charset=utf-8' }), `${fileName}.csv`);
}

/** Every list page's Excel export: one worksheet, a bold header row. exceljs loads on first use. */
export async function downloadXlsx<Row>(
  fileName: string,
  rows: readonly Row[],
  columns: readonly ExportColumn<Row>[],
) {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(fileName.slice(0, 31));
  sheet.addRow(columns.map((column) => column.header)).font = { bold: true };
  for (const cells of matrix(rows, columns)) sheet.addRow(cells);
  const buffer = await workbook.xlsx.writeBuffer();
  saveFile(
    new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
    `${fileName}.xlsx`,
  );
}

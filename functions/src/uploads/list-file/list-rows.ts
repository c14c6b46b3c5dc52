import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';

/**
 * The rows of an uploaded list, one array of cell texts at a time, read as a stream: memory stays flat
 * whatever the number of rows (the pipeline stops reading once the record limit is passed).
 */
export type ListRows = AsyncIterable<string[]>;

/** CSV through papaparse's Node stream (backpressure through async iteration). A BOM is dropped. */
export async function* csvRows(source: Readable): ListRows {
  const parser = source.pipe(Papa.parse(Papa.NODE_STREAM_INPUT, { skipEmptyLines: 'greedy' }));
  let first = true;
  for await (const row of parser as AsyncIterable<string[]>) {
    if (first && row.length > 0) row[0] = row[0]!.replace(/^\uFEFF/, '');
    first = false;
    yield row;
  }
}

/** The first worksheet of an .xlsx through exceljs's streaming reader (no styles, no hyperlinks). */
export async function* xlsxRows(file: Buffer): ListRows {
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([file]), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  for await (const worksheet of workbook) {
    for await (const row of worksheet as AsyncIterable<ExcelJS.Row>) {
      // row.values is 1-based and sparse: index 0 is empty, missing cells are holes.
      const values = row.values as unknown[];
      const cells: string[] = [];
      for (let column = 1; column < values.length; column++) cells.push(cellText(values[column]));
      yield cells;
    }
    return; // the first sheet is the list
  }
}

/** A cell as text. A formula is stored as its text (`=A1&B1`; a shared formula as `=` and its
 * master cell), never evaluated and its cached result never trusted. */
export function cellText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    const cell = value as {
      formula?: string;
      sharedFormula?: string;
      richText?: { text: string }[];
      text?: unknown;
      error?: string;
    };
    if (cell.formula !== undefined) return `=${cell.formula}`;
    if (cell.sharedFormula !== undefined) return `=${cell.sharedFormula}`;
    if (cell.richText) return cell.richText.map((run) => run.text).join('');
    if (cell.text !== undefined) return String(cell.text);
    if (cell.error !== undefined) return String(cell.error);
  }
  return '';
}

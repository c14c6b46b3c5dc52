import { Readable } from 'node:stream';
import * as XLSX from '@e965/xlsx';
import { uploadTexts } from '@msc/shared/messages';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { UploadRejected } from './upload-rejected';

/**
 * The rows of an uploaded list (arrays of cell texts), in batches as the parser produces them, read as a
 * stream: memory stays flat whatever the number of rows (the pipeline stops once the record limit is
 * passed). Batches, not single rows, because an async step per row costs more than validating it.
 */
export type ListRows = AsyncIterable<string[][]>;

const XLSX_BATCH_ROWS = 500;

/**
 * CSV through papaparse's streaming parser a chunk at a time: the parser pauses after each chunk and resumes
 * when the consumer has taken its rows, so a slow consumer holds back the source (backpressure) without the
 * cost of one stream event per row. A BOM is dropped; blank lines are skipped.
 */
export async function* csvRows(source: Readable): ListRows {
  let chunk: string[][] | undefined;
  let done = false;
  let failure: unknown;
  let parser: Papa.Parser | undefined;
  let wake: (() => void) | undefined;
  const signal = () => {
    wake?.();
    wake = undefined;
  };
  Papa.parse<string[]>(source as unknown as File, {
    skipEmptyLines: 'greedy',
    chunk: (results, chunkParser) => {
      parser = chunkParser;
      chunkParser.pause();
      chunk = results.data;
      signal();
    },
    complete: () => {
      done = true;
      signal();
    },
    error: (error: unknown) => {
      failure = error;
      done = true;
      signal();
    },
  });
  let first = true;
  try {
    for (;;) {
      if (!chunk && !done) await new Promise<void>((resolve) => (wake = resolve));
      if (failure) throw failure;
      if (chunk) {
        const rows = chunk;
        chunk = undefined;
        if (first && rows[0]?.length) rows[0][0] = rows[0][0]!.replace(/^\uFEFF/, '');
        first = false;
        yield rows;
        if (!done) parser?.resume();
      } else if (done) return;
    }
  } finally {
    // A consumer that stops early (a refused file) must not leave the source open.
    if (!done) parser?.abort();
    source.destroy();
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
    let batch: string[][] = [];
    for await (const row of worksheet as AsyncIterable<ExcelJS.Row>) {
      // row.values is 1-based and sparse: index 0 is empty, missing cells are holes.
      const values = row.values as unknown[];
      const cells: string[] = [];
      for (let column = 1; column < values.length; column++) cells.push(cellText(values[column]));
      batch.push(cells);
      if (batch.length >= XLSX_BATCH_ROWS) {
        yield batch;
        batch = [];
      }
    }
    if (batch.length > 0) yield batch;
    return; // the first sheet is the list
  }
}

/**
 * The first worksheet of an .xls (Excel 97-2003, BIFF) through SheetJS, the one maintained reader of the
 * format: read whole (the file is within the upload's size limit), only the first sheet parsed. A cell is
 * its displayed text (a ZIP formatted 00000 keeps its zero); a formula its text, never its cached result.
 */
export async function* xlsRows(file: Buffer): ListRows {
  let workbook: XLSX.WorkBook;
  try {
    workbook = XLSX.read(file, {
      type: 'buffer',
      sheets: 0,
      dense: true,
      cellFormula: true,
      cellHTML: false,
    });
  } catch {
    // An OLE file that is no workbook (a .doc renamed), or a damaged one.
    throw new UploadRejected(uploadTexts.wrongMailListContent);
  }
  const sheet = workbook.Sheets[workbook.SheetNames[0] ?? ''];
  const data = (sheet?.['!data'] ?? []) as (XLSX.CellObject | undefined)[][];
  let batch: string[][] = [];
  for (const row of data) {
    const cells: string[] = [];
    for (const cell of row ?? []) cells.push(xlsCellText(cell));
    batch.push(cells);
    if (batch.length >= XLSX_BATCH_ROWS) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

function xlsCellText(cell: XLSX.CellObject | undefined): string {
  if (!cell) return '';
  if (cell.f) return `=${cell.f}`;
  if (cell.w !== undefined) return cell.w;
  return cell.v === undefined || cell.v === null ? '' : String(cell.v);
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

import { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import type { CellObject, WorkBook } from '@e965/xlsx';
import { uploadTexts } from '@msc/shared/messages';
import type ExcelJS from 'exceljs';
import type Papa from 'papaparse';
import { UploadRejected } from './upload-rejected';

/**
 * The rows of an uploaded list (arrays of cell texts), in batches as the parser produces them, read as a
 * stream: memory stays flat whatever the number of rows (the pipeline stops once the record limit is
 * passed). Batches, not single rows, because an async step per row costs more than validating it.
 */
export type ListRows = AsyncIterable<RowBatch>;

export interface RowBatch {
  rows: string[][];
  /**
   * CSV only: the byte offset in the source where the row after this batch starts, so a later reader can
   * parse the file from there (a ranged GET) instead of from the top.
   */
  nextRowAt?: number;
}

const XLSX_BATCH_ROWS = 500;
/** The largest piece of text handed to the CSV parser at once: it bounds the distance between offsets. */
const CSV_PIECE_CHARS = 64 * 1024;

/** Text pieces of a byte stream, decoded across chunk boundaries, each with its byte and character start. */
interface TextPiece {
  text: string;
  charStart: number;
  byteStart: number;
  /** Every character one byte (the usual, ASCII list): offsets then need no counting. */
  ascii: boolean;
}

/** Decodes a byte stream (UTF-8 across chunk boundaries) into pieces, noting each in `track` as it goes. */
async function* textPieces(source: Readable, track: TextPiece[]): AsyncGenerator<string> {
  const decoder = new StringDecoder('utf8');
  let charStart = 0;
  let byteStart = 0;
  const pieces = function* (text: string) {
    for (let at = 0; at < text.length; at += CSV_PIECE_CHARS) {
      const piece = text.slice(at, at + CSV_PIECE_CHARS);
      const bytes = Buffer.byteLength(piece);
      track.push({ text: piece, charStart, byteStart, ascii: bytes === piece.length });
      charStart += piece.length;
      byteStart += bytes;
      yield piece;
    }
  };
  for await (const chunk of source) yield* pieces(decoder.write(chunk as Buffer));
  yield* pieces(decoder.end());
}

/** The byte offset of a character position among the tracked pieces; pieces before it are let go. */
function byteOffsetOf(track: TextPiece[], cursor: number): number {
  while (track.length > 1 && track[0]!.charStart + track[0]!.text.length <= cursor) track.shift();
  const piece = track[0];
  if (!piece) return 0;
  const within = cursor - piece.charStart;
  return piece.byteStart + (piece.ascii ? within : Buffer.byteLength(piece.text.slice(0, within)));
}

/**
 * Parsed chunks waiting for the consumer before the parser pauses: enough that the source keeps flowing
 * while the consumer works (a pause per chunk stalls the network for every batch), few enough to keep
 * memory flat (some 100 KB of text a chunk).
 */
const CSV_QUEUED_CHUNKS = 8;

/**
 * CSV through papaparse's streaming parser a chunk at a time: parsed chunks queue up for the consumer, and
 * the parser pauses while the queue is full, so a slow consumer holds back the source (backpressure)
 * without the cost of one stream event per row. A BOM is dropped; empty lines are skipped. Each batch says
 * where in the file the next row starts; `startAt` is where the source begins in the file (a ranged read).
 */
export async function* csvRows(source: Readable, startAt = 0): ListRows {
  // Each parser loads with the first file of its kind, not with the Lambdas that read lists.
  const { default: Papa } = await import('papaparse');
  const queue: RowBatch[] = [];
  let paused = false;
  let done = false;
  let failure: unknown;
  let parser: Papa.Parser | undefined;
  let wake: (() => void) | undefined;
  const signal = () => {
    wake?.();
    wake = undefined;
  };
  const track: TextPiece[] = [];
  const text = Readable.from(textPieces(source, track));
  Papa.parse<string[]>(text as unknown as File, {
    // Empty lines only: 'greedy' joins every row to test it; rows of blank cells are the caller's (isBlankRow).
    skipEmptyLines: true,
    chunk: (results, chunkParser) => {
      parser = chunkParser;
      queue.push({ rows: results.data, nextRowAt: startAt + byteOffsetOf(track, results.meta.cursor) });
      if (queue.length >= CSV_QUEUED_CHUNKS) {
        chunkParser.pause();
        paused = true;
      }
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
      if (queue.length === 0 && !done) await new Promise<void>((resolve) => (wake = resolve));
      if (failure) throw failure;
      const batch = queue.shift();
      if (batch) {
        const { rows } = batch;
        if (first && rows[0]?.length) rows[0][0] = rows[0][0]!.replace(/^\uFEFF/, '');
        first = false;
        yield batch;
        if (paused && !done && queue.length < CSV_QUEUED_CHUNKS / 2) {
          paused = false;
          parser?.resume();
        }
      } else if (done) return;
    }
  } finally {
    // A consumer that stops early (a refused file) must not leave the source open.
    if (!done) parser?.abort();
    text.destroy();
    source.destroy();
  }
}

/** The first worksheet of an .xlsx through exceljs's streaming reader (no styles, no hyperlinks). */
export async function* xlsxRows(file: Buffer): ListRows {
  const { default: ExcelJS } = await import('exceljs');
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
        yield { rows: batch };
        batch = [];
      }
    }
    if (batch.length > 0) yield { rows: batch };
    return; // the first sheet is the list
  }
}

/**
 * The first worksheet of an .xls (Excel 97-2003, BIFF) through SheetJS, the one maintained reader of the
 * format: read whole (the file is within the upload's size limit), only the first sheet parsed. A cell is
 * its displayed text (a ZIP formatted 00000 keeps its zero); a formula its text, never its cached result.
 */
export async function* xlsRows(file: Buffer): ListRows {
  const XLSX = await import('@e965/xlsx');
  let workbook: WorkBook;
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
  const data = (sheet?.['!data'] ?? []) as (CellObject | undefined)[][];
  let batch: string[][] = [];
  for (const row of data) {
    const cells: string[] = [];
    for (const cell of row ?? []) cells.push(xlsCellText(cell));
    batch.push(cells);
    if (batch.length >= XLSX_BATCH_ROWS) {
      yield { rows: batch };
      batch = [];
    }
  }
  if (batch.length > 0) yield { rows: batch };
}

function xlsCellText(cell: CellObject | undefined): string {
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

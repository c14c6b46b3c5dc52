import { PassThrough, type Readable } from 'node:stream';
import { now } from '@msc/shared/clock';
import type { ExportFile } from '@msc/shared/model/order';
import {
  type ExportCellValue,
  type ExportFormat,
  exportFileName,
  neutraliseCell,
} from '@msc/shared/rules/spreadsheet-cells';
import { ulid } from 'ulid';
import { config } from './config';

/** Where exports are written in the documents bucket: its lifecycle rule removes them a day later. */
export const EXPORTS_PREFIX = 'exports/';

/** A column of an exported table: the header in the spec's words and how a row fills it. */
export interface ExportColumn<Row> {
  header: string;
  value: (row: Row) => ExportCellValue;
  /** Excel column width in characters. */
  width?: number;
}

export interface TableExport<Row> {
  /** The page the table is on; names the download ('Order History' → order-history-2026-11-22.xlsx). */
  page: string;
  format: ExportFormat;
  columns: readonly ExportColumn<Row>[];
  /** Pages of rows, read from the table one after another: the whole list is never held in memory. */
  pages: AsyncIterable<readonly Row[]>;
  /** Whose export it is: part of the object key, so one user's files never share a prefix with another's. */
  owner: string;
}

/** Rows already at hand (a bounded list: a page of the screen, a summary) as the one page of an export. */
export async function* onePage<Row>(rows: readonly Row[]): AsyncIterable<readonly Row[]> {
  yield rows;
}

const CSV_BOM = '\uFEFF';
const DOWNLOAD_SECONDS = 300;

const cellsOf = <Row>(columns: readonly ExportColumn<Row>[], row: Row) =>
  columns.map((column) => neutraliseCell(column.value(row)));

// The writers and the upload (exceljs alone is about 270 KB) load with the first export, not with the
// Lambdas whose pages can export: most of their requests are reads.
async function writeCsv<Row>(table: TableExport<Row>, out: PassThrough): Promise<void> {
  const { default: Papa } = await import('papaparse');
  // The BOM makes Excel read the file as UTF-8 (names with accents).
  out.write(CSV_BOM + Papa.unparse([table.columns.map((column) => column.header)]));
  for await (const page of table.pages) {
    if (page.length === 0) continue;
    out.write(`\r\n${Papa.unparse(page.map((row) => cellsOf(table.columns, row)))}`);
  }
  out.end('\r\n');
}

async function writeXlsx<Row>(table: TableExport<Row>, out: PassThrough): Promise<void> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false });
  const sheet = workbook.addWorksheet(table.page.slice(0, 31));
  sheet.columns = table.columns.map((column) => ({ header: column.header, width: column.width ?? 18 }));
  sheet.getRow(1).font = { bold: true };
  for await (const page of table.pages) {
    for (const row of page) sheet.addRow(cellsOf(table.columns, row)).commit();
  }
  sheet.commit();
  await workbook.commit();
}

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * Streams a table into the documents bucket as .xlsx (exceljs) or .csv (papaparse, with a BOM) and
 * answers a presigned download address. Every cell is neutralised against formula injection. The
 * one export path for every table the spec exports.
 */
export async function exportTable<Row>(table: TableExport<Row>): Promise<ExportFile> {
  const [{ GetObjectCommand }, { Upload }, { getSignedUrl }, { s3Client }] = await Promise.all([
    import('@aws-sdk/client-s3'),
    import('@aws-sdk/lib-storage'),
    import('@aws-sdk/s3-request-presigner'),
    import('./s3-client'),
  ]);
  const fileName = exportFileName(table.page, now().toISOString().slice(0, 10), table.format);
  const key = `${EXPORTS_PREFIX}${encodeURIComponent(table.owner)}/${ulid()}/${fileName}`;
  const bucket = config().DOCUMENTS_BUCKET;
  const body = new PassThrough();
  const disposition = `attachment; filename="${fileName}"`;
  const upload = new Upload({
    client: s3Client(),
    params: {
      Bucket: bucket,
      Key: key,
      Body: body as Readable,
      ContentType: CONTENT_TYPES[table.format],
      ContentDisposition: disposition,
    },
  });
  const uploaded = upload.done();
  try {
    await (table.format === 'csv' ? writeCsv(table, body) : writeXlsx(table, body));
  } catch (error) {
    body.destroy(error as Error);
    await uploaded.catch(() => undefined);
    throw error;
  }
  await uploaded;
  const url = await getSignedUrl(
    s3Client(),
    new GetObjectCommand({ Bucket: bucket, Key: key, ResponseContentDisposition: disposition }),
    { expiresIn: DOWNLOAD_SECONDS },
  );
  return { url, fileName };
}

import { Readable } from 'node:stream';
import { createDeflateRaw } from 'node:zlib';
import ExcelJS from 'exceljs';

/** Test and bench files for the list-upload pipeline: CSV text, real .xlsx workbooks, and a zip bomb. */

export const SHIP_TO_HEADER = [
  'Addressee',
  'AddressLine1',
  'City',
  'State',
  'PostalCode',
  'Country Code',
  'ShipToPhoneNumber',
];

/** The fields of SHIP_TO_HEADER's columns, in its order: what a record edit names them. */
const SHIP_TO_FIELDS = [
  'addressee',
  'addressLine1',
  'city',
  'state',
  'postalCode',
  'countryCode',
  'shipToPhoneNumber',
];

/** A record edit's values: the row's cells (goodRow's, badRow's) under their fields. */
export const shipToValues = (row: readonly string[]) =>
  Object.fromEntries(SHIP_TO_FIELDS.map((field, index) => [field, row[index]!]));

export const goodRow = (index: number) => [
  `Contact ${index}`,
  `${100 + (index % 900)} Main St`,
  'Seattle',
  'WA',
  '98101',
  'US',
  '206-555-0100',
];

/** A row that breaks two rules: no addressee, address line 1 over 30 characters. */
export const badRow = (index: number) => [
  '',
  `${index} A Very Long Street Name Avenue NW`,
  'Seattle',
  'WA',
  '98101',
  'US',
  '',
];

const csvCell = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
export const toCsv = (rows: readonly (readonly string[])[]) =>
  `${rows.map((row) => row.map(csvCell).join(',')).join('\n')}\n`;

/** The header and `count` records, every `badEvery`-th one failing (0 = none). */
export function shipToRows(count: number, badEvery = 0): string[][] {
  const rows: string[][] = [SHIP_TO_HEADER];
  for (let index = 1; index <= count; index++) {
    rows.push(badEvery > 0 && index % badEvery === 0 ? badRow(index) : goodRow(index));
  }
  return rows;
}

/** shipToRows as CSV text. */
export const shipToCsv = (count: number, badEvery = 0): string => toCsv(shipToRows(count, badEvery));

/** A real workbook; a cell whose text starts with '=' becomes a formula cell. */
export async function xlsxOf(rows: readonly (readonly string[])[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Contacts');
  for (const row of rows) {
    sheet.addRow(row.map((cell) => (cell.startsWith('=') ? { formula: cell.slice(1), result: 'x' } : cell)));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * A small file that claims to be a workbook and inflates to `inflatedBytes` of zeros: deflate packs zeros
 * about 1000:1, so 300 MB fits in some 300 KB.
 */
export async function zipBomb(inflatedBytes: number): Promise<Buffer> {
  const chunk = Buffer.alloc(1024 * 1024);
  async function* zeros() {
    for (let written = 0; written < inflatedBytes; written += chunk.length) yield chunk;
  }
  const compressed: Buffer[] = [];
  for await (const part of Readable.from(zeros()).pipe(createDeflateRaw({ level: 9 }))) compressed.push(part);
  const bomb = Buffer.concat(compressed);
  return zipOf([
    { name: '[Content_Types].xml', data: Buffer.from('<Types/>'), method: 0, size: 8 },
    { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>'), method: 0, size: 11 },
    { name: 'xl/worksheets/sheet1.xml', data: bomb, method: 8, size: inflatedBytes },
  ]);
}

interface ZipPart {
  name: string;
  data: Buffer;
  method: 0 | 8;
  size: number;
}

/** A minimal zip (no CRCs: nothing here reads them before the guard refuses the file). */
function zipOf(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(part.method, 8);
    local.writeUInt32LE(part.data.length, 18);
    local.writeUInt32LE(part.size >>> 0, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(part.method, 10);
    central.writeUInt32LE(part.data.length, 20);
    central.writeUInt32LE(part.size >>> 0, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, part.data);
    centrals.push(central, name);
    offset += local.length + name.length + part.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

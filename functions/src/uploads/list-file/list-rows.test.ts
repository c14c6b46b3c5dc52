import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { cellText, csvRows, type ListRows, xlsxRows } from './list-rows';

const collect = async (batches: ListRows) => {
  const all: string[][] = [];
  for await (const { rows } of batches) all.push(...rows);
  return all;
};

describe('list rows', () => {
  it('streams CSV rows, quoted commas and newlines included, without the BOM or empty lines', async () => {
    const text = '\uFEFFAddressee,City\n"Doe, Pat","Seattle\nWA"\n\n,\nLee,Tacoma\n';
    expect(await collect(csvRows(Readable.from([Buffer.from(text)])))).toEqual([
      ['Addressee', 'City'],
      ['Doe, Pat', 'Seattle\nWA'],
      ['', ''],
      ['Lee', 'Tacoma'],
    ]);
  });

  it('keeps every row across many small chunks, and lets a consumer stop early', async () => {
    const text = `A,B\n${Array.from({ length: 5000 }, (_, index) => `name ${index},${index}`).join('\n')}\n`;
    const pieces = text.match(/[\s\S]{1,97}/g)!.map((piece) => Buffer.from(piece));
    const rows = await collect(csvRows(Readable.from(pieces)));
    expect(rows).toHaveLength(5001);
    expect(rows[4321]).toEqual(['name 4320', '4320']);

    const source = Readable.from(pieces);
    let taken = 0;
    for await (const { rows } of csvRows(source)) {
      taken += rows.length;
      break;
    }
    expect(taken).toBeGreaterThan(0);
    expect(source.destroyed).toBe(true);
  });

  it('says at each batch the byte where the next row starts, multi-byte text and quoted newlines included', async () => {
    const rows = Array.from({ length: 3000 }, (_, index) => [
      index % 7 === 0 ? `Zoë "Ł" ${index}` : `name ${index}`,
      index % 11 === 0 ? `line one\nline two, ${index}` : `${index} Straße`,
    ]);
    const quote = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
    const file = Buffer.from(`\uFEFFA,B\n${rows.map((row) => row.map(quote).join(',')).join('\n')}\n`);
    // Chunks of 61 bytes split many two-byte characters in half.
    const chunks = Array.from({ length: Math.ceil(file.length / 61) }, (_, index) =>
      file.subarray(index * 61, index * 61 + 61),
    );
    const batches: { taken: number; nextRowAt: number }[] = [];
    let taken = 0;
    for await (const batch of csvRows(Readable.from(chunks))) {
      taken += batch.rows.length;
      batches.push({ taken, nextRowAt: batch.nextRowAt! });
    }
    expect(taken).toBe(3001);
    expect(batches.length).toBeGreaterThan(3);
    for (const { taken: before, nextRowAt } of batches.filter((_, index) => index % 40 === 1)) {
      // Parsing the file from the offset gives exactly the rows after the batch.
      const rest = await collect(csvRows(Readable.from([file.subarray(nextRowAt)]), nextRowAt));
      expect(rest).toEqual(rows.slice(before - 1));
    }
  });

  it('streams the first worksheet of an .xlsx as text, formulas as their text', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('List');
    sheet.addRow(['Addressee', 'PostalCode', 'Note']);
    sheet.addRow(['Pat', 98101, { formula: 'HYPERLINK("http://x")', result: 'x' }]);
    book.addWorksheet('Other').addRow(['ignored']);
    const rows = await collect(xlsxRows(Buffer.from(await book.xlsx.writeBuffer())));
    expect(rows).toEqual([
      ['Addressee', 'PostalCode', 'Note'],
      ['Pat', '98101', '=HYPERLINK("http://x")'],
    ]);
  });

  it('turns every cell value exceljs gives into text', () => {
    expect(cellText(undefined)).toBe('');
    expect(cellText(true)).toBe('true');
    expect(cellText(new Date('2026-01-31T00:00:00Z'))).toBe('2026-01-31');
    expect(cellText({ richText: [{ text: 'Pat ' }, { text: 'Doe' }] })).toBe('Pat Doe');
    expect(cellText({ text: 'site', hyperlink: 'http://x' })).toBe('site');
    expect(cellText({ error: '#N/A' })).toBe('#N/A');
  });
});

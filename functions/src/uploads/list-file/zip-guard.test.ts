import {
  UPLOAD_MAX_SHARED_STRINGS_BYTES,
  UPLOAD_MAX_UNCOMPRESSED_BYTES,
  UPLOAD_MAX_ZIP_ENTRIES,
} from '@msc/shared/rules/upload-limits';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { workbookParts, writeZip } from '#test/zip-writer';
import { xlsxRows } from './list-rows';
import { checkXlsxZip } from './zip-guard';

async function workbook(rows: number): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('List');
  for (let row = 0; row < rows; row++) sheet.addRow([`Contact ${row}`, '1 Main St', 'Seattle', 'WA']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('checkXlsxZip', () => {
  it('passes a real workbook and counts what it inflates to', async () => {
    const file = await workbook(200);
    const check = await checkXlsxZip(file, 50 * 1024 * 1024);
    expect(check.ok).toBe(true);
    if (check.ok) expect(check.uncompressedBytes).toBeGreaterThan(file.length);
  });

  it('refuses a workbook that inflates past the budget, by inflating, not by its headers', async () => {
    const file = await workbook(2000);
    const check = await checkXlsxZip(file, 20 * 1024);
    expect(check).toEqual({ ok: false, reason: 'tooLarge' });
  });

  it('refuses a zip without a workbook and bytes that are no zip', async () => {
    expect(await checkXlsxZip(Buffer.from('PK\u0003\u0004 truncated'), 1024)).toEqual({
      ok: false,
      reason: 'notXlsx',
    });
    expect(await checkXlsxZip(Buffer.alloc(100), 1024)).toEqual({ ok: false, reason: 'notXlsx' });
  });
});

describe('checkXlsxZip against zips that lie to a streaming reader', () => {
  const budget = UPLOAD_MAX_UNCOMPRESSED_BYTES;

  it('passes the honest hand-written workbook the tricks start from', async () => {
    expect((await checkXlsxZip(writeZip(workbookParts()), budget)).ok).toBe(true);
  });

  it('passes a workbook whose sizes follow the data (a data descriptor), and exceljs reads it', async () => {
    const file = writeZip(workbookParts().map((part) => ({ ...part, descriptor: true })));
    expect((await checkXlsxZip(file, budget)).ok).toBe(true);
    const rows = [];
    for await (const batch of xlsxRows(file)) rows.push(...batch.rows);
    expect(rows).toEqual([['Name']]);
  });

  it('refuses a local entry the central directory does not list', async () => {
    const hidden = { name: 'xl/sharedStrings.xml', content: '<sst/>'.repeat(1000), unlisted: true };
    const file = writeZip([...workbookParts(), hidden]);
    expect(await checkXlsxZip(file, budget)).toEqual({ ok: false, reason: 'notXlsx' });
  });

  it('refuses a local header whose compressed size is not the central directory’s', async () => {
    const [types, book, sheet] = workbookParts();
    const file = writeZip([types!, book!, { ...sheet!, localLie: { compressedSize: 5_000_000 } }]);
    expect(await checkXlsxZip(file, budget)).toEqual({ ok: false, reason: 'notXlsx' });
  });

  it('refuses a part that inflates to more than the size it declares', async () => {
    const [types, book] = workbookParts();
    const sheet = { name: 'xl/worksheets/sheet1.xml', content: 'x'.repeat(1_000_000) };
    const file = writeZip([types!, book!, { ...sheet, sizeLie: { uncompressedSize: 100 } }]);
    expect(await checkXlsxZip(file, budget)).toEqual({ ok: false, reason: 'notXlsx' });
  });

  it('refuses more parts than a workbook has', async () => {
    const padding = Array.from({ length: UPLOAD_MAX_ZIP_ENTRIES + 1 }, (_, index) => ({
      name: `xl/media/${index}.xml`,
      content: '',
    }));
    const file = writeZip([...workbookParts(), ...padding]);
    expect(await checkXlsxZip(file, budget)).toEqual({ ok: false, reason: 'tooLarge' });
  });

  it('refuses shared strings past their own cap, though the whole stays within the budget', async () => {
    const strings = Buffer.alloc(UPLOAD_MAX_SHARED_STRINGS_BYTES + 1024, 'a');
    const file = writeZip([...workbookParts(), { name: 'xl/sharedStrings.xml', content: strings }]);
    expect(file.length).toBeLessThan(1024 * 1024);
    expect(await checkXlsxZip(file, budget)).toEqual({ ok: false, reason: 'tooLarge' });
  }, 60_000);
});

import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
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

import { errors } from '@msc/shared/messages';
import { describe, expect, it } from 'vitest';
import { badRow, goodRow, SHIP_TO_HEADER, shipToCsv, toCsv, xlsxOf } from '../test/list-files';
import { agent, call, uploadAndRun, useUploadPipeline } from './upload-pipeline-harness';

/**
 * The upload-validate-summary pipeline end to end on local parts, what it makes of a list: the summary,
 * pages of records read back, and fixing a failed record. Refusals and tenancy: upload-refusals.int.test.ts.
 */
useUploadPipeline();

describe('upload-validate-summary', () => {
  it('summarizes a good .csv with bad rows: counts, the preview of 20, the failed records keyed by field', async () => {
    const { uploadId, status } = await uploadAndRun('contacts.csv', shipToCsv(45, 10));
    expect(status).toMatchObject({
      state: 'summarized',
      total: 45,
      failed: 4,
      success: 41,
      fileName: 'contacts.csv',
    });

    const preview = await call(agent, 'GET', `/uploads/${uploadId}/records`);
    expect(preview.body.results).toHaveLength(20);
    expect(preview.body.totalCount).toBe(45);
    expect(preview.body.results[0]).toMatchObject({
      recordNumber: 1,
      values: { addressee: 'Contact 1', state: 'WA', shipToPhoneNumber: '206-555-0100' },
      validationErrors: [],
    });

    const failed = await call(agent, 'GET', `/uploads/${uploadId}/records`, undefined, { filter: 'failed' });
    expect(failed.body.results.map((record: { recordNumber: number }) => record.recordNumber)).toEqual([
      10, 20, 30, 40,
    ]);
    expect(failed.body.results[0].validationErrors).toEqual([
      { field: 'Addressee', errorMessage: 'Required' },
      { field: 'AddressLine1', errorMessage: errors.addressLine1TooLong },
    ]);
    const page3 = await call(agent, 'GET', `/uploads/${uploadId}/records`, undefined, { pageNumber: '3' });
    expect(page3.body.results.map((record: { recordNumber: number }) => record.recordNumber)).toEqual([
      41, 42, 43, 44, 45,
    ]);
  });

  it('reads a good .xlsx with the streaming reader, keeping a formula cell as text', async () => {
    const file = await xlsxOf([
      SHIP_TO_HEADER,
      goodRow(1),
      ['=CONCAT("Pat"," Doe")', ...goodRow(2).slice(1)],
      goodRow(3),
    ]);
    const { uploadId, status } = await uploadAndRun('Contacts.XLSX', file);
    expect(status).toMatchObject({ state: 'summarized', total: 3, failed: 0, success: 3 });
    const { body } = await call(agent, 'GET', `/uploads/${uploadId}/records`);
    expect(body.results[1].values.addressee).toBe('=CONCAT("Pat"," Doe")');
  });

  it('pages failed records, and the records of a workbook, past the first result part', async () => {
    const numbersOf = (page: { results: { recordNumber: number }[] }) =>
      page.results.map((record) => record.recordNumber);
    const pageOf = async (id: string, pageNumber: number, filter?: string) =>
      (
        await call(agent, 'GET', `/uploads/${id}/records`, undefined, {
          pageNumber: String(pageNumber),
          pageSize: '100',
          ...(filter ? { filter } : {}),
        })
      ).body;

    // Every other record fails: 1,250 failed records, so the failed list spans two parts.
    const csv = await uploadAndRun('half-bad.csv', shipToCsv(2500, 2));
    expect(csv.status).toMatchObject({ state: 'summarized', total: 2500, failed: 1250 });
    const failedPage = await pageOf(csv.uploadId, 11, 'failed');
    expect(failedPage.totalCount).toBe(1250);
    expect(numbersOf(failedPage)).toEqual(Array.from({ length: 100 }, (_, index) => 2002 + index * 2));
    expect(numbersOf(await pageOf(csv.uploadId, 13, 'failed'))).toHaveLength(50);

    const rows = Array.from({ length: 1200 }, (_, index) => goodRow(index + 1));
    const workbook = await uploadAndRun('long.xlsx', await xlsxOf([SHIP_TO_HEADER, ...rows]));
    expect(workbook.status).toMatchObject({ state: 'summarized', total: 1200, failed: 0 });
    const deep = await pageOf(workbook.uploadId, 11);
    expect(numbersOf(deep)).toEqual(Array.from({ length: 100 }, (_, index) => 1001 + index));
    expect(deep.results[0].values.addressee).toBe(rows[1000]![0]);
  });

  it('reads any page of a long .csv back from the file: multi-byte text, quoted newlines, blank rows', async () => {
    // 12,000 records: names with two- and three-byte characters, a quoted line break in some, a line of
    // empty cells every 1,000 rows (no record), a bad record every 997.
    const records = Array.from({ length: 12_000 }, (_, index) => {
      const number = index + 1;
      if (number % 997 === 0) return badRow(number);
      const row = goodRow(number);
      row[0] =
        number % 3 === 0 ? `Zoë Łukasz € ${number}` : number % 7 === 0 ? `Pat\nDoe ${number}` : row[0]!;
      return row;
    });
    const lines: string[][] = [SHIP_TO_HEADER];
    records.forEach((row, index) => {
      if (index > 0 && index % 1000 === 0) lines.push(SHIP_TO_HEADER.map(() => ''));
      lines.push(row);
    });
    const { uploadId, status } = await uploadAndRun('long.csv', `\uFEFF${toCsv(lines)}`);
    expect(status).toMatchObject({ state: 'summarized', total: 12_000, failed: 12, success: 11_988 });

    const pageOf = async (pageNumber: number, query: Record<string, string> = {}) =>
      (
        await call(agent, 'GET', `/uploads/${uploadId}/records`, undefined, {
          pageNumber: String(pageNumber),
          pageSize: '50',
          ...query,
        })
      ).body;
    for (const pageNumber of [1, 20, 141, 200, 240]) {
      const page = await pageOf(pageNumber);
      const first = (pageNumber - 1) * 50 + 1;
      expect(page.results.map((record: { recordNumber: number }) => record.recordNumber)).toEqual(
        Array.from({ length: 50 }, (_, index) => first + index),
      );
      expect(
        page.results.map((record: { values: { addressee: string } }) => record.values.addressee),
      ).toEqual(records.slice(first - 1, first + 49).map((row) => row[0]));
    }
    const deep = await pageOf(200);
    expect(
      deep.results.find((record: { recordNumber: number }) => record.recordNumber === 9970),
    ).toMatchObject({
      validationErrors: [
        { field: 'Addressee', errorMessage: 'Required' },
        { field: 'AddressLine1', errorMessage: errors.addressLine1TooLong },
      ],
    });

    const failed = await pageOf(1, { filter: 'failed' });
    expect(failed.results.map((record: { recordNumber: number }) => record.recordNumber)).toEqual(
      Array.from({ length: 12 }, (_, index) => (index + 1) * 997),
    );
    const values = Object.fromEntries(
      ['addressee', 'addressLine1', 'city', 'state', 'postalCode', 'countryCode', 'shipToPhoneNumber'].map(
        (field, index) => [field, goodRow(9970)[index]!],
      ),
    );
    const edited = await call(agent, 'PUT', `/uploads/${uploadId}/records/9970`, { values });
    expect(edited.body.upload).toMatchObject({ failed: 11, success: 11_989 });
    expect((await pageOf(1, { filter: 'valid' })).totalCount).toBe(11_989);
  });

  it('fixes a failed record with the same rule, and the counts follow', async () => {
    const { uploadId } = await uploadAndRun(
      'fix.csv',
      toCsv([SHIP_TO_HEADER, goodRow(1), badRow(2), badRow(3)]),
    );
    const fixed = { ...goodRow(2) };
    const values = Object.fromEntries(
      ['addressee', 'addressLine1', 'city', 'state', 'postalCode', 'countryCode', 'shipToPhoneNumber'].map(
        (field, index) => [field, fixed[index]!],
      ),
    );
    const stillBad = await call(agent, 'PUT', `/uploads/${uploadId}/records/2`, {
      values: { ...values, addressLine1: 'x'.repeat(31) },
    });
    expect(stillBad.status).toBe(200);
    expect(stillBad.body.record.validationErrors).toEqual([
      { field: 'AddressLine1', errorMessage: errors.addressLine1TooLong },
    ]);
    expect(stillBad.body.upload).toMatchObject({ failed: 2, success: 1 });

    const edited = await call(agent, 'PUT', `/uploads/${uploadId}/records/2`, { values });
    expect(edited.body.record).toMatchObject({ recordNumber: 2, validationErrors: [], edited: true });
    expect(edited.body.upload).toMatchObject({ total: 3, failed: 1, success: 2 });

    const failedList = await call(agent, 'GET', `/uploads/${uploadId}/records`, undefined, {
      filter: 'failed',
    });
    expect(failedList.body.results.map((record: { edited: boolean }) => record.edited)).toEqual([
      true,
      false,
    ]);
    const valid = await call(agent, 'GET', `/uploads/${uploadId}/records`, undefined, { filter: 'valid' });
    expect(valid.body.totalCount).toBe(2);
    // Only failed records are edited here: a valid one is not found.
    expect((await call(agent, 'PUT', `/uploads/${uploadId}/records/1`, { values })).status).toBe(404);
  });
});

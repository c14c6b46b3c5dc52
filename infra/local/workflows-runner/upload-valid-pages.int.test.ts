import { describe, expect, it } from 'vitest';
import { badRow, goodRow, shipToCsv, shipToRows, shipToValues, xlsxOf } from '../test/list-files';
import { agent, call, uploadAndRun, useUploadPipeline } from './upload-pipeline-harness';

/**
 * The valid filter read from the pipeline's marks (uploads/valid-page.ts), through the real store and
 * bucket: the right records on the first, a middle, a part-crossing and the last page, before and after
 * fixes made at once, and the total kept by the edits' transactions.
 */
useUploadPipeline();

interface PageRecord {
  recordNumber: number;
  edited: boolean;
  values: { addressee: string };
}

const pageOf = async (uploadId: string, pageNumber: number, pageSize: number) => {
  const { status, body } = await call(agent, 'GET', `/uploads/${uploadId}/records`, undefined, {
    filter: 'valid',
    pageNumber: String(pageNumber),
    pageSize: String(pageSize),
  });
  expect(status).toBe(200);
  return body as { totalCount: number; results: PageRecord[] };
};
const numbersOf = (page: { results: PageRecord[] }) => page.results.map((record) => record.recordNumber);

/** Expected: the valid records' numbers, `fixed` among the failed ones, sliced as page `pageNumber`. */
const expectedPage = (valid: readonly number[], pageNumber: number, pageSize: number) =>
  valid.slice((pageNumber - 1) * pageSize, pageNumber * pageSize);

describe('the valid filter, page by page from the marks', () => {
  it('reads any page of a long .csv, before and after fixes made at once, with exact totals', async () => {
    // 24,000 records, every 10th failing: 21,600 valid (two parts of marks), 2,400 failed (three parts).
    const count = 24_000;
    const { uploadId, status } = await uploadAndRun('valid-pages.csv', shipToCsv(count, 10));
    expect(status).toMatchObject({ state: 'summarized', total: count, failed: 2400, success: 21_600 });
    const fixed = new Set<number>();
    const valid = () =>
      Array.from({ length: count }, (_, index) => index + 1).filter((n) => n % 10 !== 0 || fixed.has(n));

    // Page 1, a middle page, the pages either side of the second part of marks, the last, and past it.
    for (const pageNumber of [1, 150, 200, 201, 216, 217]) {
      const page = await pageOf(uploadId, pageNumber, 100);
      expect(page.totalCount).toBe(21_600);
      expect(numbersOf(page), `page ${pageNumber}`).toEqual(expectedPage(valid(), pageNumber, 100));
    }

    // Fixes in the first and the third part of the failed list, at a page's edge, all at once; one edit
    // that still fails counts nothing.
    const fixes = [10, 2000, 19_990, 22_010, 23_990];
    const edits = await Promise.all([
      ...fixes.map((n) =>
        call(agent, 'PUT', `/uploads/${uploadId}/records/${n}`, { values: shipToValues(goodRow(n)) }),
      ),
      call(agent, 'PUT', `/uploads/${uploadId}/records/30`, { values: shipToValues(badRow(30)) }),
    ]);
    // An edit that lost every retry to the others (409) is made again, alone.
    for (const [index, n] of fixes.entries()) {
      if (edits[index]!.status === 200) continue;
      expect(edits[index]!.status).toBe(409);
      const again = await call(agent, 'PUT', `/uploads/${uploadId}/records/${n}`, {
        values: shipToValues(goodRow(n)),
      });
      expect(again.status).toBe(200);
    }
    for (const n of fixes) fixed.add(n);
    const after = await call(agent, 'GET', `/uploads/${uploadId}`);
    expect(after.body).toMatchObject({ failed: 2395, success: 21_605 });

    for (const [pageNumber, pageSize] of [
      [1, 20],
      [2, 20],
      [1000, 20],
      [150, 100],
      [200, 100],
      [201, 100],
    ] as const) {
      const page = await pageOf(uploadId, pageNumber, pageSize);
      expect(page.totalCount).toBe(21_605);
      expect(numbersOf(page), `page ${pageNumber} of ${pageSize}`).toEqual(
        expectedPage(valid(), pageNumber, pageSize),
      );
    }
    const first = await pageOf(uploadId, 1, 20);
    expect(first.results.find((record) => record.recordNumber === 10)).toMatchObject({
      edited: true,
      values: { addressee: 'Contact 10' },
    });
    // The last page: the five records past 21,600 (the fixes before them moved them there).
    expect(numbersOf(await pageOf(uploadId, 217, 100))).toEqual([23_995, 23_996, 23_997, 23_998, 23_999]);
  });

  it('reads the valid pages of a workbook from its result parts', async () => {
    const { uploadId, status } = await uploadAndRun('valid-pages.xlsx', await xlsxOf(shipToRows(90, 4)));
    expect(status).toMatchObject({ state: 'summarized', total: 90, failed: 22, success: 68 });
    const fixedEdit = await call(agent, 'PUT', `/uploads/${uploadId}/records/40`, {
      values: shipToValues(goodRow(40)),
    });
    expect(fixedEdit.status).toBe(200);
    const valid = Array.from({ length: 90 }, (_, index) => index + 1).filter((n) => n % 4 !== 0 || n === 40);
    for (const pageNumber of [1, 2, 3, 4]) {
      const page = await pageOf(uploadId, pageNumber, 20);
      expect(page.totalCount).toBe(69);
      expect(numbersOf(page)).toEqual(expectedPage(valid, pageNumber, 20));
    }
  });
});

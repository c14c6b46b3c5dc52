import { PutObjectCommand } from '@aws-sdk/client-s3';
import { apiErrors } from '@msc/shared/messages';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { config } from '#platform/config';
import { db } from '#platform/db';
import { s3Client } from '#platform/s3-client';
import { givenAgency, givenUser } from '../test/fixtures';
import { useFreshTable } from '../test/fresh-table';
import { callerOf } from '../test/invoke';
import { handler } from './handler';

const MINE = 'downloads-owner@test.local';
const THEIRS = 'downloads-other@test.local';
const call = callerOf(handler);

const id = (n: number) => `01J0000000000000000000${String(n).padStart(4, '0')}`;

async function givenDownload(userName: string, n: number, complete: boolean, title = `Brochure ${n}`) {
  const fileKey = complete ? `downloads/test/${n}.pdf` : undefined;
  await db()
    .entities.customDownload.put({
      userName,
      customDownloadId: id(n),
      productId: 'P1',
      itemNumber: `AP-${n}`,
      itemName: 'Auto brochure',
      title,
      statCode: '17-21-003',
      agencyName: 'Armstrong Insurance Group',
      pageFlexDocumentId: `DOC${n}`,
      pageFlexOrderId: complete ? `PFO${n}` : undefined,
      isWelcomeKit: false,
      fileKey,
      customizedDate: `2026-0${(n % 9) + 1}-10T12:00:00.000Z`,
    })
    .go();
  if (fileKey) {
    await s3Client().send(
      new PutObjectCommand({ Bucket: config().DOCUMENTS_BUCKET, Key: fileKey, Body: `%PDF-1.7 ${n}` }),
    );
  }
}

beforeAll(async () => {
  await useFreshTable();
  await givenAgency({ agencyId: 1 });
  await givenUser({ userName: MINE, defaultAgencyId: 1 }, [1]);
  await givenUser({ userName: THEIRS, defaultAgencyId: 1 }, [1]);
  for (let n = 1; n <= 60; n++) await givenDownload(MINE, n, n % 3 !== 0);
  await givenDownload(MINE, 61, true, '=HYPERLINK("http://evil")');
  await givenDownload(THEIRS, 99, true);
});

describe('custom downloads', () => {
  it("pages the user's downloads newest first, 50 by default, with the spec's status rule", async () => {
    const page = (await call(MINE, 'GET', '/downloads')).body;
    expect(page).toMatchObject({ totalCount: 61, pageSize: 50, pageNumber: 1 });
    expect(page.results).toHaveLength(50);
    expect(page.results[0].productUserCustomDownloadId).toBe(id(61));
    const third = page.results.find((row: { itemNumber: string }) => row.itemNumber === 'AP-60');
    expect(third).toMatchObject({ status: 'Incomplete', hasFile: false });
    const complete = page.results.find((row: { itemNumber: string }) => row.itemNumber === 'AP-59');
    expect(complete).toMatchObject({ status: 'Complete', hasFile: true });
    expect(
      (await call(MINE, 'GET', '/downloads', undefined, { query: { pageNumber: '2', pageSize: '50' } })).body
        .results,
    ).toHaveLength(11);
    expect((await call(MINE, 'GET', '/downloads', undefined, { query: { pageSize: '30' } })).status).toBe(
      400,
    );
  });

  it("gives a complete download's file by a short-lived address, refuses an incomplete one", async () => {
    const file = (await call(MINE, 'GET', `/downloads/${id(59)}/file`)).body;
    expect(file.fileName).toBe('Brochure 59.pdf');
    const response = await fetch(file.url);
    expect(await response.text()).toBe('%PDF-1.7 59');
    expect(response.headers.get('content-disposition')).toContain('Brochure 59.pdf');
    expect(await call(MINE, 'GET', `/downloads/${id(60)}/file`)).toMatchObject({
      status: 422,
      body: { message: apiErrors.downloadNotReady },
    });
  });

  it("never gives another user's download", async () => {
    expect(await call(MINE, 'GET', `/downloads/${id(99)}/file`)).toMatchObject({
      status: 404,
      body: { message: apiErrors.downloadNotFound },
    });
    expect((await call(THEIRS, 'GET', '/downloads')).body.totalCount).toBe(1);
  });

  it('exports the whole table to Excel with every formula neutralised', async () => {
    const file = (await call(MINE, 'GET', '/downloads/export', undefined, { query: { format: 'xlsx' } }))
      .body;
    expect(file.fileName).toMatch(/^downloads-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await (await fetch(file.url)).arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(62);
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Item Number',
      'Item Name',
      'Title',
      'Stat Code',
      'Agency Name',
      'Customized Date',
      'Status',
    ]);
    expect(String(sheet.getRow(2).getCell(3).value)).toBe('\'=HYPERLINK("http://evil")');
  });
});

import { join } from 'node:path';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { db } from '@msc/functions/data/db';
import { s3Client } from '@msc/functions/platform/clients';
import { config, resetConfig } from '@msc/functions/platform/config';
import { givenAgency, givenUser } from '@msc/functions/test/fixtures';
import { useFreshTable } from '@msc/functions/test/fresh-table';
import { claimsFor, invoke } from '@msc/functions/test/invoke';
import { handler } from '@msc/functions/uploads/handler';
import { errors, toasts, uploadTexts } from '@msc/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../local-config';
import { badRow, goodRow, SHIP_TO_HEADER, shipToCsv, toCsv, xlsxOf, zipBomb } from '../test/list-files';
import { resolveWorkflowTask } from '../workflow-tasks';
import { createWorkflowRunner, type TaskHandler } from './index';
import { type SfnEndpoint, startSfnEndpoint } from './sfn-endpoint';

/**
 * The upload-validate-summary pipeline end to end on local parts: the uploads API (its Lambda handler), a
 * presigned PUT to s3rver, the state machine in aws-local-stepfunctions started through the SDK, the task
 * modules, DynamoDB Local.
 */
const agent = claimsFor('upload-agent@test.local');
const other = claimsFor('upload-other@test.local');
const call = (
  claims: Record<string, string>,
  method: string,
  path: string,
  body?: unknown,
  query?: Record<string, string>,
) => invoke(handler, { method, path: `/api${path}`, claims, body, query });

/** Task calls per state, and states told to crash (the task-failure case). */
const calls: Record<string, number> = {};
const crashing = new Set<string>();
let endpoint: SfnEndpoint;

beforeAll(async () => {
  await useFreshTable();
  await givenAgency({ agencyId: 1 });
  await givenAgency({ agencyId: 2 });
  await givenUser({ userName: 'upload-agent@test.local', defaultAgencyId: 1 }, [1, 2]);
  await givenUser({ userName: 'upload-other@test.local', defaultAgencyId: 1 }, [1]);
  const runner = createWorkflowRunner({
    definitionsDir: join(REPO_ROOT, 'infra/workflows'),
    retryIntervalMs: 0,
    resolveTask: (stateName, resource, workflow): TaskHandler | undefined => {
      const real = resolveWorkflowTask(stateName, resource, workflow);
      if (!real) return undefined;
      return async (input) => {
        calls[stateName] = (calls[stateName] ?? 0) + 1;
        if (crashing.has(stateName)) throw new TypeError('simulated crash');
        return real(input);
      };
    },
  });
  endpoint = await startSfnEndpoint(runner);
  process.env.SFN_ENDPOINT = endpoint.url;
  resetConfig();
});
afterAll(() => endpoint?.stop());

/** An upload made through the API, its file not sent yet: its id and where to PUT the file. */
async function created(claims: Record<string, string>, fileName: string, size: number) {
  const response = await call(claims, 'POST', '/uploads', { kind: 'shipToList', fileName, size });
  expect(response.status).toBe(201);
  const { upload: made, url, headers } = response.body;
  return {
    uploadId: made.uploadId as string,
    put: (body: Buffer | string) => fetch(url, { method: 'PUT', headers, body }),
  };
}

async function upload(
  claims: Record<string, string>,
  fileName: string,
  bytes: Buffer | string,
  declaredSize?: number,
) {
  const body = Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes);
  const { uploadId, put } = await created(claims, fileName, declaredSize ?? body.length);
  expect((await put(body)).status).toBe(200);
  return uploadId;
}

async function settled(claims: Record<string, string>, uploadId: string) {
  for (let poll = 0; poll < 300; poll++) {
    const { body } = await call(claims, 'GET', `/uploads/${uploadId}`);
    if (body.state !== 'validating' && body.state !== 'pending') return body;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`upload ${uploadId} did not settle`);
}

async function uploadAndRun(fileName: string, bytes: Buffer | string, declaredSize?: number) {
  const uploadId = await upload(agent, fileName, bytes, declaredSize);
  const started = await call(agent, 'POST', `/uploads/${uploadId}/start`);
  expect(started.status).toBe(202);
  return { uploadId, status: await settled(agent, uploadId) };
}

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

  it.each([
    ['a PNG named .csv', 'list.csv', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])],
    ['a CSV named .xlsx', 'list.xlsx', Buffer.from(shipToCsv(3))],
    ['a zip that is no workbook', 'list.xlsx', Buffer.from('PK\u0003\u0004 not really a zip')],
  ])('refuses %s by its content, changing nothing', async (_what, fileName, bytes) => {
    const { uploadId, status } = await uploadAndRun(fileName, bytes);
    expect(status).toMatchObject({ state: 'failed', message: uploadTexts.wrongContent, total: 0 });
    expect((await call(agent, 'GET', `/uploads/${uploadId}/records`)).status).toBe(409);
  });

  it('refuses a header row without a required column, naming it', async () => {
    const header = SHIP_TO_HEADER.filter((column) => column !== 'City' && column !== 'PostalCode');
    const { status } = await uploadAndRun('no-city.csv', toCsv([header, ['a', 'b', 'WA', 'US', '']]));
    expect(status).toMatchObject({
      state: 'failed',
      message: uploadTexts.missingColumns(['City', 'PostalCode']),
    });
  });

  it('refuses an empty file and a header without records', async () => {
    expect(
      (await call(agent, 'POST', '/uploads', { kind: 'shipToList', fileName: 'e.csv', size: 0 })).body
        .message,
    ).toBe(uploadTexts.emptyFile);
    const { status } = await uploadAndRun('header.csv', toCsv([SHIP_TO_HEADER]));
    expect(status).toMatchObject({ state: 'failed', message: uploadTexts.noRecords });
    // Declared with a size, then stored empty: the stored file is what counts.
    const { status: stored } = await uploadAndRun('empty.csv', '', 120);
    expect(stored).toMatchObject({ state: 'failed', message: uploadTexts.emptyFile });
  });

  it('refuses other extensions and oversize files up front, and a file that grew past the limit after', async () => {
    const wrong = await call(agent, 'POST', '/uploads', {
      kind: 'shipToList',
      fileName: 'list.xls',
      size: 10,
    });
    expect(wrong).toMatchObject({ status: 422, body: { message: toasts.shipToFileFormat.message } });
    const big = await call(agent, 'POST', '/uploads', {
      kind: 'shipToList',
      fileName: 'big.csv',
      size: 10 * 1024 * 1024 + 1,
    });
    expect(big).toMatchObject({ status: 422, body: { message: uploadTexts.tooLarge('10 MB') } });

    const oversize = Buffer.alloc(10 * 1024 * 1024 + 10, 'a');
    const { status } = await uploadAndRun('big.csv', oversize, 100);
    expect(status).toMatchObject({ state: 'failed', message: uploadTexts.tooLarge('10 MB') });
  });

  it('refuses a zip bomb before parsing it (bounded uncompressed size)', async () => {
    const bomb = await zipBomb(300 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const { status } = await uploadAndRun('bomb.xlsx', bomb);
    expect(status).toMatchObject({ state: 'failed', message: uploadTexts.unpacksTooLarge });
  });

  it('retries a failing task, then says the upload failed without showing any result', async () => {
    crashing.add('ValidateRecords');
    const before = calls.ValidateRecords ?? 0;
    try {
      const { uploadId, status } = await uploadAndRun('crash.csv', shipToCsv(5));
      expect(calls.ValidateRecords! - before).toBe(3); // the first try and two retries (Retry in the ASL)
      expect(status).toMatchObject({ state: 'failed', message: errors.somethingWentWrong, total: 0 });
      expect((await call(agent, 'GET', `/uploads/${uploadId}/records`)).status).toBe(409);
    } finally {
      crashing.delete('ValidateRecords');
    }
  });

  it('starts once: a second start reports the same run', async () => {
    const uploadId = await upload(agent, 'twice.csv', shipToCsv(2));
    const [first, second] = await Promise.all([
      call(agent, 'POST', `/uploads/${uploadId}/start`),
      call(agent, 'POST', `/uploads/${uploadId}/start`),
    ]);
    expect([first.status, second.status]).toEqual([202, 202]);
    expect(await settled(agent, uploadId)).toMatchObject({ state: 'summarized', total: 2 });
  });

  it('will not start before the file arrived, and starts once it has', async () => {
    const csv = shipToCsv(3);
    const { uploadId, put } = await created(agent, 'later.csv', Buffer.byteLength(csv));
    const started = await call(agent, 'POST', `/uploads/${uploadId}/start`);
    expect(started).toMatchObject({ status: 422, body: { message: uploadTexts.notReceived } });
    expect((await call(agent, 'GET', `/uploads/${uploadId}`)).body.state).toBe('pending');

    await put(csv);
    expect((await call(agent, 'POST', `/uploads/${uploadId}/start`)).status).toBe(202);
    expect(await settled(agent, uploadId)).toMatchObject({ state: 'summarized', total: 3 });
  });

  it('starts an upload stored where keys still carried the extension', async () => {
    const csv = shipToCsv(4);
    const { uploadId } = await created(agent, 'older.csv', Buffer.byteLength(csv));
    const legacyKey = `uploads/${uploadId}/source.csv`;
    await s3Client().send(
      new PutObjectCommand({ Bucket: config().UPLOADS_BUCKET, Key: legacyKey, Body: csv }),
    );
    await db()
      .entities.upload.patch({ userName: 'upload-agent@test.local', uploadId })
      .set({ s3Key: legacyKey })
      .go();
    expect((await call(agent, 'POST', `/uploads/${uploadId}/start`)).status).toBe(202);
    expect(await settled(agent, uploadId)).toMatchObject({ state: 'summarized', total: 4 });
  });
});

describe('uploads tenancy', () => {
  let uploadId: string;
  beforeAll(async () => {
    ({ uploadId } = await uploadAndRun('mine.csv', toCsv([SHIP_TO_HEADER, goodRow(1), badRow(2)])));
  });

  it.each([
    ['GET', '', undefined],
    ['POST', '/start', undefined],
    ['GET', '/records', undefined],
    ['PUT', '/records/2', { values: { addressee: 'x' } }],
    ['POST', '/confirm', { quantities: [] }],
  ])('another user gets 404 for %s /uploads/{id}%s', async (method, suffix, body) => {
    const { status, body: error } = await call(other, method, `/uploads/${uploadId}${suffix}`, body);
    expect(status).toBe(404);
    expect(error.code).toBe('not_found');
  });

  it('the same user acting for another agency gets 404', async () => {
    await givenUser({ userName: 'upload-agent@test.local', defaultAgencyId: 2 }, [1, 2]);
    try {
      expect((await call(agent, 'GET', `/uploads/${uploadId}`)).status).toBe(404);
    } finally {
      await givenUser({ userName: 'upload-agent@test.local', defaultAgencyId: 1 }, [1, 2]);
    }
  });

  it('nobody signed in gets 401', async () => {
    expect((await invoke(handler, { method: 'GET', path: `/api/uploads/${uploadId}` })).status).toBe(401);
  });
});

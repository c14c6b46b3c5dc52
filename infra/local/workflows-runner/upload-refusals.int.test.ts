import { PutObjectCommand } from '@aws-sdk/client-s3';
import { config } from '@msc/functions/platform/config';
import { db } from '@msc/functions/platform/db';
import { s3Client } from '@msc/functions/platform/s3-client';
import { givenUser } from '@msc/functions/test/fixtures';
import { invoke } from '@msc/functions/test/invoke';
import { handler } from '@msc/functions/uploads/handler';
import { errors, toasts, uploadTexts } from '@msc/shared/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { badRow, goodRow, SHIP_TO_HEADER, shipToCsv, toCsv, zipBomb } from '../test/list-files';
import {
  agent,
  call,
  calls,
  crashing,
  created,
  other,
  settled,
  upload,
  uploadAndRun,
  useUploadPipeline,
} from './upload-pipeline-harness';

/**
 * The upload-validate-summary pipeline end to end on local parts, what it refuses and when it starts:
 * wrong content, missing columns, empty and oversize files, a zip bomb, a failing task, repeated starts;
 * and that an upload is its owner's only.
 */
useUploadPipeline();

describe('upload-validate-summary refusals and starts', () => {
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

import { apiErrors, imageLibraryTexts } from '@msc/shared/messages';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { givenAgency, givenUser } from '../test/fixtures';
import { useFreshTable } from '../test/fresh-table';
import { callerOf } from '../test/invoke';
import { handler } from './handler';

const MINE = 'images-owner@test.local';
const THEIRS = 'images-other@test.local';
const call = callerOf(handler);

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2563eb' } })
    .png()
    .toBuffer();

/** As the browser does: ask for an upload, PUT the bytes to the presigned URL, then add the image. */
async function upload(userName: string, bytes: Buffer, contentType = 'image/png', name = 'Logo') {
  const created = await call(userName, 'POST', '/images/uploads', {
    fileName: 'logo.png',
    contentType,
    size: bytes.length,
  });
  expect(created.status).toBe(201);
  const put = await fetch(created.body.url, { method: 'PUT', headers: created.body.headers, body: bytes });
  expect(put.status).toBe(200);
  return call(userName, 'POST', '/images', { uploadId: created.body.uploadId, name });
}

beforeAll(async () => {
  await useFreshTable();
  await givenAgency({ agencyId: 1 });
  await givenUser({ userName: MINE, defaultAgencyId: 1 }, [1]);
  await givenUser({ userName: THEIRS, defaultAgencyId: 1 }, [1]);
});

describe('image library', () => {
  it('adds an uploaded PNG with a server-made thumbnail, renames it and deletes it with its files', async () => {
    const added = await upload(MINE, await png(2000, 1000));
    expect(added.status).toBe(201);
    expect(added.body.name).toBe('Logo');

    const thumbnail = Buffer.from(await (await fetch(added.body.thumbnailUrl)).arrayBuffer());
    const meta = await sharp(thumbnail).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 480, height: 240 });
    const original = await sharp(
      Buffer.from(await (await fetch(added.body.originalUrl)).arrayBuffer()),
    ).metadata();
    expect(original).toMatchObject({ format: 'png', width: 2000 });

    const renamed = await call(MINE, 'PUT', `/images/${added.body.id}`, { name: 'Agency logo' });
    expect(renamed.body.name).toBe('Agency logo');
    const page = (await call(MINE, 'GET', '/images')).body;
    expect(page).toMatchObject({ totalCount: 1, pageSize: 12 });
    expect(page.results[0].name).toBe('Agency logo');

    expect((await call(MINE, 'DELETE', `/images/${added.body.id}`)).status).toBe(200);
    expect((await call(MINE, 'GET', '/images')).body.totalCount).toBe(0);
    expect((await fetch(added.body.thumbnailUrl)).status).toBe(404);
  });

  it('refuses a file whose bytes are not PNG or JPEG, whatever its declared type, and keeps nothing', async () => {
    const refused = await upload(MINE, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
    expect(refused).toMatchObject({ status: 422, body: { message: imageLibraryTexts.wrongType } });
    const truncated = (await png(50, 50)).subarray(0, 40);
    expect(await upload(MINE, truncated)).toMatchObject({
      status: 422,
      body: { message: imageLibraryTexts.notAnImage },
    });
    expect((await call(MINE, 'GET', '/images')).body.totalCount).toBe(0);
  });

  it('refuses an upload over the size limit before it is signed', async () => {
    const created = await call(MINE, 'POST', '/images/uploads', {
      fileName: 'huge.jpg',
      contentType: 'image/jpeg',
      size: 11 * 1024 * 1024,
    });
    expect(created.status).toBe(400);
  });

  it("never adds, renames or deletes another user's image or upload", async () => {
    const mine = (await upload(MINE, await png(100, 100))).body;
    const created = await call(THEIRS, 'POST', '/images/uploads', {
      fileName: 'a.png',
      contentType: 'image/png',
      size: 10,
    });
    // Their upload id, sent by me, names nothing of mine.
    expect(await call(MINE, 'POST', '/images', { uploadId: created.body.uploadId, name: 'X' })).toMatchObject(
      {
        status: 404,
        body: { message: apiErrors.imageUploadNotFound },
      },
    );
    expect(await call(THEIRS, 'PUT', `/images/${mine.id}`, { name: 'Mine now' })).toMatchObject({
      status: 404,
      body: { message: apiErrors.imageNotFound },
    });
    expect((await call(THEIRS, 'DELETE', `/images/${mine.id}`)).status).toBe(404);
    expect((await call(MINE, 'GET', '/images')).body.results[0].name).toBe('Logo');
  });
});

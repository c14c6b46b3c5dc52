import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { apiErrors, imageLibraryTexts } from '@msc/shared/messages';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { config } from '#platform/config';
import { s3Client } from '#platform/s3-client';
import { givenAgency, givenUser } from '../test/fixtures';
import { useFreshTable } from '../test/fresh-table';
import { callerOf } from '../test/invoke';
import { postToStorage } from '../test/storage-post';
import { handler } from './handler';

const MINE = 'images-owner@test.local';
const THEIRS = 'images-other@test.local';
const call = callerOf(handler);

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2563eb' } })
    .png()
    .toBuffer();

/** As the browser does: ask for an upload, POST the bytes with the signed fields, then add the image. */
async function upload(userName: string, bytes: Buffer, contentType = 'image/png', name = 'Logo') {
  const created = await call(userName, 'POST', '/images/uploads', {
    fileName: 'logo.png',
    contentType,
    size: bytes.length,
  });
  expect(created.status).toBe(201);
  const put = await postToStorage(created.body.url, created.body.fields, bytes);
  expect(put.ok).toBe(true);
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

  it('signs the upload for its type and at most its size, and keeps the image private and short-lived', async () => {
    const bytes = await png(64, 64);
    const created = await call(MINE, 'POST', '/images/uploads', {
      fileName: 'logo.png',
      contentType: 'image/png',
      size: bytes.length,
    });
    const policy = JSON.parse(Buffer.from(created.body.fields.Policy, 'base64').toString('utf8'));
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        ['content-length-range', 1, bytes.length],
        ['eq', '$Content-Type', 'image/png'],
      ]),
    );

    const added = (await upload(MINE, bytes)).body;
    for (const address of [added.originalUrl, added.thumbnailUrl]) {
      const url = new URL(address);
      // In the private documents bucket, never the assets CloudFront serves to anyone (and caches).
      expect(url.pathname.startsWith(`/${config().DOCUMENTS_BUCKET}/images/`)).toBe(true);
      expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
      expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
      const key = decodeURIComponent(url.pathname.slice(`/${config().DOCUMENTS_BUCKET}/`.length));
      const inAssets = s3Client().send(new HeadObjectCommand({ Bucket: config().ASSETS_BUCKET, Key: key }));
      await expect(inAssets).rejects.toThrow();
    }
    expect((await call(MINE, 'DELETE', `/images/${added.id}`)).status).toBe(200);
    expect((await fetch(added.originalUrl)).status).toBe(404);
  });

  it('stores a photo without its EXIF metadata', async () => {
    const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#888' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Home address 1 Main St', Make: 'PhoneCam' } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const added = (await upload(MINE, photo, 'image/jpeg', 'Photo')).body;
    const stored = Buffer.from(await (await fetch(added.originalUrl)).arrayBuffer());
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 40, height: 30 });
    expect(meta.exif).toBeUndefined();
    expect(stored.includes('Home address')).toBe(false);
    await call(MINE, 'DELETE', `/images/${added.id}`);
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

import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, ListBucketsCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '@msc/functions/platform/local-aws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './free-port';
import { createLocalS3Client, type ObjectCreatedRecord, type S3Handle, startS3 } from './s3';

const ORIGIN = 'http://localhost:3000';

describe('startS3', () => {
  let dataDir: string;
  let s3: S3Handle;
  let client: S3Client;
  const created: ObjectCreatedRecord[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 's3-data-'));
    s3 = await startS3({ port: await freePort(), dataDir, buckets: ['uploads'], corsOrigins: [ORIGIN] });
    s3.onObjectCreated((record) => {
      created.push(record);
    });
    client = createLocalS3Client(s3.endpoint);
  });
  afterAll(async () => {
    client?.destroy();
    await s3?.stop();
    await s3?.stop(); // idempotent
    await rm(dataDir, { recursive: true, force: true });
  });

  it('round-trips an object byte for byte', async () => {
    const body = randomBytes(256 * 1024);
    await client.send(new PutObjectCommand({ Bucket: 'uploads', Key: 'bin/random.dat', Body: body }));
    const got = await client.send(new GetObjectCommand({ Bucket: 'uploads', Key: 'bin/random.dat' }));
    const bytes = Buffer.from(await got.Body!.transformToByteArray());
    expect(bytes.equals(body)).toBe(true);
    expect(created).toContainEqual({ bucket: 'uploads', key: 'bin/random.dat', size: body.length });
  });

  it('accepts a browser-style upload to a presigned PUT URL and reports it', async () => {
    const csv = 'name,zip\nAda,10001\n';
    const key = 'lists/ship to.csv';
    const url = await getSignedUrl(
      client,
      new PutObjectCommand({ Bucket: 'uploads', Key: key, ContentType: 'text/csv' }),
      { expiresIn: 300 },
    );
    const response = await fetch(url, {
      method: 'PUT',
      body: csv,
      headers: { 'Content-Type': 'text/csv', Origin: ORIGIN },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-expose-headers')).toContain('ETag');
    expect(response.headers.get('etag')).toBeTruthy();
    expect(created).toContainEqual({ bucket: 'uploads', key, size: Buffer.byteLength(csv) });

    const got = await client.send(new GetObjectCommand({ Bucket: 'uploads', Key: key }));
    expect(await got.Body!.transformToString()).toBe(csv);
    expect(got.ContentType).toBe('text/csv');
  });

  it("accepts both the local key id and s3rver's own S3RVER, and refuses unknown ones", async () => {
    const withKey = (accessKeyId: string) =>
      new S3Client({
        endpoint: s3.endpoint,
        region: LOCAL_REGION,
        forcePathStyle: true,
        credentials: { accessKeyId, secretAccessKey: 'whatever' },
      });
    for (const accessKeyId of [LOCAL_CREDENTIALS.accessKeyId, 'S3RVER']) {
      const other = withKey(accessKeyId);
      const { Buckets } = await other.send(new ListBucketsCommand({}));
      other.destroy();
      expect(Buckets?.map((bucket) => bucket.Name)).toEqual(['uploads']);
    }
    const stranger = withKey('AKIASTRANGER');
    await expect(stranger.send(new ListBucketsCommand({}))).rejects.toThrow(/Access Key Id/);
    stranger.destroy();
  });

  it('answers a CORS preflight from an allowed origin and refuses an unknown one', async () => {
    const preflight = (origin: string) =>
      fetch(`${s3.endpoint}/uploads/lists/x.csv`, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'PUT',
          'Access-Control-Request-Headers': 'content-type,x-amz-date',
        },
      });
    const allowed = await preflight(ORIGIN);
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('access-control-allow-methods')).toContain('PUT');
    expect(allowed.headers.get('access-control-allow-headers')).toContain('content-type');

    const refused = await preflight('http://evil.example');
    expect(refused.status).toBe(403);
  });
});

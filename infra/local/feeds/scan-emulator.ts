import { SCAN_PREFIX, SCAN_SUFFIX } from '@msc/functions/mail-tracking/scan-file';
import { receiveScanFiles } from '@msc/functions/mail-tracking/scan-receiver';
import { runAsFunction } from '@msc/functions/platform/client-middleware';
import { config } from '@msc/functions/platform/config';
import { db } from '@msc/functions/platform/db';
import { s3 } from '@msc/functions/platform/s3';
import { now } from '@msc/shared/clock';
import type { S3Event } from 'aws-lambda';
import { SCAN_RECEIVER_PRINCIPAL } from '../../aws/scan-receiver';
import { BASE_SEED } from '../seed/random';
import { type MailedPiece, scansThrough } from './scan-journey';

/**
 * The local stand-in for USPS (issue 49): plays the scans every mailed piece has had by the clock's now
 * (`MSC_NOW`, `@msc/shared/clock`), as an IV-MTR-style file dropped under `scans/` of the local uploads
 * bucket, then hands the file to the scan receiver as S3 would (run as its Lambda: the local IAM check
 * holds it to its grants). Playing again sends every scan again: ingestion counts each once.
 */
export async function playScans(seed = BASE_SEED): Promise<{ key: string; scans: number; counts: unknown }> {
  // Local tooling reads every piece (a Scan); no request does.
  const { data } = await db().entities.mailPiece.scan.go({ pages: 'all' });
  const pieces: MailedPiece[] = data.map(({ trackingCode, routingCode, mailDate }) => ({
    trackingCode,
    routingCode,
    mailDate,
  }));
  const at = now();
  const scans = scansThrough(pieces, at.getTime(), seed);
  const key = `${SCAN_PREFIX}emulator-${at.toISOString().replace(/[:.]/g, '-')}${SCAN_SUFFIX}`;
  const bucket = config().UPLOADS_BUCKET;
  const { sdk, client } = await s3();
  await client.send(
    new sdk.PutObjectCommand({
      Bucket: bucket,
      Key: key,
      Body: scans.map((scan) => JSON.stringify(scan)).join('\n'),
      ContentType: 'application/x-ndjson',
    }),
  );
  const event = {
    Records: [{ s3: { bucket: { name: bucket }, object: { key } } }],
  } as unknown as S3Event;
  const [counts] = await runAsFunction(SCAN_RECEIVER_PRINCIPAL, () => receiveScanFiles(event));
  return { key, scans: scans.length, counts };
}

import type { Readable } from 'node:stream';
import { now } from '@msc/shared/clock';
import type { S3Event } from 'aws-lambda';
import { backgroundHandler } from '#platform/background-handler';
import { config } from '#platform/config';
import { logger } from '#platform/logger';
import { s3 } from '#platform/s3';
import { ingestScanLines, linesOf, SCAN_PREFIX, SCAN_SUFFIX, type ScanFileCounts } from './scan-file';

/** One scan file taken in: its key and what its lines were. */
export interface ReceivedScanFile extends ScanFileCounts {
  key: string;
}

/**
 * The scan receiver (issue 49): S3 invokes it for each scan file dropped under `scans/` of the uploads
 * bucket (infra/aws/scan-receiver.ts; locally the emulator invokes it the same way). It streams the file
 * through ingestion, so a file of any size takes bounded memory; a failed file is retried by Lambda, and
 * ingestion being idempotent, the lines already taken in count once.
 */
export async function receiveScanFiles(event: S3Event): Promise<ReceivedScanFile[]> {
  const received: ReceivedScanFile[] = [];
  const { sdk, client } = await s3();
  for (const record of event.Records) {
    const bucket = record.s3.bucket.name;
    // S3 writes keys URL-encoded, spaces as '+'.
    const key = decodeURIComponent(record.s3.object.key.replace(/\+/g, ' '));
    if (bucket !== config().UPLOADS_BUCKET || !key.startsWith(SCAN_PREFIX) || !key.endsWith(SCAN_SUFFIX)) {
      logger.warn('Not a scan file: left alone', { bucket, key });
      continue;
    }
    const object = await client.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: key }));
    const counts = await ingestScanLines(linesOf(object.Body as Readable), now().toISOString());
    logger.info('Scan file received', { key, ...counts });
    received.push({ key, ...counts });
  }
  return received;
}

export const handler = backgroundHandler<S3Event, ReceivedScanFile[]>(
  { receiver: 'scans' },
  receiveScanFiles,
);

import { randomUUID } from 'node:crypto';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { resetConfig } from '#platform/config';
import { s3Client } from '#platform/s3-client';

/**
 * Points the process at a new, empty uploads bucket in the shared s3rver, as `useFreshTable` does for the
 * table: for a test file that lists or clears a prefix (the feed files), which another file running beside
 * it would otherwise fill or empty under it. Call it in `beforeAll`, after `useFreshTable`.
 */
export async function useFreshUploadsBucket(): Promise<string> {
  const bucket = `test-uploads-${randomUUID()}`;
  await s3Client().send(new CreateBucketCommand({ Bucket: bucket }));
  process.env.UPLOADS_BUCKET = bucket;
  resetConfig();
  return bucket;
}

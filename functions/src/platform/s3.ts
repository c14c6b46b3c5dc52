import type * as S3 from '@aws-sdk/client-s3';
import { checkLocalCall } from './client-middleware';

/**
 * The S3 SDK and the portal's client, loaded by the first request that touches a file: with its
 * middleware the SDK is about 150 KB, as much as the DynamoDB client, and most requests of the Lambdas
 * that can touch files (uploads, documents, downloads, images) are reads of the table.
 */
export async function s3(): Promise<{ sdk: typeof S3; client: S3.S3Client }> {
  const [sdk, { s3Client }] = await Promise.all([import('@aws-sdk/client-s3'), import('./s3-client')]);
  return { sdk, client: s3Client() };
}

/** A presigned address of the GET or PUT `command` makes with the SDK, valid for `expiresIn` seconds. */
export async function presignedUrl(
  command: (sdk: typeof S3) => S3.GetObjectCommand | S3.PutObjectCommand,
  expiresIn: number,
): Promise<string> {
  const [{ sdk, client }, { getSignedUrl }] = await Promise.all([
    s3(),
    import('@aws-sdk/s3-request-presigner'),
  ]);
  return getSignedUrl(client, command(sdk), { expiresIn });
}

/** A browser form upload: the address to POST to and the fields to send before the file. */
export interface PresignedPost {
  url: string;
  fields: Record<string, string>;
}

/**
 * A form POST of one key that storage itself holds to its policy: exactly this content type, 1 to
 * `maxBytes` bytes, within `expiresIn` seconds (a presigned PUT signs no length, and by default not the type
 * either). s3rver ignores POST policies: what it stores is checked again (HEAD) before it is read.
 */
export async function presignedPost(
  bucket: string,
  key: string,
  contentType: string,
  maxBytes: number,
  expiresIn: number,
): Promise<PresignedPost> {
  const [{ client }, { createPresignedPost }] = await Promise.all([
    s3(),
    import('@aws-sdk/s3-presigned-post'),
  ]);
  // Signed now with the function's role, used later by the browser: checked as the PutObject it allows.
  await checkLocalCall({
    client: 'S3Client',
    command: 'PutObjectCommand',
    input: { Bucket: bucket, Key: key },
  });
  return createPresignedPost(client, {
    Bucket: bucket,
    Key: key,
    Conditions: [
      ['content-length-range', 1, maxBytes],
      ['eq', '$Content-Type', contentType],
    ],
    Fields: { 'Content-Type': contentType },
    Expires: expiresIn,
  });
}

import { createHash } from 'node:crypto';
import { config } from '#platform/config';
import { type PresignedPost, presignedPost, presignedUrl, s3 } from '#platform/s3';

/**
 * Library images are the user's own: they live in the private documents bucket (never under the public
 * /assets CloudFront serves and caches) and are shown by presigned addresses that live a quarter of an
 * hour: long enough for a page, too short to be shared, and dead once the image is deleted.
 */
export const IMAGE_URL_SECONDS = 15 * 60;
const imagesBucket = () => config().DOCUMENTS_BUCKET;

/**
 * An upload waits in the uploads bucket (its lifecycle removes what is never added) under a folder named
 * after the user, so one user can never add another's upload, whatever id they send.
 */
export const stagedKey = (userName: string, uploadId: string) =>
  `image-uploads/${createHash('sha256').update(userName).digest('hex').slice(0, 32)}/${uploadId}`;

export const imageKeys = (userName: string, imageId: string, extension: string) => {
  const folder = `images/${createHash('sha256').update(userName).digest('hex').slice(0, 32)}/${imageId}`;
  return { original: `${folder}/original${extension}`, thumbnail: `${folder}/thumbnail.webp` };
};

/** A form POST of exactly this type and at most the size announced, under the user's own folder. */
export function presignStagedPost(key: string, contentType: string, size: number): Promise<PresignedPost> {
  return presignedPost(config().UPLOADS_BUCKET, key, contentType, size, 15 * 60);
}

/** The staged bytes, or undefined when nothing was uploaded; over `maxBytes` is not read at all. */
export async function readStaged(key: string, maxBytes: number): Promise<Buffer | 'tooLarge' | undefined> {
  const bucket = config().UPLOADS_BUCKET;
  const { sdk, client } = await s3();
  try {
    const head = await client.send(new sdk.HeadObjectCommand({ Bucket: bucket, Key: key }));
    if ((head.ContentLength ?? 0) > maxBytes) return 'tooLarge';
    const { Body } = await client.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: key }));
    return Buffer.from(await Body!.transformToByteArray());
  } catch (error) {
    if (error instanceof Error && (error.name === 'NotFound' || error.name === 'NoSuchKey')) return undefined;
    throw error;
  }
}

export async function removeStaged(key: string): Promise<void> {
  const { sdk, client } = await s3();
  await client.send(
    new sdk.DeleteObjectsCommand({ Bucket: config().UPLOADS_BUCKET, Delete: { Objects: [{ Key: key }] } }),
  );
}

export async function putImageFile(
  key: string,
  body: Buffer,
  contentType: string,
  bucket = imagesBucket(),
): Promise<void> {
  const { sdk, client } = await s3();
  await client.send(
    new sdk.PutObjectCommand({
      Bucket: bucket,
      Key: key,
      Body: body,
      ContentType: contentType,
    }),
  );
}

export async function removeImageFiles(keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  const { sdk, client } = await s3();
  await client.send(
    new sdk.DeleteObjectsCommand({
      Bucket: imagesBucket(),
      Delete: { Objects: [...new Set(keys)].map((Key) => ({ Key })) },
    }),
  );
}

export function imageUrl(key: string): Promise<string> {
  return presignedUrl(
    (sdk) => new sdk.GetObjectCommand({ Bucket: imagesBucket(), Key: key }),
    IMAGE_URL_SECONDS,
  );
}

import { config } from '#platform/config';
import { presignedUrl, s3 } from '#platform/s3';

/** Who a document belongs to: stored as the object's metadata, checked before any URL is handed out. */
export interface DocumentOwner {
  agencyId: number;
  userName: string;
}

export interface StoredDocument extends DocumentOwner {
  totalPages: number;
}

/** The documents bucket holds each document under its document id. */
export const documentKey = (documentId: string) => `documents/${documentId}.pdf`;

/** How long a proof's URL works: long enough to open it, short enough not to be a permanent link. */
export const DOCUMENT_URL_SECONDS = 300;

export async function putDocument(
  documentId: string,
  bytes: Uint8Array,
  stored: StoredDocument,
): Promise<void> {
  const { sdk, client } = await s3();
  await client.send(
    new sdk.PutObjectCommand({
      Bucket: config().DOCUMENTS_BUCKET,
      Key: documentKey(documentId),
      Body: bytes,
      ContentType: 'application/pdf',
      Metadata: {
        'agency-id': String(stored.agencyId),
        'user-name': stored.userName,
        'total-pages': String(stored.totalPages),
      },
    }),
  );
}

/** The document's owner and page count, or undefined when there is no such document. */
export async function findDocument(documentId: string): Promise<StoredDocument | undefined> {
  const { sdk, client } = await s3();
  try {
    const head = await client.send(
      new sdk.HeadObjectCommand({ Bucket: config().DOCUMENTS_BUCKET, Key: documentKey(documentId) }),
    );
    const metadata = head.Metadata ?? {};
    return {
      agencyId: Number(metadata['agency-id']),
      userName: metadata['user-name'] ?? '',
      totalPages: Number(metadata['total-pages'] ?? 1),
    };
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (status === 404 || (error as Error).name === 'NotFound' || (error as Error).name === 'NoSuchKey') {
      return undefined;
    }
    throw error;
  }
}

export async function readDocument(documentId: string): Promise<Uint8Array> {
  const { sdk, client } = await s3();
  const object = await client.send(
    new sdk.GetObjectCommand({ Bucket: config().DOCUMENTS_BUCKET, Key: documentKey(documentId) }),
  );
  return object.Body!.transformToByteArray();
}

export function documentUrl(documentId: string): Promise<string> {
  return presignedUrl(
    (sdk) => new sdk.GetObjectCommand({ Bucket: config().DOCUMENTS_BUCKET, Key: documentKey(documentId) }),
    DOCUMENT_URL_SECONDS,
  );
}

/**
 * An image of the user's image library (as the images capability stores it), as the proof embeds it. Library
 * images are private: they live in the documents bucket (images/image-files.ts).
 */
export async function readLibraryImage(data: {
  s3Key: string;
  contentType: string;
}): Promise<{ bytes: Uint8Array; contentType: string }> {
  const { sdk, client } = await s3();
  const object = await client.send(
    new sdk.GetObjectCommand({ Bucket: config().DOCUMENTS_BUCKET, Key: data.s3Key }),
  );
  return { bytes: await object.Body!.transformToByteArray(), contentType: data.contentType };
}

import type { Readable } from 'node:stream';
import type { RecordValidationError } from '@msc/shared/model/ship-to';
import { UPLOAD_MAX_BYTES } from '@msc/shared/rules/upload-limits';

export type { RecordOffset, RecordsLayout } from '#data/entities/upload';

import { config } from '#platform/config';
import { type PresignedPost, presignedPost, s3 } from '#platform/s3';

/**
 * The uploads bucket: the file the browser POSTs (`uploads/<id>/source`) and the results an execution
 * writes (`results/<id>/<execution>/<list>-<part>.json`). The bucket's lifecycle removes both.
 */
const bucket = () => config().UPLOADS_BUCKET;

/**
 * Known from the id alone (the file's format is the upload's `fileName`'s): a start looks for the file
 * while it claims the upload, not after.
 */
export const sourceKey = (uploadId: string) => `uploads/${uploadId}/source`;

/** A form POST of this key, with this content type and within the size limit, for a few minutes. */
export function presignSourcePost(key: string, contentType: string): Promise<PresignedPost> {
  return presignedPost(bucket(), key, contentType, UPLOAD_MAX_BYTES, 15 * 60);
}

/** The stored file as found: its size, and its ETag, which later reads require (`IfMatch`). */
export interface SourceHead {
  size: number;
  etag?: string;
}

export async function headSource(key: string): Promise<SourceHead | undefined> {
  const { sdk, client } = await s3();
  try {
    const head = await client.send(new sdk.HeadObjectCommand({ Bucket: bucket(), Key: key }));
    return { size: head.ContentLength ?? 0, ...(head.ETag ? { etag: head.ETag } : {}) };
  } catch (error) {
    if (error instanceof Error && (error.name === 'NotFound' || error.name === 'NoSuchKey')) return undefined;
    throw error;
  }
}

interface SourceRead {
  /** The first byte read. */
  from?: number;
  /** One past the last byte read; the file's end if absent. */
  end?: number;
  /** Only this version of the file: a file replaced since it was checked fails the read. */
  etag?: string | undefined;
}

const getSource = async (key: string, { from = 0, end, etag }: SourceRead) => {
  const { sdk, client } = await s3();
  return client.send(
    new sdk.GetObjectCommand({
      Bucket: bucket(),
      Key: key,
      ...(from > 0 || end !== undefined
        ? { Range: `bytes=${from}-${end === undefined ? '' : end - 1}` }
        : {}),
      ...(etag ? { IfMatch: etag } : {}),
    }),
  );
};

/** The stored file, or a byte range of it, as a stream. */
export async function sourceStream(key: string, read: SourceRead = {}): Promise<Readable> {
  const { Body } = await getSource(key, read);
  return Body as Readable;
}

export async function sourceBytes(key: string, read: SourceRead = {}): Promise<Buffer> {
  const { Body } = await getSource(key, read);
  return Buffer.from(await (Body as { transformToByteArray(): Promise<Uint8Array> }).transformToByteArray());
}

/** One record of a result list, as the API reads it. */
export interface StoredRecord {
  /** Record number: 1 is the first row after the header. */
  n: number;
  v: Record<string, string>;
  e: RecordValidationError[];
}

/**
 * One record as a result part holds it: `[n, errors, ...values in the part's field order]`: arrays, the
 * field names once per part, not once per record.
 */
export type CompactRecord = [number, RecordValidationError[], ...string[]];

/** Every record, the failed ones, and the valid filter's marks (record numbers, valid-page.ts). */
export type ResultList = 'all' | 'failed' | 'marks';

export const resultPrefixOf = (uploadId: string, executionName: string) =>
  `results/${uploadId}/${executionName}/`;

const partKey = (prefix: string, list: ResultList, part: number) =>
  `${prefix}${list}-${String(part).padStart(5, '0')}.json`;

/** A result part: the field names once, then the records (marks: record numbers). */
interface PartDocument<Entry = CompactRecord> {
  fields: readonly string[];
  records: readonly Entry[];
}

/**
 * Writes one result part from its records, each already JSON text (`JSON.stringify` of a CompactRecord):
 * the pipeline serialises a record when it makes it, so the record does not hold on to the parser's text.
 */
export async function writeResultPart(
  prefix: string,
  list: ResultList,
  part: number,
  fields: readonly string[],
  records: readonly string[],
): Promise<void> {
  const { sdk, client } = await s3();
  await client.send(
    new sdk.PutObjectCommand({
      Bucket: bucket(),
      Key: partKey(prefix, list, part),
      ContentType: 'application/json',
      // Bytes, not text: the SDK's checksum and the socket then take them without encoding twice.
      // The document is a PartDocument.
      Body: Buffer.from(`{"fields":${JSON.stringify(fields)},"records":[${records.join(',')}]}`),
    }),
  );
}

async function readPart<Entry>(key: string): Promise<PartDocument<Entry> | undefined> {
  const { sdk, client } = await s3();
  try {
    const { Body } = await client.send(new sdk.GetObjectCommand({ Bucket: bucket(), Key: key }));
    const text = await (Body as { transformToString(): Promise<string> }).transformToString();
    return JSON.parse(text) as PartDocument<Entry>;
  } catch (error) {
    if (error instanceof Error && error.name === 'NoSuchKey') return undefined;
    throw error;
  }
}

/** A result part, or none past the last one. */
export async function readResultPart(
  prefix: string,
  list: Exclude<ResultList, 'marks'>,
  part: number,
): Promise<StoredRecord[]> {
  const document = await readPart<CompactRecord>(partKey(prefix, list, part));
  if (!document) return [];
  const { fields, records } = document;
  return records.map(([n, e, ...cells]) => {
    const v: Record<string, string> = {};
    fields.forEach((field, index) => {
      v[field] = cells[index] ?? '';
    });
    return { n, v, e };
  });
}

/** A part of the valid filter's marks (record numbers), or none past the last one. */
export async function readMarksPart(prefix: string, part: number): Promise<number[]> {
  return [...((await readPart<number>(partKey(prefix, 'marks', part)))?.records ?? [])];
}

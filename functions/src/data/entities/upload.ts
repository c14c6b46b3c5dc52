import type { RecordValidationError } from '@msc/shared/model/ship-to';
import { CustomAttributeType } from 'electrodb';
import { lazyEntity } from '../lazy-entity';
import { createdAt, ttl } from './attribute-types';

/** [record number, byte offset]: parsing the source from the offset, the first record is that one (0: the header row). */
export type RecordOffset = [number, number];

/**
 * How an execution's records are read back: from result parts it wrote, or by parsing the stored CSV
 * again from the nearest offset (the column positions of its header row kept), for lists of any length.
 * A few kilobytes even for the largest file (one offset per parsed chunk).
 */
export type RecordsLayout = (
  | { layout: 'parts' }
  | { layout: 'source'; key: string; columns: Record<string, number>; offsets: RecordOffset[] }
) & {
  /** Records per result part the execution wrote (results written before it was noted: 5,000). */
  partSize?: number;
  /**
   * The valid filter's marks were written (`marks-NNNNN.json`: the record number of every `markEvery`-th
   * record valid as uploaded, `partSize` marks a part), with the first record number of each part of the
   * failed list. Results written before either: the valid filter reads the whole list.
   */
  markEvery?: number;
  failedStarts?: number[];
};

/**
 * An uploaded file going through the upload-validate-summary pipeline (ship-to lists, mail lists).
 * User-owned: the browser polls its status by id inside the user's partition; the agency it was made for
 * is kept too, and only that user acting for that agency sees it. Kept as long as the bucket keeps the
 * file (`ttl`, UPLOAD_RETENTION_DAYS).
 *
 * The pipeline writes its results as files under `resultPrefix` (one per execution) and flips `status`
 * only at the end: a reader never sees a half-written result.
 */
export const UploadEntity = lazyEntity({
  model: { entity: 'upload', version: '1', service: 'msc' },
  attributes: {
    userName: { type: 'string', required: true },
    uploadId: { type: 'string', required: true },
    kind: { type: ['shipToList', 'mailList'] as const, required: true },
    agencyId: { type: 'number', required: true },
    fileName: { type: 'string', required: true },
    s3Key: { type: 'string', required: true },
    status: {
      type: ['pending', 'validating', 'summarized', 'failed'] as const,
      required: true,
      default: 'pending',
    },
    executionId: { type: 'string' },
    total: { type: 'number' },
    success: { type: 'number' },
    failed: { type: 'number' },
    /** Failed records as the pipeline found them (edits lower `failed`, not this). */
    failedAsUploaded: { type: 'number' },
    /** Where the execution wrote its result files (`all-00000.json`, `failed-00000.json`, …). */
    resultPrefix: { type: 'string' },
    /** How to read the records back; written with the summary, so a page of records costs no extra read. */
    records: { type: CustomAttributeType<RecordsLayout>('any') },
    errorMessage: { type: 'string' },
    /** Bumped by every record edit: two edits at once cannot both adjust the counts. */
    version: { type: 'number', required: true, default: 0 },
    created: createdAt,
    updated: createdAt,
    ttl,
  },
  indexes: {
    uploadsOfUser: {
      pk: { field: 'pk', composite: ['userName'] },
      sk: { field: 'sk', composite: ['uploadId'] },
    },
  },
});

/** A failed upload record as the user corrected it; it overlays the pipeline's result file. */
export const UploadRecordEditEntity = lazyEntity({
  model: { entity: 'uploadRecordEdit', version: '1', service: 'msc' },
  attributes: {
    userName: { type: 'string', required: true },
    uploadId: { type: 'string', required: true },
    recordNumber: { type: 'number', required: true, padding: { length: 7, char: '0' } },
    values: { type: CustomAttributeType<Record<string, string>>('any'), required: true },
    validationErrors: { type: CustomAttributeType<RecordValidationError[]>('any'), required: true },
    /** Records valid as uploaded before this one: where a fix stands in the valid filter (valid-page.ts). */
    validBefore: { type: 'number' },
    ttl,
  },
  indexes: {
    editsOfUpload: {
      pk: { field: 'pk', composite: ['userName', 'uploadId'] },
      sk: { field: 'sk', composite: ['recordNumber'] },
    },
  },
});

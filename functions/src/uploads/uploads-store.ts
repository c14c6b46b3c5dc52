import { now, nowMs } from '@msc/shared/clock';
import type { RecordValidationError } from '@msc/shared/model/ship-to';
import { UPLOAD_RETENTION_DAYS } from '@msc/shared/rules/upload-limits';
import type { EntityItem } from 'electrodb';
import { UploadEntity, UploadRecordEditEntity } from '#data/entities/upload';
import { getEvery } from '#platform/batch-calls';
import { conditionFailed } from '#platform/condition-failed';
import { storeDb } from '#platform/store-db';

/** The entities this store reads and writes: a Lambda bundles those only. */
const db = /* @__PURE__ */ storeDb({ upload: UploadEntity, uploadRecordEdit: UploadRecordEditEntity });

/** The only file that talks to ElectroDB for uploads. */
export type UploadItem = EntityItem<typeof UploadEntity>;
export type UploadRecordEditItem = EntityItem<typeof UploadRecordEditEntity>;

export interface UploadKey {
  userName: string;
  uploadId: string;
}

const expiresAt = () => Math.floor(nowMs() / 1000) + UPLOAD_RETENTION_DAYS * 24 * 3600;

export async function createUpload(
  upload: Pick<UploadItem, 'userName' | 'uploadId' | 'kind' | 'agencyId' | 'fileName' | 's3Key'>,
): Promise<UploadItem> {
  const { data } = await db()
    .entities.upload.create({ ...upload, status: 'pending', version: 0, ttl: expiresAt() })
    .go();
  return data as UploadItem;
}

export async function findUpload(key: UploadKey): Promise<UploadItem | undefined> {
  const { data } = await db().entities.upload.get(key).go();
  return data ?? undefined;
}

/**
 * pending → validating, once, for the agency the upload was made for: the claimed upload, or undefined when
 * there is none to claim (not this caller's, or a second start: a double click, a retry).
 */
export async function claimStart(
  key: UploadKey,
  agencyId: number,
  executionId: string,
): Promise<UploadItem | undefined> {
  try {
    const { data } = await db()
      .entities.upload.patch(key)
      .set({ status: 'validating', executionId, updated: now().toISOString() })
      .where((upload, { eq }) => `${eq(upload.status, 'pending')} AND ${eq(upload.agencyId, agencyId)}`)
      .go({ response: 'all_new' });
    return data as UploadItem;
  } catch (error) {
    if (conditionFailed(error)) return undefined;
    throw error;
  }
}

/** Gives a claim back (the file was not there to validate): the upload may be started again. */
export async function releaseClaim(key: UploadKey, executionId: string): Promise<void> {
  await db()
    .entities.upload.patch(key)
    .set({ status: 'pending', updated: now().toISOString() })
    .remove(['executionId'])
    .where(
      (upload, { eq }) => `${eq(upload.status, 'validating')} AND ${eq(upload.executionId, executionId)}`,
    )
    .go();
}

export interface UploadSummaryCounts {
  total: number;
  failed: number;
  success: number;
}

/**
 * The execution's last step: the counts and where its results are, in one write, and only while this
 * execution still owns the upload. Before this write nobody reads the result files.
 */
export async function finishSummary(
  key: UploadKey,
  executionId: string,
  counts: UploadSummaryCounts,
  results: Pick<UploadItem, 'resultPrefix' | 'records'>,
): Promise<void> {
  await db()
    .entities.upload.patch(key)
    .set({
      status: 'summarized',
      ...counts,
      failedAsUploaded: counts.failed,
      ...results,
      updated: now().toISOString(),
    })
    .where(
      ({ status, executionId: owner }, { eq }) => `${eq(status, 'validating')} AND ${eq(owner, executionId)}`,
    )
    .go();
}

/** The upload failed; a summarized upload is never turned back (a late failure of a finished run). */
export async function markFailed(
  key: UploadKey,
  errorMessage: string,
  executionId?: string,
): Promise<boolean> {
  try {
    await db()
      .entities.upload.patch(key)
      .set({ status: 'failed', errorMessage, updated: now().toISOString() })
      .where(({ status, executionId: owner }, { eq, ne }) =>
        executionId ? `${eq(status, 'validating')} AND ${eq(owner, executionId)}` : ne(status, 'summarized'),
      )
      .go();
    return true;
  } catch (error) {
    if (conditionFailed(error)) return false;
    throw error;
  }
}

export async function editsOfUpload(key: UploadKey): Promise<UploadRecordEditItem[]> {
  const { data } = await db().entities.uploadRecordEdit.query.editsOfUpload(key).go({ pages: 'all' });
  return data;
}

export async function editsOfRecords(key: UploadKey, recordNumbers: readonly number[]) {
  if (recordNumbers.length === 0) return new Map<number, UploadRecordEditItem>();
  const data = await getEvery(
    recordNumbers.map((recordNumber) => ({ ...key, recordNumber })),
    (keys) => db().entities.uploadRecordEdit.get(keys).go(),
    'uploadRecordEdit',
  );
  return new Map(data.map((edit) => [edit.recordNumber, edit]));
}

/**
 * Stores a record's correction and moves the counts in one transaction, conditioned on the upload's
 * version: two edits at once cannot both count one fix.
 */
export async function saveRecordEdit(
  upload: UploadItem,
  edit: {
    recordNumber: number;
    values: Record<string, string>;
    validationErrors: RecordValidationError[];
    validBefore?: number;
  },
  countsChange: { failed: number; success: number },
): Promise<boolean> {
  const key = { userName: upload.userName, uploadId: upload.uploadId };
  const result = await db()
    .transaction.write(({ upload: uploads, uploadRecordEdit }) => [
      uploads
        .patch(key)
        .set({
          version: upload.version + 1,
          failed: (upload.failed ?? 0) + countsChange.failed,
          success: (upload.success ?? 0) + countsChange.success,
          updated: now().toISOString(),
        })
        .where(({ version }, { eq }) => eq(version, upload.version))
        .commit(),
      uploadRecordEdit.put({ ...key, ...edit, ttl: upload.ttl ?? expiresAt() }).commit(),
    ])
    .go();
  return !result.canceled;
}

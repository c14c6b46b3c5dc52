import type { uploadsApi } from '@msc/shared/api/uploads';
import { nowMs } from '@msc/shared/clock';
import { emptyStates, errors, toasts, uploadTexts } from '@msc/shared/messages';
import {
  UploadKind,
  type UploadRecord,
  type UploadRecordsFilter,
  type UploadStatus,
} from '@msc/shared/model/upload';
import { UPLOAD_RECORD_SCHEMAS } from '@msc/shared/model/upload-record-schema';
import { checkMailListUploadFile, checkShipToUploadFiles } from '@msc/shared/rules/upload-files';
import {
  megabytes,
  UPLOAD_CONTENT_TYPES,
  UPLOAD_MAX_BYTES,
  uploadExtensionOf,
} from '@msc/shared/rules/upload-limits';
import { validateUploadRecord } from '@msc/shared/rules/upload-records';
import { ulid } from 'ulid';
import { requireAgencyOrAdmin } from '#agency/index';
import { businessRule, conflict, notFound } from '#platform/http-error';
import type { Implementation } from '#platform/implement';
import type { RequestContext } from '#platform/request-context';
import { executionArnOf, startWorkflow } from '#platform/workflows';
import { cartOf, type NewShipTo, shipToConfirmedList } from './cart-ship-to';
import {
  currentRecords,
  type SummarizedUpload,
  toRecord,
  validBeforeOf,
  validRecordsPage,
} from './current-records';
import type { PipelineUpload } from './pipeline-input';
import { partSizeOf, storedRecords } from './stored-records';
import { headSource, presignSourcePost, readResultPart, type StoredRecord, sourceKey } from './upload-files';
import {
  claimStart,
  createUpload,
  editsOfRecords,
  findUpload,
  markFailed,
  releaseClaim,
  saveRecordEdit,
  type UploadItem,
} from './uploads-store';

const WORKFLOW = 'upload-validate-summary';
/** The state machine's own timeout plus a margin: a run still "validating" after this has died unseen. */
const STALE_AFTER_MS = 16 * 60 * 1000;

/** The caller's upload, made for the agency they act for now; anything else is 404 (tenancy). */
async function ownUpload(ctx: RequestContext, uploadId: string): Promise<UploadItem & { kind: UploadKind }> {
  const upload = await findUpload({ userName: ctx.user.userName, uploadId });
  if (!upload || upload.agencyId !== ctx.agencyId || !UploadKind.safeParse(upload.kind).success) {
    throw notFound();
  }
  return upload as UploadItem & { kind: UploadKind };
}

function toStatus(upload: UploadItem & { kind: UploadKind }): UploadStatus {
  const stale = upload.status === 'validating' && nowMs() - Date.parse(upload.updated) > STALE_AFTER_MS;
  return {
    uploadId: upload.uploadId,
    kind: upload.kind,
    fileName: upload.fileName,
    state: stale ? 'failed' : upload.status,
    total: upload.total ?? 0,
    failed: upload.failed ?? 0,
    success: upload.success ?? 0,
    ...(stale ? { message: errors.somethingWentWrong } : {}),
    ...(upload.status === 'failed' ? { message: upload.errorMessage ?? errors.somethingWentWrong } : {}),
  };
}

async function summarized(ctx: RequestContext, uploadId: string): Promise<SummarizedUpload> {
  const upload = await ownUpload(ctx, uploadId);
  if (upload.status !== 'summarized' || !upload.resultPrefix) throw conflict(uploadTexts.notReady);
  return upload as SummarizedUpload;
}

async function recordsPage(
  upload: SummarizedUpload,
  filter: UploadRecordsFilter,
  pageNumber: number,
  pageSize: number,
) {
  const start = (pageNumber - 1) * pageSize;
  if (filter === 'valid') {
    // Valid now = valid as uploaded or fixed since: read from the nearest mark, counted by every edit.
    const results = await validRecordsPage(upload, start, pageSize);
    return { results, totalCount: upload.success ?? 0, pageNumber, pageSize };
  }
  const stored =
    filter === 'failed' ? await failedPage(upload, start, pageSize) : await allPage(upload, start, pageSize);
  const edits = await editsOfRecords(
    upload,
    stored.map((record) => record.n),
  );
  return {
    results: stored.map((record) => toRecord(record, edits.get(record.n))),
    totalCount: filter === 'failed' ? (upload.failedAsUploaded ?? 0) : (upload.total ?? 0),
    pageNumber,
    pageSize,
  };
}

/** Page sizes divide the part size, so a page of failed records is a slice of one part. */
async function failedPage(upload: SummarizedUpload, start: number, pageSize: number) {
  const partSize = partSizeOf(upload.records);
  const part = Math.floor(start / partSize);
  const offset = start % partSize;
  return (await readResultPart(upload.resultPrefix, 'failed', part)).slice(offset, offset + pageSize);
}

async function allPage(upload: SummarizedUpload, start: number, pageSize: number) {
  const records: StoredRecord[] = [];
  for await (const record of storedRecords(upload, start + 1, start + pageSize)) records.push(record);
  return records;
}

async function storedRecord(upload: SummarizedUpload, recordNumber: number) {
  for await (const record of storedRecords(upload, recordNumber, recordNumber)) return record;
  return undefined;
}

const SAVE_ATTEMPTS = 3;

/** Each kind's own file check and wrong-format text (spec 1 §5 ship-to lists, spec 2 §5 mail lists). */
const acceptsFile = (kind: UploadKind, fileName: string) =>
  kind === 'mailList'
    ? checkMailListUploadFile({ name: fileName }).ok
    : checkShipToUploadFiles([{ name: fileName }]).ok;
const wrongFormat: Record<UploadKind, string> = {
  shipToList: toasts.shipToFileFormat.message,
  mailList: toasts.mailListFileFormat.message,
};

export const uploadsService: Implementation<typeof uploadsApi> = {
  create: async ({ ctx, body }) => {
    const extension = uploadExtensionOf(body.fileName);
    if (!acceptsFile(body.kind, body.fileName) || !extension) throw businessRule(wrongFormat[body.kind]);
    if (body.size === 0) throw businessRule(uploadTexts.emptyFile);
    if (body.size > UPLOAD_MAX_BYTES) throw businessRule(uploadTexts.tooLarge(megabytes(UPLOAD_MAX_BYTES)));

    const uploadId = ulid();
    const s3Key = sourceKey(uploadId);
    const contentType = UPLOAD_CONTENT_TYPES[extension];
    const upload = await createUpload({
      userName: ctx.user.userName,
      uploadId,
      kind: body.kind,
      agencyId: ctx.agencyId,
      fileName: body.fileName,
      s3Key,
    });
    return {
      upload: toStatus({ ...upload, kind: body.kind }),
      ...(await presignSourcePost(s3Key, contentType)),
    };
  },

  start: async ({ ctx, params }) => {
    // Claimed in one conditional write (made for this agency, still pending) while the bucket is asked
    // for the file: the usual start costs no read of the upload first, and one round trip for both.
    const key = { userName: ctx.user.userName, uploadId: params.id };
    const executionId = executionArnOf(WORKFLOW, params.id);
    const looked = headSource(sourceKey(params.id)).then(
      (head) => ({ head }),
      (error: unknown) => ({ error }),
    );
    const claimed = await claimStart(key, ctx.agencyId, executionId);
    // Not this caller's (404), or a second start (double click, a retried request): the run already going.
    if (!claimed) return toStatus(await ownUpload(ctx, params.id));
    const upload = claimed as UploadItem & { kind: UploadKind };
    // An upload made before keys were known from the id alone is looked for where it was stored.
    const found =
      upload.s3Key === sourceKey(params.id) ? await looked : { head: await headSource(upload.s3Key) };
    if ('error' in found) {
      await releaseClaim(key, executionId);
      throw found.error;
    }
    const { head } = found;
    if (!head) {
      await releaseClaim(key, executionId);
      throw businessRule(uploadTexts.notReceived);
    }
    const input: { upload: PipelineUpload } = {
      upload: {
        ...key,
        kind: upload.kind,
        key: upload.s3Key,
        extension: uploadExtensionOf(upload.fileName) ?? '.csv',
        ...head,
      },
    };
    try {
      await startWorkflow(WORKFLOW, params.id, input);
    } catch (error) {
      await markFailed(key, errors.somethingWentWrong, executionId);
      throw error;
    }
    // The execution reports its progress to the polls that follow.
    return toStatus(upload);
  },

  get: async ({ ctx, params }) => toStatus(await ownUpload(ctx, params.id)),

  records: async ({ ctx, params, query }) =>
    recordsPage(await summarized(ctx, params.id), query.filter, query.pageNumber, query.pageSize),

  editRecord: async ({ ctx, params, body }) => {
    for (let attempt = 1; ; attempt++) {
      const upload = await summarized(ctx, params.id);
      const stored = await storedRecord(upload, params.recordNumber);
      // Only records that failed as uploaded are corrected here (spec 1 §2: edit failed records).
      if (!stored || stored.e.length === 0) throw notFound();
      const key = { userName: upload.userName, uploadId: upload.uploadId };
      const [edits, validBefore] = await Promise.all([
        editsOfRecords(key, [stored.n]),
        validBeforeOf(upload, stored.n),
      ]);
      const previous = edits.get(stored.n);
      const wasValid = previous ? previous.validationErrors.length === 0 : false;
      const { values, validationErrors } = validateUploadRecord(
        UPLOAD_RECORD_SCHEMAS[upload.kind],
        body.values,
      );
      const isValid = validationErrors.length === 0;
      const change = isValid === wasValid ? 0 : isValid ? 1 : -1;
      const saved = await saveRecordEdit(
        upload,
        {
          recordNumber: stored.n,
          values,
          validationErrors,
          ...(validBefore === undefined ? {} : { validBefore }),
        },
        { failed: -change, success: change },
      );
      if (saved) {
        return {
          record: { recordNumber: stored.n, values, validationErrors, edited: true },
          upload: toStatus(await ownUpload(ctx, params.id)),
        };
      }
      if (attempt >= SAVE_ATTEMPTS) throw conflict(errors.somethingWentWrong);
    }
  },

  confirm: async ({ ctx, params, body }) => {
    const upload = await summarized(ctx, params.id);
    // Only a ship-to list ships the cart; a mail list becomes an agency list instead.
    if (upload.kind !== 'shipToList') throw notFound();
    requireAgencyOrAdmin(ctx);
    const cart = await cartOf(ctx);
    const itemIds = new Set(cart.items.map((item) => item.id));
    const quantities = new Map<string, number>();
    for (const { recordNumber, cartItemId, quantity } of body.quantities) {
      if (itemIds.has(cartItemId)) quantities.set(`${recordNumber}:${cartItemId}`, quantity);
    }
    const entries: NewShipTo[] = [];
    for await (const record of currentRecords(upload)) {
      if (record.validationErrors.length > 0) continue;
      const values = record.values;
      entries.push({
        addressee: values.addressee ?? '',
        companyName: values.companyName || undefined,
        addressLine1: values.addressLine1 ?? '',
        addressLine2: values.addressLine2 || undefined,
        city: values.city ?? '',
        state: values.state ?? '',
        postalCode: values.postalCode ?? '',
        countryCode: values.countryCode || 'US',
        shipToPhoneNumber: values.shipToPhoneNumber || undefined,
        shipToEmail: values.shipToEmail || undefined,
        orderContactItemQuantities: [...itemIds].map((cartItemId) => ({
          cartItemId,
          quantity: quantities.get(`${record.recordNumber}:${cartItemId}`) ?? 1,
        })),
      });
    }
    // Confirming is blocked when the list is empty (spec 1 §5).
    if (entries.length === 0) throw businessRule(emptyStates.addresses);
    return shipToConfirmedList(ctx, entries);
  },
};

/**
 * The records of the caller's summarized upload of `kind` that pass its rule now (edits applied), in file
 * order: what a new list is made of ('proceed with only the successful records', spec 2 §4). Another
 * user's upload, or one of another kind, answers 404.
 */
export async function acceptedUploadRecords(
  ctx: RequestContext,
  uploadId: string,
  kind: UploadKind,
): Promise<{ fileName: string; records: UploadRecord[] }> {
  const upload = await summarized(ctx, uploadId);
  if (upload.kind !== kind) throw notFound();
  const records: UploadRecord[] = [];
  for await (const record of currentRecords(upload)) {
    if (record.validationErrors.length === 0) records.push(record);
  }
  return { fileName: upload.fileName, records };
}

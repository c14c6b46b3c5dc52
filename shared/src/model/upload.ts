import * as z from 'zod';
import { UPLOAD_RECORDS_PAGE_SIZES } from '../rules/upload-limits';
import { Id } from './fields';
import { MultiShipQuantity, RecordValidationError } from './ship-to';

/**
 * A list upload going through the upload-validate-summary pipeline: the browser PUTs the file to a
 * presigned URL, the API starts the state machine, the SPA polls until the summary is ready.
 * The pipeline is generic over the record schema (`upload-record-schema.ts`); the kind picks one.
 */
export const UploadKind = z.enum(['shipToList', 'mailList']);
export type UploadKind = z.infer<typeof UploadKind>;

/** pending (URL handed out) → validating (execution running) → summarized | failed. */
export const UploadState = z.enum(['pending', 'validating', 'summarized', 'failed']);
export type UploadState = z.infer<typeof UploadState>;

/** What the SPA polls: the state and, once summarized, the spec's summary counts (spec 1 §3 "Upload summary"). */
export const UploadStatus = z.object({
  uploadId: Id,
  kind: UploadKind,
  fileName: z.string(),
  state: UploadState,
  total: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
  success: z.number().int().nonnegative(),
  /** Why the upload failed (a refused file's reason, or the generic failure text). */
  message: z.string().optional(),
});
export type UploadStatus = z.infer<typeof UploadStatus>;

export const CreateUpload = z.object({
  kind: UploadKind,
  fileName: z.string().trim().min(1).max(255),
  /** Bytes, as the browser reports them; the pipeline checks the stored object again. */
  size: z.number().int().nonnegative(),
});
export type CreateUpload = z.infer<typeof CreateUpload>;

/**
 * Where and how to POST the file: a form with these fields, then the file; storage refuses another content
 * type or a file over the size limit (the policy the fields carry is signed).
 */
export const CreatedUpload = z.object({
  upload: UploadStatus,
  url: z.string(),
  fields: z.record(z.string(), z.string()),
});
export type CreatedUpload = z.infer<typeof CreatedUpload>;

/** One record of an uploaded list as read (values keyed by the schema's field names) and its errors. */
export const UploadRecord = z.object({
  recordNumber: z.number().int().positive(),
  values: z.record(z.string(), z.string()),
  validationErrors: z.array(RecordValidationError),
  /** The record was edited after the upload. */
  edited: z.boolean(),
});
export type UploadRecord = z.infer<typeof UploadRecord>;

export const UploadRecordsFilter = z.enum(['all', 'failed', 'valid']);
export type UploadRecordsFilter = z.infer<typeof UploadRecordsFilter>;

export const UploadRecordsQuery = z.object({
  filter: UploadRecordsFilter.default('all'),
  pageNumber: z.coerce.number().int().positive().default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((size) => (UPLOAD_RECORDS_PAGE_SIZES as readonly number[]).includes(size), {
      message: `Page size must be one of ${UPLOAD_RECORDS_PAGE_SIZES.join(', ')}`,
    })
    .default(UPLOAD_RECORDS_PAGE_SIZES[0]),
});

export const UploadRecordsPage = z.object({
  results: z.array(UploadRecord),
  totalCount: z.number().int().nonnegative(),
  pageNumber: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type UploadRecordsPage = z.infer<typeof UploadRecordsPage>;

/** A failed record's corrected values; validated again with the same rule as the upload. */
/** Every field an upload record schema fills (upload-record-schema.ts); a record edit names only these. */
export const UploadField = z.enum([
  'firstName',
  'lastName',
  'phone',
  'email',
  'addressee',
  'companyName',
  'addressLine1',
  'addressLine2',
  'city',
  'state',
  'postalCode',
  'countryCode',
  'shipToPhoneNumber',
  'shipToEmail',
]);
export const EditUploadRecord = z.object({ values: z.partialRecord(UploadField, z.string().max(500)) });
export type EditUploadRecord = z.infer<typeof EditUploadRecord>;

/** A quantity other than the default 1 for one cart item at one confirmed address. */
export const UploadRecordQuantity = z.object({
  recordNumber: z.number().int().positive(),
  cartItemId: Id,
  quantity: MultiShipQuantity,
});
export type UploadRecordQuantity = z.infer<typeof UploadRecordQuantity>;

/** Confirm addresses and quantities: every valid record ships; each item 1 unless a quantity says otherwise. */
export const ConfirmUpload = z.object({ quantities: z.array(UploadRecordQuantity).max(100_000) });
export type ConfirmUpload = z.infer<typeof ConfirmUpload>;

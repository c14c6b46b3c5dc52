import * as z from 'zod';
import { Cart } from '../model/cart';
import { Id } from '../model/fields';
import {
  ConfirmUpload,
  CreatedUpload,
  CreateUpload,
  EditUploadRecord,
  UploadRecord,
  UploadRecordsPage,
  UploadRecordsQuery,
  UploadStatus,
} from '../model/upload';
import { endpoint } from './endpoint';

const UploadParams = z.object({ id: Id });
const RecordParams = z.object({ id: Id, recordNumber: z.coerce.number().int().positive().max(1_000_000) });

/**
 * List uploads through the upload-validate-summary pipeline (spec 1 §2 "Upload flow", §4, §5). Every upload
 * belongs to the user and the agency it was made for: any other id answers 404.
 */
export const uploadsApi = {
  /** A presigned PUT URL for one .xlsx or .csv file within the size limit. */
  create: endpoint({
    method: 'POST',
    path: '/uploads',
    auth: 'allAccess',
    body: CreateUpload,
    response: CreatedUpload,
    status: 201,
  }),
  /** The file is in the bucket: start validating it. */
  start: endpoint({
    method: 'POST',
    path: '/uploads/{id}/start',
    auth: 'allAccess',
    usageLimit: 'workflowStart',
    params: UploadParams,
    response: UploadStatus,
    status: 202,
  }),
  /** State and summary counts, polled while the pipeline runs. */
  get: endpoint({
    method: 'GET',
    path: '/uploads/{id}',
    auth: 'allAccess',
    params: UploadParams,
    response: UploadStatus,
  }),
  /** Records with their errors, paged (the preview is page 1 of 20; fix lists the failed ones). */
  records: endpoint({
    method: 'GET',
    path: '/uploads/{id}/records',
    auth: 'allAccess',
    usageLimit: 'recordPage',
    params: UploadParams,
    query: UploadRecordsQuery,
    response: UploadRecordsPage,
  }),
  /** Corrects a record; it is validated again with the upload's rule and the counts follow. */
  editRecord: endpoint({
    method: 'PUT',
    path: '/uploads/{id}/records/{recordNumber}',
    auth: 'allAccess',
    params: RecordParams,
    body: EditUploadRecord,
    response: z.object({ record: UploadRecord, upload: UploadStatus }),
  }),
  /** Confirms the valid addresses and their quantities: the cart ships to them (mode multiple contacts). */
  confirm: endpoint({
    method: 'POST',
    path: '/uploads/{id}/confirm',
    auth: 'allAccess',
    params: UploadParams,
    body: ConfirmUpload,
    response: Cart,
  }),
};

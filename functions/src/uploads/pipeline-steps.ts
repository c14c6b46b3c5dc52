import { errors } from '@msc/shared/messages';
import { UPLOAD_RECORD_SCHEMAS } from '@msc/shared/model/upload-record-schema';
import { UPLOAD_MAX_RECORDS } from '@msc/shared/rules/upload-limits';
import { csvSource } from './check-file';
import { csvRows, xlsRows, xlsxRows } from './list-file/list-rows';
import type { CheckedFile, PipelineUpload } from './pipeline-input';
import { resultPrefixOf, sourceBytes } from './upload-files';
import { finishSummary, markFailed } from './uploads-store';
import { type ValidatedList, validateList } from './validate-list';

export interface ValidatedUpload extends ValidatedList {
  resultPrefix: string;
}

/** Parses and validates every record, writing results under this execution's own prefix. */
export async function validateUpload(
  upload: PipelineUpload,
  file: CheckedFile,
  executionName: string,
): Promise<ValidatedUpload> {
  const resultPrefix = resultPrefixOf(upload.uploadId, executionName);
  const read = { etag: upload.etag };
  const rows =
    file.format === 'csv'
      ? csvRows(await csvSource(upload))
      : file.format === 'xls'
        ? xlsRows(await sourceBytes(upload.key, read))
        : xlsxRows(await sourceBytes(upload.key, read));
  const counts = await validateList({
    rows,
    schema: UPLOAD_RECORD_SCHEMAS[upload.kind],
    resultPrefix,
    maxRecords: UPLOAD_MAX_RECORDS,
    ...(file.format === 'csv' ? { sourceKey: upload.key } : {}),
  });
  return { ...counts, resultPrefix };
}

/** The last step: the summary becomes visible, all at once. */
export async function summarizeUpload(
  upload: PipelineUpload,
  summary: ValidatedUpload,
  executionId: string,
): Promise<void> {
  const { resultPrefix, records, total, failed, success } = summary;
  await finishSummary(upload, executionId, { total, failed, success }, { resultPrefix, records });
}

/**
 * After a refusal or the last retry: the upload says why. A refused file's reason is shown as it is; any
 * other failure (a crash, a timeout) gets the generic text, never an internal message.
 */
export async function failUpload(
  upload: PipelineUpload,
  error: { Error?: string; Cause?: string } | undefined,
  executionId: string,
): Promise<void> {
  const message = error?.Error === 'UploadRejected' ? causeMessage(error.Cause) : undefined;
  await markFailed(upload, message ?? errors.somethingWentWrong, executionId);
}

/** Step Functions hands a Lambda error over as the JSON `{errorType, errorMessage}` in `Cause`. */
function causeMessage(cause: string | undefined): string | undefined {
  if (!cause) return undefined;
  try {
    const parsed = JSON.parse(cause) as { errorMessage?: unknown };
    return typeof parsed.errorMessage === 'string' ? parsed.errorMessage : undefined;
  } catch {
    return cause;
  }
}

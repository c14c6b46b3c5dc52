/**
 * What other modules may use of the uploads capability: the workflow tasks of upload-validate-summary
 * (functions/src/workflows/upload-validate-summary/) run these steps; a mail list is made of an upload's
 * accepted records.
 */

export { checkFile } from './check-file';
export { UploadRejected } from './list-file/upload-rejected';
export type { CheckedFile, PipelineUpload } from './pipeline-input';
export { failUpload, summarizeUpload, validateUpload } from './pipeline-steps';
export { acceptedUploadRecords } from './service';

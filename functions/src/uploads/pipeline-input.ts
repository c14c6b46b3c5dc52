import type { UploadKind } from '@msc/shared/model/upload';
import type { UploadExtension } from '@msc/shared/rules/upload-limits';

/** The execution input of upload-validate-summary (what `start` sends); every task receives it. */
export interface PipelineUpload {
  userName: string;
  uploadId: string;
  kind: UploadKind;
  /** The file in the uploads bucket. */
  key: string;
  extension: UploadExtension;
  /**
   * The file as `start` found it (executions started before these were sent have neither): the check
   * needs no second look, and every read takes only this version of the file.
   */
  size?: number;
  etag?: string;
}

export interface CheckedFile {
  format: 'csv' | 'xlsx' | 'xls';
  size: number;
}

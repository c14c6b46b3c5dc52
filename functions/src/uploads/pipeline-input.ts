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
}

export interface CheckedFile {
  format: 'csv' | 'xlsx' | 'xls';
  size: number;
}

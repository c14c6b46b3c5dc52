import { type CheckedFile, type PipelineUpload, validateUpload } from '#uploads/index';
import { workflowTask } from '../workflow-task';

/** Task ValidateRecords: stream, validate, write the results under this execution. */
export const handler = workflowTask(
  'upload-validate-summary',
  'ValidateRecords',
  async (input: { upload: PipelineUpload; file: CheckedFile; executionName: string }) =>
    validateUpload(input.upload, input.file, input.executionName),
);

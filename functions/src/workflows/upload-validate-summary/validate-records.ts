import { type CheckedFile, type PipelineUpload, validateUpload } from '#uploads/index';

/** Task ValidateRecords: stream, validate, write the results under this execution. */
export const handler = async (input: { upload: PipelineUpload; file: CheckedFile; executionName: string }) =>
  validateUpload(input.upload, input.file, input.executionName);

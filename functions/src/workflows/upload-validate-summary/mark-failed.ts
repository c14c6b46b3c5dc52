import { failUpload, type PipelineUpload } from '#uploads/index';

/** Task MarkFailed: a refused file or a task that failed after its retries; the summary says so. */
export const handler = async (input: {
  upload: PipelineUpload;
  error?: { Error?: string; Cause?: string };
  executionId: string;
}) => {
  await failUpload(input.upload, input.error, input.executionId);
  return { state: 'failed' };
};

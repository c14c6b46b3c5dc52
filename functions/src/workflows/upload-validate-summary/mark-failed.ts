import { failUpload, type PipelineUpload } from '#uploads/index';
import { recordCaughtFailure, workflowTask } from '../workflow-task';

/**
 * Task MarkFailed, where every Catch of the pipeline leads: a refused file or a task that failed after its
 * retries; the summary says so, and the caught-failure metric counts the latter.
 */
export const handler = workflowTask(
  'upload-validate-summary',
  'MarkFailed',
  async (input: {
    upload: PipelineUpload;
    error?: { Error?: string; Cause?: string };
    executionId: string;
  }) => {
    // A refused file (uploads' UploadRejected, the error name the definition matches) is the user's, not ours.
    recordCaughtFailure('upload-validate-summary', input.error, ['UploadRejected']);
    await failUpload(input.upload, input.error, input.executionId);
    return { state: 'failed' };
  },
);

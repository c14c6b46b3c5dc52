import { type PipelineUpload, summarizeUpload } from '#uploads/index';
import { workflowTask } from '../workflow-task';

/** Task WriteSummary: flips the upload to summarized with its counts; nothing is visible before this. */
export const handler = workflowTask(
  'upload-validate-summary',
  'WriteSummary',
  async (input: {
    upload: PipelineUpload;
    summary: Parameters<typeof summarizeUpload>[1];
    executionId: string;
  }) => {
    await summarizeUpload(input.upload, input.summary, input.executionId);
    return { state: 'summarized' };
  },
);

import { type PipelineUpload, summarizeUpload } from '#uploads/index';

/** Task WriteSummary: flips the upload to summarized with its counts; nothing is visible before this. */
export const handler = async (input: {
  upload: PipelineUpload;
  summary: Parameters<typeof summarizeUpload>[1];
  executionId: string;
}) => {
  await summarizeUpload(input.upload, input.summary, input.executionId);
  return { state: 'summarized' };
};

import { checkFile, type PipelineUpload } from '#uploads/index';
import { workflowTask } from '../workflow-task';

/** Task CheckFile: is the stored file what it claims to be, within the limits? */
export const handler = workflowTask(
  'upload-validate-summary',
  'CheckFile',
  async (input: { upload: PipelineUpload }) => checkFile(input.upload),
);

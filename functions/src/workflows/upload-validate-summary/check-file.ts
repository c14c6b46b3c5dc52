import { checkFile, type PipelineUpload } from '#uploads/index';

/** Task CheckFile: is the stored file what it claims to be, within the limits? */
export const handler = async (input: { upload: PipelineUpload }) => checkFile(input.upload);

/**
 * A file the pipeline refuses (wrong content, empty, missing columns, over a limit). Its name is the ASL error
 * the state machine matches: never retried, and its message is what the user reads.
 */
export class UploadRejected extends Error {
  override name = 'UploadRejected';
}

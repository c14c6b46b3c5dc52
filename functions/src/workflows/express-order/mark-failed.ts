import { type BulkRunKey, failRun } from '#express-order/index';
import { recordCaughtFailure, workflowTask } from '../workflow-task';

/** Task MarkFailed, where a Catch of the whole run leads: the summary says to try again. */
export const handler = workflowTask(
  'express-order',
  'MarkFailed',
  async (input: { bulk: BulkRunKey; error?: { Error?: string; Cause?: string } }) => {
    recordCaughtFailure('express-order', input.error);
    await failRun(input.bulk);
    return { state: 'failed' };
  },
);

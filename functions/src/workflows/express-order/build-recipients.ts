import { type BulkRunKey, type BulkRunSubCode, buildSubCodeRecipients } from '#express-order/index';
import { workflowTask } from '../workflow-task';

/** Task BuildRecipients (one Map item): the sub code's recipient count after opt-outs and suppression. */
export const handler = workflowTask(
  'express-order',
  'BuildRecipients',
  async (input: { bulk: BulkRunKey; subCode: BulkRunSubCode }) =>
    buildSubCodeRecipients(input.bulk, input.subCode),
);

import {
  type BulkRunKey,
  type BulkRunOrder,
  type BulkRunSubCode,
  buildSubCodeRecipients,
} from '#express-order/index';
import { workflowTask } from '../workflow-task';

/** Task BuildRecipients (one Map item): the sub code's recipient count after opt-outs and suppression. */
export const handler = workflowTask(
  'express-order',
  'BuildRecipients',
  async (input: { bulk: BulkRunKey; order: BulkRunOrder; subCode: BulkRunSubCode }) =>
    buildSubCodeRecipients(input.bulk, input.order, input.subCode),
);

import { type BulkRunKey, priceSubCode } from '#express-order/index';
import { workflowTask } from '../workflow-task';

/** Task PriceSubCode (one Map item): the shared pricing rule on the sub code's recipients. */
export const handler = workflowTask(
  'express-order',
  'PriceSubCode',
  async (input: { bulk: BulkRunKey; quantity: number }) => priceSubCode(input.bulk, input.quantity),
);

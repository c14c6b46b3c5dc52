import { type BulkRunOrder, priceSubCode } from '#express-order/index';
import { workflowTask } from '../workflow-task';

/** Task PriceSubCode (one Map item): the shared pricing rule on the sub code's recipients, at the run's unit price. */
export const handler = workflowTask(
  'express-order',
  'PriceSubCode',
  async (input: { order: BulkRunOrder; quantity: number }) => priceSubCode(input.order, input.quantity),
);

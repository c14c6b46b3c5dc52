import {
  type BulkRunKey,
  type BulkRunOrder,
  type BulkRunSubCode,
  proofOfSubCode,
} from '#express-order/index';
import { workflowTask } from '../workflow-task';

/** Task RenderProof (one Map item): the sub code's proof, named by its input, from the built-in document editor. */
export const handler = workflowTask(
  'express-order',
  'RenderProof',
  async (input: { bulk: BulkRunKey; order: BulkRunOrder; subCode: BulkRunSubCode }) =>
    proofOfSubCode(input.bulk, input.order, input.subCode),
);

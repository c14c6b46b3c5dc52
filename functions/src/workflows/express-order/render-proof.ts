import { type BulkRunKey, type BulkRunSubCode, proofOfSubCode } from '#express-order/index';
import { workflowTask } from '../workflow-task';

/** Task RenderProof (one Map item): the sub code's proof from the built-in document editor. */
export const handler = workflowTask(
  'express-order',
  'RenderProof',
  async (input: { bulk: BulkRunKey; subCode: BulkRunSubCode }) => proofOfSubCode(input.bulk, input.subCode),
);

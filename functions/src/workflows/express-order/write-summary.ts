import { type BulkRunKey, type SubCodeOutcome, writeRunSummary } from '#express-order/index';
import { workflowTask } from '../workflow-task';

/** Task WriteSummary: the bulk summary step 4 reads, ready or failed, written once at the end. */
export const handler = workflowTask(
  'express-order',
  'WriteSummary',
  async (input: { bulk: BulkRunKey; results: SubCodeOutcome[] }) => ({
    state: await writeRunSummary(input.bulk, input.results),
  }),
);

import { logger } from '#platform/logger';
import { recordCaughtFailure, workflowTask } from '../workflow-task';

/**
 * Task MarkFailed: the rows could not be written after the retries. Counted (the workflow alarm) and
 * logged; the order keeps `settleAfter`, so the settle-orders job starts the workflow again.
 */
export const handler = workflowTask(
  'order-recipients',
  'MarkFailed',
  async (input: { order?: { orderId?: string }; error?: { Error?: string; Cause?: string } }) => {
    recordCaughtFailure('order-recipients', input.error);
    logger.error('Recipient rows not written', { orderId: input.order?.orderId });
    return {};
  },
);

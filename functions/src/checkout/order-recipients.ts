import { MetricUnit } from '@aws-lambda-powertools/metrics';
import { logger } from '#platform/logger';
import { METRIC_NAMES } from '#platform/metric-names';
import { metrics } from '#platform/metrics';
import { startWorkflow } from '#platform/workflows';
/**
 * The recipient rows of a placed order (the order list contact table), written off the request by the
 * `order-recipients` workflow (infra/workflows/order-recipients.asl.json): placing an order answers once
 * it is captured, however many recipients it mails. The task reads everything from the order itself (its
 * lines, their order states or Express Order), so its input is the order's ids and a rerun writes the same
 * rows (keyed by order and row number). The task itself is `write-order-recipients.ts`, apart, so that the
 * checkout Lambda, which only starts it, does not bundle what it reads.
 */
export const ORDER_RECIPIENTS_WORKFLOW = 'order-recipients';

/** The order of a payment: its first order, and the Express Order's id when it is one. */
export interface OrderRecipientsKey {
  userName: string;
  orderId: string;
  bulkOrderId?: string;
}

/**
 * Starts the workflow for a placed order (`attempt` names the execution: a repeated start of one attempt is
 * the same execution). A failed start leaves the order as it is, its rows unwritten: the reconciler starts
 * it again, so this never throws.
 */
export async function startOrderRecipients(key: OrderRecipientsKey, attempt = 'placed'): Promise<boolean> {
  try {
    await startWorkflow(ORDER_RECIPIENTS_WORKFLOW, `${key.orderId}-${attempt}`, { order: key });
    return true;
  } catch (error) {
    metrics.addMetric(METRIC_NAMES.recipientRowsNotStarted, MetricUnit.Count, 1);
    logger.error('Starting the recipient rows of a placed order failed', { ...key, attempt, error });
    return false;
  }
}

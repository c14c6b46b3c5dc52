import { type OrderRecipientsKey, writeOrderRecipients } from '#checkout/index';
import { workflowTask } from '../workflow-task';

/** Task WriteRecipients: every recipient row of a placed order, then the order marked as having them. */
export const handler = workflowTask(
  'order-recipients',
  'WriteRecipients',
  async (input: { order: OrderRecipientsKey }) => writeOrderRecipients(input.order),
);

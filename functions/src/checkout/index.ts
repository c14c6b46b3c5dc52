/**
 * What other capabilities may use of checkout: the order-recipients workflow writes a placed order's recipient
 * rows and the settle-orders job captures what was left Authorized.
 */
export {
  ORDER_RECIPIENTS_WORKFLOW,
  type OrderRecipientsKey,
  startOrderRecipients,
} from './order-recipients';
export { SETTLE_ORDERS_JOB, settleOrders } from './order-settlement';
export { writeOrderRecipients } from './write-order-recipients';

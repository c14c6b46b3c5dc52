/**
 * What other capabilities may use of checkout: the account area's payment-info shows saved cards; orders
 * refunds a drop canceled online; the order-recipients workflow writes a placed order's recipient rows and
 * the settle-orders job captures what was left Authorized.
 */
export { isRefundRefused, refundDrop, releaseCanceledOrder } from './drop-refund';
export {
  ORDER_RECIPIENTS_WORKFLOW,
  type OrderRecipientsKey,
  startOrderRecipients,
  writeOrderRecipients,
} from './order-recipients';
export { SETTLE_ORDERS_JOB, settleOrders } from './order-settlement';
export { type PaymentGateway, paymentGateway } from './payment-gateway';

/**
 * What other capabilities may use of checkout: the account area's payment-info shows saved cards; orders
 * refunds a drop canceled online.
 */
export { isRefundRefused, refundDrop, releaseCanceledOrder } from './drop-refund';
export { type PaymentGateway, paymentGateway } from './payment-gateway';

/**
 * What other capabilities may use of payments (the owner of payment methods, and the one that talks to the
 * payment provider): checkout holds an order's amount on a card and releases it if the order is not written,
 * and serves the payment-info endpoints; orders captures a written order's amount, refunds a canceled drop
 * and releases the hold of an order canceled whole.
 */
export { isRefundRefused, refundDrop, releaseCanceledOrder } from './drop-refund';
export {
  type AuthorizedPayment,
  authorizePayment,
  releaseAuthorization,
  renewAuthorization,
} from './order-payment';
export { type PaymentGateway, paymentGateway } from './payment-gateway';
export { paymentMethodUseCases } from './payment-methods';
export { type PaymentMethodRecord, paymentMethodsOfUser } from './payments-store';

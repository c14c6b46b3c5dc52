/** What other capabilities may use of checkout (the account area's payment-info shows saved cards). */
export { type PaymentGateway, paymentGateway } from './payment-gateway';

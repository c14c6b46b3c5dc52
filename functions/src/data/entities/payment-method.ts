import { lazyEntity } from '../lazy-entity';
import { createdAt } from './attribute-types';

/**
 * A saved card (spec 1 §3 "Payment method"). User-owned. The card itself stays with the payment
 * provider: only its ids, brand, last 4 digits, expiry and billing address are stored. Ids are ULIDs, so
 * the partition ascending is oldest-to-newest and descending newest-to-oldest. `isDefault` is the
 * default marker: setting it is one transaction that clears the old default (condition: it still is).
 * `isExpired` is computed when read from `expirationDate` (YYYY-MM).
 */
export const PaymentMethodEntity = lazyEntity({
  model: { entity: 'paymentMethod', version: '1', service: 'msc' },
  attributes: {
    userName: { type: 'string', required: true },
    paymentMethodId: { type: 'string', required: true },
    /** The provider's payment-method id (Stripe pm_…). */
    providerPaymentMethodId: { type: 'string', required: true },
    /** The provider's customer id (Stripe cus_…), also kept on the user. */
    providerCustomerId: { type: 'string', required: true },
    paymentType: { type: ['CREDIT_CARD', 'PAYPAL', 'STRIPE'] as const, required: true, default: 'STRIPE' },
    cardBrand: { type: 'string', required: true },
    last4: { type: 'string', required: true },
    /** YYYY-MM. */
    expirationDate: { type: 'string', required: true },
    name: { type: 'string', required: true },
    addressLine1: { type: 'string', required: true },
    addressLine2: { type: 'string' },
    city: { type: 'string', required: true },
    state: { type: 'string', required: true },
    province: { type: 'string' },
    country: { type: 'string', required: true, default: 'US' },
    isDefault: { type: 'boolean', required: true, default: false },
    created: createdAt,
  },
  indexes: {
    paymentMethodsOfUser: {
      pk: { field: 'pk', composite: ['userName'] },
      sk: { field: 'sk', composite: ['paymentMethodId'] },
    },
  },
});

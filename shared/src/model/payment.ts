import * as z from 'zod';
import { BILLING_MAX_LENGTHS } from '../rules/constants';
import { addressLine1Field, Id, optionalText, requiredText, stateCode } from './fields';

/** Provider data of a saved card (spec 1 §3 "paymentData": card brand, last4, customer). */
export const PaymentData = z.object({
  /** One of the recognised brands (American Express, Visa, MasterCard, Discover) or the provider's name. */
  cardBrand: z.string(),
  last4: z.string().regex(/^\d{4}$/),
  /** The payment provider's customer id. */
  customer: z.string(),
});
export type PaymentData = z.infer<typeof PaymentData>;

/** A saved card (spec 1 §3 "Payment method"). */
export const PaymentMethod = z.object({
  id: Id,
  name: z.string(),
  isExpired: z.boolean(),
  isDefault: z.boolean(),
  addressLine1: z.string(),
  addressLine2: z.string().optional(),
  city: z.string(),
  state: z.string(),
  province: z.string().optional(),
  country: z.string(),
  /** ISO year-month of the card's expiry, `YYYY-MM`. */
  expirationDate: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
  paymentData: PaymentData,
});
export type PaymentMethod = z.infer<typeof PaymentMethod>;

/** Maxima of the billing form (spec 1 §5). Address line 1 is further limited to 30 by the address rule. */
export const BILLING_FORM_MAX = BILLING_MAX_LENGTHS;

/**
 * The add-card billing form (spec 1 §3, §5): name, addressLine1, city and state required. The card number
 * itself never reaches our API; the provider's element collects it.
 */
export const BillingForm = z.object({
  name: requiredText(BILLING_FORM_MAX.name),
  country: optionalText(BILLING_FORM_MAX.country),
  addressLine1: addressLine1Field(BILLING_FORM_MAX.addressLine1),
  addressLine2: optionalText(BILLING_FORM_MAX.addressLine2),
  city: requiredText(BILLING_FORM_MAX.city),
  state: stateCode(),
  province: optionalText(BILLING_FORM_MAX.province),
  isDefault: z.boolean(),
});
export type BillingForm = z.infer<typeof BillingForm>;

import * as z from 'zod';
import { DEFAULT_ADDRESS_TYPE } from '../rules/constants';
import { Id, optionalEmail, optionalPhone, optionalText, postalAddressFields, requiredText } from './fields';
import { postalAddressShape } from './postal-address';

/** Default address type 2 (spec 1 §9). */
export { DEFAULT_ADDRESS_TYPE };

/** A saved shipping address (spec 1 §3 "Shipping address"). */
export const ShippingAddress = z.object({
  id: Id,
  contactId: z.string().optional(),
  name: z.string(),
  addressee: z.string(),
  ...postalAddressShape,
  addressLine3: z.string().optional(),
  addressLine4: z.string().optional(),
  province: z.string().optional(),
  countryCode: z.string(),
  companyName: z.string().optional(),
  phoneNumber: z.string().optional(),
  email: z.string().optional(),
  isResidential: z.boolean(),
  addressType: z.number().int().default(DEFAULT_ADDRESS_TYPE),
  isDefault: z.boolean(),
  attributes: z.object({ phoneNumber: z.string().optional(), email: z.string().optional() }).optional(),
});
export type ShippingAddress = z.infer<typeof ShippingAddress>;

/**
 * Create (id absent, heading 'New Shipping Address') or edit a shipping address. The spec gives no
 * required list; we require what a deliverable address needs: addressee, line 1, city, state, postal code.
 */
export const ShippingAddressForm = z.object({
  id: z.string().max(100).optional(),
  name: optionalText(100),
  addressee: requiredText(100),
  companyName: optionalText(100),
  ...postalAddressFields(),
  phoneNumber: optionalPhone(),
  email: optionalEmail(),
  isResidential: z.boolean().optional(),
  isDefault: z.boolean().optional(),
});
export type ShippingAddressForm = z.infer<typeof ShippingAddressForm>;

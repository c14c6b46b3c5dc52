import * as z from 'zod';
import {
  addressLine1Field,
  Id,
  optionalEmail,
  optionalPhone,
  optionalText,
  requiredText,
  stateCode,
} from './fields';

/** A marketing contact (spec 1 §3). */
export const MarketingContact = z.object({
  id: Id,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().optional(),
  phoneNumber: z.string().optional(),
  title: z.string().optional(),
  addressLine1: z.string(),
  addressLine2: z.string().optional(),
  city: z.string(),
  state: z.string(),
  province: z.string().optional(),
  postalCode: z.string(),
  countryCode: z.string(),
  isFavorite: z.boolean(),
});
export type MarketingContact = z.infer<typeof MarketingContact>;

/**
 * Create (no id) or edit a marketing contact. The spec only says submit is disabled while invalid and
 * that address line 1 is at most 30; the required fields are those a mailing address needs.
 */
export const MarketingContactForm = z.object({
  id: z.string().max(100).optional(),
  firstName: requiredText(50),
  lastName: requiredText(50),
  title: optionalText(100),
  email: optionalEmail(50),
  phoneNumber: optionalPhone(),
  addressLine1: addressLine1Field(),
  addressLine2: optionalText(100),
  city: requiredText(50),
  state: stateCode(),
  province: optionalText(50),
  postalCode: requiredText(10),
  countryCode: optionalText(2),
  isFavorite: z.boolean().optional(),
});
export type MarketingContactForm = z.infer<typeof MarketingContactForm>;

export const SetContactFavorite = z.object({ isFavorite: z.boolean() });
export type SetContactFavorite = z.infer<typeof SetContactFavorite>;

import * as z from 'zod';
import { validation } from '../messages';
import { AGENCY_ADDRESS_MAX_LENGTHS } from '../rules/constants';
import { PROGRAM_TYPES, ProgramType } from './enums';
import { optionalEmail, optionalText, requiredEmail, requiredPhone, requiredText } from './fields';

/** Phone maximum on the agency address form (spec 1 §5). */
export const AGENCY_PHONE_MAX = AGENCY_ADDRESS_MAX_LENGTHS.phoneNumber;

/**
 * Edit the agency's company-segment address (spec 1 §5): companyName (label 'Agency Name') and phoneNumber
 * required; phone at most 15 and formatted 3-3-4 on change; email optional, at most 50. Field names are
 * those of the company-segment address.
 */
export const AgencyAddressForm = z.object({
  companyName: requiredText(100),
  addressLine1: optionalText(100),
  addressLine2: optionalText(100),
  city: optionalText(50),
  state: optionalText(2),
  postalCode: optionalText(10),
  phoneNumber: requiredPhone(AGENCY_PHONE_MAX),
  email: optionalEmail(AGENCY_ADDRESS_MAX_LENGTHS.email),
});
export type AgencyAddressForm = z.infer<typeof AgencyAddressForm>;

/** Add (no id) or edit (id present) an agency email preference: name, email and programs required. */
export const AgencyEmailForm = z.object({
  id: z.string().max(100).optional(),
  companySegmentId: z.number().int().optional(),
  name: requiredText(100),
  email: requiredEmail(50),
  programs: z.array(ProgramType).min(1, validation.required).max(PROGRAM_TYPES.length),
});
export type AgencyEmailForm = z.infer<typeof AgencyEmailForm>;

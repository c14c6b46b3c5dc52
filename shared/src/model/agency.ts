import * as z from 'zod';
import { postalAddressShape } from './postal-address';
import { postalWire } from './postal-wire';

/** The agency the user acts for (spec 1 §3 "Default agency"; fields agencyId, agencyName, statId). */
export const DefaultAgency = z.object({
  agencyId: z.number().int(),
  agencyName: z.string(),
  statId: z.string(),
  isOwnerMaster: z.boolean(),
  isLicenseNumberRequired: z.boolean(),
});
export type DefaultAgency = z.infer<typeof DefaultAgency>;

/**
 * The default agency under the names spec 1 §3 gives it (id, name, statCode), read from the fields the
 * agency call answers (agencyId, agencyName, statId).
 */
export const DefaultAgencyView = z.object({
  id: z.number().int(),
  name: z.string(),
  statCode: z.string(),
  isOwnerMaster: z.boolean(),
  isLicenseNumberRequired: z.boolean(),
});
export type DefaultAgencyView = z.infer<typeof DefaultAgencyView>;

/** Agency id 0 means "no agency chosen". */
export const NO_AGENCY_ID = 0;

export const CompanySegmentAddress = z.object({
  companySegmentId: z.number().int(),
  companyName: z.string(),
  ...postalAddressShape,
  phoneNumber: z.string(),
  email: z.string().optional(),
});
export type CompanySegmentAddress = z.infer<typeof CompanySegmentAddress>;

/** Agency details (spec 1 §3; spec 2 §3 "Agency" adds id), under our postal names. */
const AgencyDetailsFields = z.object({
  /** The agency's id (spec 2 §3). */
  id: z.number().int().optional(),
  agencyName: z.string(),
  ...postalAddressShape,
  phone: z.string(),
  emailAddress: z.string().optional(),
  statId: z.string(),
  isOwnerMaster: z.boolean(),
  agencyDefaultId: z.number().int(),
  isLicenseNumberRequired: z.boolean(),
  companySegment: z.array(CompanySegmentAddress),
});
/** On the wire the agency's address keeps the spec's names (address1, address2, zip). */
export const AgencyDetails = postalWire(AgencyDetailsFields);
export type AgencyDetails = z.infer<typeof AgencyDetails>;

/** A sub code of an owner-master agency. */
export const AgencySubCode = z.object({
  statId: z.string(),
  agencyName: z.string(),
  policyHoldersCount: z.number().int().nonnegative(),
});
export type AgencySubCode = z.infer<typeof AgencySubCode>;

/** A row of the Change Agency modal's search. */
export const AgencyListRow = z.object({
  id: z.number().int(),
  agencyName: z.string(),
  statId: z.string(),
  isOwnerMaster: z.boolean(),
  city: z.string(),
  state: z.string(),
});
export type AgencyListRow = z.infer<typeof AgencyListRow>;

export const AgencyEmail = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  programs: z.array(z.string()),
  companySegmentId: z.number().int().optional(),
});
export type AgencyEmail = z.infer<typeof AgencyEmail>;

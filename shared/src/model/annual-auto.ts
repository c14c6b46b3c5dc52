import * as z from 'zod';
import { IsoDate } from './fields';
import { postalAddressShape } from './postal-address';
import { postalWire } from './postal-wire';

const renewalRowFields = {
  agencyNumber: z.string(),
  policyNumber: z.string(),
  renewalDate: IsoDate,
  policyType: z.string(),
  firstName: z.string(),
  middleName: z.string().optional(),
  lastName: z.string(),
  ...postalAddressShape,
};

/** A row of the "Annual Auto-Convert 6-month To Annual Auto" list (spec 2 §3 "Annual auto row"). */
export const AnnualAutoRow = postalWire(
  z.object({
    ...renewalRowFields,
    recommendedIndicator: z.boolean(),
    youngDriverIndicator: z.boolean(),
    meritIndicator: z.boolean(),
  }),
);
export type AnnualAutoRow = z.infer<typeof AnnualAutoRow>;

/** A row of "Customers Up For Renewal In The Next 3 Months": the same, with statCode, without indicators. */
export const UpForRenewalRow = postalWire(z.object({ ...renewalRowFields, statCode: z.string() }));
export type UpForRenewalRow = z.infer<typeof UpForRenewalRow>;

/** Annual auto filters (Yes/No each); the recommended indicator defaults to true. */
export const AnnualAutoFilter = z.object({
  recommendedIndicator: z.boolean().default(true),
  youngDriverIndicator: z.boolean().optional(),
  meritIndicator: z.boolean().optional(),
});
export type AnnualAutoFilter = z.infer<typeof AnnualAutoFilter>;

/**
 * The two lists of /retention/annual-auto/view-detail/{id}, chosen by the route id. The spec names the
 * lists but not the ids; 1 and 2 are ours.
 */
export const RENEWAL_LIST_IDS = { '1': 'annualAuto', '2': 'upForRenewal' } as const;
export type RenewalListId = keyof typeof RENEWAL_LIST_IDS;

/** Indicator filters as they travel in the query: 'true' or 'false', absent = any. */
const YesNo = z.enum(['true', 'false']).transform((value) => value === 'true');
export const AnnualAutoQuery = z.object({
  recommendedIndicator: YesNo.optional(),
  youngDriverIndicator: YesNo.optional(),
  meritIndicator: YesNo.optional(),
});

/** The agency a renewal list belongs to: its stat code, and whether it is an owner master (the label). */
export const RenewalListAgency = z.object({ statCode: z.string(), isOwnerMaster: z.boolean() });

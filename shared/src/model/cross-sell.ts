import * as z from 'zod';
import { IsoDate } from './fields';
import { mailContactShape } from './postal-address';
import { postalWire, prefixedPostalNames } from './postal-wire';

/** A row of a cross-sell list summary, one per sub code (spec 2 §3 "Cross-sell summary row"). */
export const CrossSellSummaryRow = postalWire(
  z.object({
    subCode: z.string(),
    opportunities: z.number().int().nonnegative(),
    agencyName: z.string(),
    agencyAddressLine1: z.string(),
    agencyAddressLine2: z.string().optional(),
    agencyCity: z.string(),
    agencyState: z.string(),
    agencyPostalCode: z.string(),
    phone: z.string().optional(),
    isEnrolled: z.boolean(),
    ownerMasterId: z.string(),
    /** Enroll asks for a license number when the row's agency requires one (spec 1 §5). */
    isLicenseNumberRequired: z.boolean().optional(),
  }),
  prefixedPostalNames('agency'),
);
export type CrossSellSummaryRow = z.infer<typeof CrossSellSummaryRow>;

/**
 * A policyholder row of a cross-sell list detail (spec 2 §3 "Detail row"). The specialty list adds
 * motorCycle, waterCraft and rv (shown Y/N).
 */
export const CrossSellDetailRow = postalWire(
  z.object({
    statCode: z.string(),
    /** When set, the marketing channel shows Direct Mail. */
    mailingDate: IsoDate.optional(),
    policyNumber: z.string(),
    renewalDate: IsoDate.optional(),
    policyType: z.string(),
    ...mailContactShape,
    email: z.string().optional(),
    phone: z.string().optional(),
    motorCycle: z.boolean().optional(),
    waterCraft: z.boolean().optional(),
    rv: z.boolean().optional(),
  }),
);
export type CrossSellDetailRow = z.infer<typeof CrossSellDetailRow>;

import * as z from 'zod';
import { SubscriptionPeriod } from './enums';
import { Cents, IsoDate } from './fields';
import { mailContactShape } from './postal-address';
import { postalWire } from './postal-wire';

/** A policyholder row (spec 1 §3): cross-sell and express-order recipient lists. */
export const PolicyholderRow = postalWire(
  z.object({
    policyNumber: z.string(),
    policyType: z.string(),
    renewalDate: IsoDate.optional(),
    ...mailContactShape,
    email: z.string().optional(),
    phone: z.string().optional(),
    motorCycle: z.boolean(),
    waterCraft: z.boolean(),
    rv: z.boolean(),
    mailingDate: IsoDate.optional(),
    statCode: z.string(),
  }),
);
export type PolicyholderRow = z.infer<typeof PolicyholderRow>;

/**
 * A policyholder of a relationship-marketing subscription (spec 2 §3). "names, address" are spelled out
 * as the mail contact's fields. `renewalData` is the spec's spelling (a renewal date).
 */
export const SubscriptionPolicyholder = z.object({
  externalId: z.string(),
  ...mailContactShape,
  policyNumber: z.string(),
  policyType: z.string(),
  renewalData: IsoDate.optional(),
  birthDate: IsoDate.optional(),
  isBirthdayCardEligible: z.boolean(),
  isSeasonalCardEligible: z.boolean(),
  birthMonthNumber: z.number().int().min(1).max(12).optional(),
  birthDayMailDate: IsoDate.optional(),
  renewalMailDate: IsoDate.optional(),
});
export type SubscriptionPolicyholder = z.infer<typeof SubscriptionPolicyholder>;

/** A subscription summary row (spec 2 §3). `price` in cents. */
export const SubscriptionSummaryRow = z.object({
  assetName: z.string(),
  listCount: z.number().int().nonnegative(),
  selectedCount: z.number().int().nonnegative(),
  /** Cents. */
  price: Cents,
});
export type SubscriptionSummaryRow = z.infer<typeof SubscriptionSummaryRow>;

/** POST relationship-marketing summary: subscription period in months (3 or 6; default 3). */
export const SubscriptionSummaryRequest = z.object({ subscriptionPeriod: SubscriptionPeriod.default(3) });
export type SubscriptionSummaryRequest = z.infer<typeof SubscriptionSummaryRequest>;

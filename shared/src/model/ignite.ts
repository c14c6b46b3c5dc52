import * as z from 'zod';

/** Ignite (incentive) tiers (spec 1 §9). */
export const IGNITE_TIERS = [
  'Advantage',
  'Advantage Plus',
  'Launch',
  'Launch Plus',
  'Partner',
  'Partner Plus',
] as const;
export const IgniteTier = z.enum(IGNITE_TIERS);
export type IgniteTier = z.infer<typeof IgniteTier>;

/** The agency's incentive details (spec 1 §3 "Ignite (incentive) details"). */
export const IgniteDetails = z.object({
  /** The agency's tier, one of IGNITE_TIERS when enrolled. */
  igniteStatus: z.string(),
  discountCode: z.string().optional(),
  discountShortCode: z.string().optional(),
  discountName: z.string().optional(),
  discountDescription: z.string().optional(),
  /** The discount's value as the provider states it (an amount in cents or a count of free mailings). */
  discountValue: z.number().optional(),
  /** Mailings or discounts used so far. */
  usage: z.number().int().nonnegative(),
  remaining: z.number().int().nonnegative(),
  statId: z.string(),
  subTier: z.string().optional(),
  /** Launch and Partner: discount = reductionRate × 100 percent (0..1). */
  reductionRate: z.number().min(0).max(1),
});
export type IgniteDetails = z.infer<typeof IgniteDetails>;

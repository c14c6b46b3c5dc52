import * as z from 'zod';
import { Cents, IsoDate } from './fields';
import { ReportChart } from './report-data';

/** The results card of a drop or a campaign (rules/mailing-results.ts): counts, and money in integer cents. */
export const ResultFigures = z.object({
  piecesMailed: z.number().int().nonnegative(),
  responses: z.number().int().nonnegative(),
  newPolicies: z.number().int().nonnegative(),
  writtenPremiumCents: Cents,
  costCents: Cents,
  costPerResponseCents: Cents.nullable(),
  costPerPolicyCents: Cents.nullable(),
  /** Return on the mailing's cost in tenths of a percent; null when it cost nothing. */
  returnPermille: z.number().int().nullable(),
});
export type ResultFigures = z.infer<typeof ResultFigures>;

/** One drop of an order line, with its results. */
export const DropResults = z.object({
  itemId: z.string(),
  productName: z.string(),
  dropNumber: z.number().int().positive(),
  mailDate: IsoDate,
  inHomeDate: IsoDate,
  results: ResultFigures,
});
export type DropResults = z.infer<typeof DropResults>;

/** The results of an order's drops, line by line (the order page). */
export const OrderResults = z.object({ drops: z.array(DropResults) });
export type OrderResults = z.infer<typeof OrderResults>;

/** A rate compared with the holdout's (rules/holdout-lift.ts); the interval only when the groups can tell. */
export const RateLift = z.object({
  mailedRate: z.number().nullable(),
  heldOutRate: z.number().nullable(),
  tooSmall: z.boolean(),
  difference: z.number().optional(),
  low: z.number().optional(),
  high: z.number().optional(),
  significant: z.boolean().optional(),
});
export type RateLift = z.infer<typeof RateLift>;

/** A campaign (an order line mailed over its drops): its totals, its drops, results over time, and the lift. */
export const CampaignResults = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  itemId: z.string(),
  productName: z.string(),
  total: ResultFigures,
  drops: z.array(DropResults),
  /** Responses and new policies week by week, from the first drop's in-home date. */
  timeline: ReportChart,
  /** With a holdout: how many were held out, and the response and policy rates against theirs. */
  lift: z
    .object({ heldOut: z.number().int().nonnegative(), responses: RateLift, policies: RateLift })
    .optional(),
});
export type CampaignResults = z.infer<typeof CampaignResults>;

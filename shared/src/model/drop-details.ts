import * as z from 'zod';
import { DropFrequencySchema, DropTypeSchema } from './enums';
import { Cents, Id, IsoDate } from './fields';

/** Mailings per schedule: 1 (one-time) or 2, 3, 4 (multiple drops). */
export const NumberOfMailings = z.number().int().min(1).max(4);

/** One mailing of a drop schedule. `price` in cents. */
export const MailingDetail = z.object({
  mailDate: IsoDate,
  quantity: z.number().int().nonnegative(),
  /** Cents. */
  price: Cents,
  dropNumber: z.number().int().positive().optional(),
});
export type MailingDetail = z.infer<typeof MailingDetail>;

/**
 * Drop details (spec 2 §3): dropType ONE or MULTIPLE (NONE for win-back); frequency weekly 1, bi-weekly 4
 * (0 = NONE); defaults one mailing, weekly. A schedule the server builds may have more mailings than the
 * agent can choose (an annual-auto order mails each customer on its own renewal-timed drop), so the stored
 * details allow one per mailing row; what the agent sends is `ChosenDropDetails`.
 */
export const DropDetails = z.object({
  dropType: DropTypeSchema,
  frequency: DropFrequencySchema,
  numberOfMailings: z.number().int().min(1).max(100),
  startDate: IsoDate.optional(),
  /**
   * "Arrive in homes by" (the in-home date planner): when set, the start date is the latest drop date whose
   * in-home window ends by it, computed by the server (shared/src/rules/in-home-date.ts).
   */
  arriveBy: IsoDate.optional(),
  mailingDetails: z.array(MailingDetail).max(100),
});
export type DropDetails = z.infer<typeof DropDetails>;

/** Drop details as the agent chooses them (step 3): one mailing, or 2, 3 or 4. */
export const ChosenDropDetails = DropDetails.extend({ numberOfMailings: NumberOfMailings });

/** Set the drop details of an order state (or bulk order state). */
export const SetDropDetails = z.object({ id: Id, dropDetails: ChosenDropDetails });
export type SetDropDetails = z.infer<typeof SetDropDetails>;

/** Ask for a mailing schedule (spec 1 §7, spec 2 §7). Money in cents. */
export const MailingScheduleRequest = z.object({
  dataListTypeCode: z.string(),
  startDate: IsoDate,
  mailingType: DropTypeSchema,
  frequency: DropFrequencySchema,
  drops: NumberOfMailings,
  quantity: z.number().int().nonnegative(),
  /** Cents. */
  pricePerPiece: Cents,
  assetNumber: z.string(),
});
export type MailingScheduleRequest = z.infer<typeof MailingScheduleRequest>;

/** A row of a mailing schedule. */
export const MailingScheduleRow = z.object({
  mailDate: IsoDate,
  quantity: z.number().int().nonnegative(),
  /** Cents. */
  price: Cents,
});
export type MailingScheduleRow = z.infer<typeof MailingScheduleRow>;

/** Frequency summary request: all three must be set before it is asked for. */
export const FrequencySummaryRequest = z.object({
  frequency: DropFrequencySchema,
  numberOfMailings: NumberOfMailings,
  startDate: IsoDate,
});
export type FrequencySummaryRequest = z.infer<typeof FrequencySummaryRequest>;

/** Frequency summary response (spec 2 §3): summary rows (dropDate, quantity) and totals (quantity). */
export const FrequencySummary = z.object({
  summary: z.array(z.object({ dropDate: IsoDate, quantity: z.number().int().nonnegative() })),
  totals: z.object({ quantity: z.number().int().nonnegative() }),
});
export type FrequencySummary = z.infer<typeof FrequencySummary>;

/** A review summary row: dropDate, quantity, price (cents). */
export const ReviewSummaryRow = z.object({
  dropDate: IsoDate,
  quantity: z.number().int().nonnegative(),
  /** Cents. */
  price: Cents,
});
export type ReviewSummaryRow = z.infer<typeof ReviewSummaryRow>;

/** Order review details (spec 2 §3) with their summary rows and totals. */
export const OrderReviewDetails = z.object({
  id: Id,
  name: z.string(),
  frequency: DropFrequencySchema,
  numberOfMailings: NumberOfMailings,
  dropStartDate: IsoDate.optional(),
  orderCount: z.number().int().nonnegative(),
  summary: z.array(ReviewSummaryRow),
  totals: z.object({
    quantity: z.number().int().nonnegative(),
    /** Cents. */
    price: Cents,
  }),
});
export type OrderReviewDetails = z.infer<typeof OrderReviewDetails>;

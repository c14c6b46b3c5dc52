import * as z from 'zod';
import { TIMELINE_STAGES } from '../rules/drop-timeline';
import { IsoDate, IsoDateTime } from './fields';
import { MAIL_CLASSES, MAIL_STAGES, SCAN_EVENTS, TrackingCode } from './mail-tracking';

/**
 * What the agent sees of the mail (issue 49): a drop's timeline, its pieces with their scans, the
 * recipients whose pieces are arriving in homes this week, and the planner's in-home days.
 */

/** One stage of a drop's timeline: the pieces that reached it and their share of the pieces mailed. */
const DropTimelineEntry = z.object({
  stage: z.enum(TIMELINE_STAGES),
  count: z.number().int().nonnegative(),
  percent: z.number().int().min(0).max(100),
});

/** A drop's timeline; `pieces` 0 while none of its pieces was mailed with a barcode. */
export const DropTimeline = z.object({
  pieces: z.number().int().nonnegative(),
  stages: z.array(DropTimelineEntry),
  forwarded: z.number().int().nonnegative(),
});
export type DropTimeline = z.infer<typeof DropTimeline>;

/** A recipient's name and address as the piece was mailed. */
const Recipient = {
  firstName: z.string(),
  lastName: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string().optional(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
};

/** A mailed piece of a drop and where it is. */
export const MailPieceRow = z.object({
  trackingCode: TrackingCode,
  ...Recipient,
  stage: z.enum(MAIL_STAGES),
  deliveredByEstimate: z.boolean(),
  forwarded: z.boolean(),
  lastScanAt: IsoDateTime.optional(),
});
export type MailPieceRow = z.infer<typeof MailPieceRow>;

/** One scan of a piece. */
export const PieceScan = z.object({
  event: z.enum(SCAN_EVENTS),
  scannedAt: IsoDateTime,
  facilityZip: z.string(),
  forwardZip: z.string().optional(),
});
export type PieceScan = z.infer<typeof PieceScan>;

/** A recipient whose piece is out for delivery this week: whom to call, and from when. */
export const ArrivingRow = z.object({
  trackingCode: TrackingCode,
  ...Recipient,
  phone: z.string().optional(),
  orderId: z.string(),
  orderNumber: z.string(),
  dropNumber: z.number().int().positive(),
  outForDeliveryDay: IsoDate,
  callOn: IsoDate,
});
export type ArrivingRow = z.infer<typeof ArrivingRow>;

/** The planner's in-home days of a destination and mail class, and whether observed times gave them. */
export const InHomeTimes = z.object({
  source: z.enum(['observed', 'rule']),
  first: z.number().int().nonnegative(),
  last: z.number().int().nonnegative(),
  pieces: z.number().int().nonnegative(),
});

/** The destination's 3-digit ZIP; without one, the agency in effect's (agents mail their own market). */
export const InHomeTimesQuery = z.object({
  zip3: z
    .string()
    .max(3)
    .regex(/^\d{3}$/u)
    .optional(),
  mailClass: z.enum(MAIL_CLASSES).default('marketing'),
});

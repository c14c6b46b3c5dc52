import * as z from 'zod';
import { IsoDate } from './fields';

/** A monthly Moving list (spec 2 §3 "Moving list tile"): its date and record count. */
export const MovingListTile = z.object({
  date: IsoDate,
  records: z.number().int().nonnegative(),
});
export type MovingListTile = z.infer<typeof MovingListTile>;

/** A record of a Moving list (spec 2 §3 "Moving record"). Exports carry every field. */
export const MovingRecord = z.object({
  agencyCode: z.string(),
  recordDate: IsoDate,
  referenceId: z.string(),
  policy: z.string(),
  type: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  address1: z.string(),
  address2: z.string().optional(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  phone: z.string().optional(),
  forwardAddress1: z.string().optional(),
  forwardAddress2: z.string().optional(),
  forwardCity: z.string().optional(),
  forwardState: z.string().optional(),
  forwardZip: z.string().optional(),
  forwardPhone: z.string().optional(),
  moveSource: z.string().optional(),
  moveType: z.string().optional(),
  moveDate: IsoDate.optional(),
  comments: z.string().optional(),
});
export type MovingRecord = z.infer<typeof MovingRecord>;

import * as z from 'zod';
import { IsoDate } from './fields';
import { mailContactShape } from './postal-address';
import { POSTAL_WIRE_NAMES, postalWire, prefixedPostalNames } from './postal-wire';

/** A monthly Moving list (spec 2 §3 "Moving list tile"): its date and record count. */
export const MovingListTile = z.object({
  date: IsoDate,
  records: z.number().int().nonnegative(),
});
export type MovingListTile = z.infer<typeof MovingListTile>;

/** A record of a Moving list (spec 2 §3 "Moving record") under our postal names. Exports carry every field. */
export const MovingRecordFields = z.object({
  agencyCode: z.string(),
  recordDate: IsoDate,
  referenceId: z.string(),
  policy: z.string(),
  type: z.string(),
  ...mailContactShape,
  phone: z.string().optional(),
  forwardAddressLine1: z.string().optional(),
  forwardAddressLine2: z.string().optional(),
  forwardCity: z.string().optional(),
  forwardState: z.string().optional(),
  forwardPostalCode: z.string().optional(),
  forwardPhone: z.string().optional(),
  moveSource: z.string().optional(),
  moveType: z.string().optional(),
  moveDate: IsoDate.optional(),
  comments: z.string().optional(),
});

/** The record's postal fields as the spec names them (address1, zip, forwardAddress1, forwardZip…). */
export const MOVING_RECORD_WIRE_NAMES = { ...POSTAL_WIRE_NAMES, ...prefixedPostalNames('forward') };

/** On the wire the record keeps the spec's names. */
export const MovingRecord = postalWire(MovingRecordFields, MOVING_RECORD_WIRE_NAMES);
export type MovingRecord = z.infer<typeof MovingRecord>;

import * as z from 'zod';
import { validation } from '../messages';
import { ZIP_LOOKUP_MAX_LENGTHS } from '../rules/constants';
import { ZipRadius } from './enums';
import { ZIP_PATTERN } from './field-patterns';
import { Cents, requiredText, usState } from './fields';

/** A prospect price (spec 2 §3). Money in cents; price = selected count × unit price. */
export const ProspectPrice = z.object({
  count: z.object({ countWithFactor: z.number().int().nonnegative() }),
  price: z.object({ includePhoneNumber: z.boolean() }),
  targetCount: z.number().int().nonnegative(),
  /** Cents. */
  finalPrice: Cents,
  /** Cents. */
  finalUnitPrice: Cents,
});
export type ProspectPrice = z.infer<typeof ProspectPrice>;

/** A ZIP Code Look Up result (spec 2 §3 "ZIP result"). */
export const ZipResult = z.object({
  zipCode: z.string(),
  city: z.string(),
  state: z.string(),
});

/** The most ZIP codes one availability check takes (a typed, comma-separated list). */
export const MAX_ZIP_CODES = 100;
export type ZipResult = z.infer<typeof ZipResult>;

/** The ZIP Code Look Up form (spec 2 §5): city required max 50, state required max 2 (50 states + DC). */
export const ZipLookupForm = z.object({
  city: requiredText(ZIP_LOOKUP_MAX_LENGTHS.city),
  state: usState(),
});
export type ZipLookupForm = z.infer<typeof ZipLookupForm>;

export const ZipCode = z.string().max(10).regex(ZIP_PATTERN, validation.invalidZip);

/** Count prospects in the chosen area (POST prospecting count). */
export const ProspectCountRequest = z.object({
  zipCodes: z.array(ZipCode).min(1).max(MAX_ZIP_CODES),
  zipRadius: ZipRadius,
  crossStateBoundary: z.boolean(),
  itemNumber: z.string().min(1).max(50),
});
export type ProspectCountRequest = z.infer<typeof ProspectCountRequest>;

/** Available prospects, with and without phone numbers. */
export const ProspectCount = z.object({
  withPhone: z.number().int().nonnegative(),
  withoutPhone: z.number().int().nonnegative(),
  /** Entered ZIP codes that are not US ZIP codes (they add nothing). */
  unknownZipCodes: z.array(z.string()).optional(),
  /** How many ZIP codes the radius reached (the entered ones included). */
  zipCodesReached: z.number().int().nonnegative().optional(),
  /** Households of the reached ZIPs left out because their address is on the suppression list. */
  suppressed: z.number().int().nonnegative().optional(),
});
export type ProspectCount = z.infer<typeof ProspectCount>;

/** Price a prospect quantity (POST prospecting price). */
export const ProspectPriceRequest = z.object({
  itemNumber: z.string().min(1).max(50),
  targetCount: z.number().int().nonnegative().max(10_000_000),
  includePhoneNumber: z.boolean(),
});
export type ProspectPriceRequest = z.infer<typeof ProspectPriceRequest>;

/** Save the ZIP targeting on the order state (spec 2 §7). Money in cents. */
export const ProspectingZipUpdate = z.object({
  zipCodes: z.array(ZipCode),
  zipRadius: ZipRadius,
  crossStateBoundary: z.boolean(),
  isOwnListUploaded: z.boolean(),
  includePhoneNumber: z.boolean(),
  targetCount: z.number().int().positive(),
  /** Cents. */
  totalPrice: Cents,
  /** Cents. */
  unitPrice: Cents,
});
export type ProspectingZipUpdate = z.infer<typeof ProspectingZipUpdate>;

/**
 * The four availability options of the ZIP step (spec 2 §4): with phone numbers, all or a chosen
 * quantity; without phone numbers, all or a chosen quantity.
 */
export const ProspectOption = z.enum([
  'withPhoneAll',
  'withPhoneQuantity',
  'withoutPhoneAll',
  'withoutPhoneQuantity',
]);
export type ProspectOption = z.infer<typeof ProspectOption>;

/**
 * Step 2 of a prospecting order (spec 2 §4 "Next saves ZIP data"): the targeting and the chosen option.
 * The server counts the prospects again, takes the option's target count and prices it; the browser's
 * count and price are never sent.
 */
export const SetProspects = z.strictObject({
  zipCodes: z.array(ZipCode).min(1).max(MAX_ZIP_CODES),
  zipRadius: ZipRadius,
  crossStateBoundary: z.boolean(),
  option: ProspectOption,
  /** The quantity of a select-a-quantity option (at most what is available). */
  quantity: z.number().int().min(1).max(10_000_000).optional(),
});
export type SetProspects = z.infer<typeof SetProspects>;

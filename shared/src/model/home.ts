import * as z from 'zod';
import { RESPONSE_KINDS } from '../rules/match-back';
import { Id, IsoDateTime } from './fields';

/**
 * A saved-for-later item as the home page lists it (spec 1 §2: first 2, then View All): the order state
 * and the product it personalizes.
 */
export const SavedItemSummary = z.object({
  id: Id,
  productId: Id,
  productName: z.string(),
  itemNumber: z.string(),
  programType: z.string(),
  thumbnailUrl: z.string().optional(),
  updated: IsoDateTime,
});
export type SavedItemSummary = z.infer<typeof SavedItemSummary>;

/**
 * A top pick (spec 1 §2 names the panel only): the products the agency ordered most in the last
 * year, by units ordered; the newest products when it has not ordered yet.
 */
export const TopPick = z.object({
  productId: Id,
  name: z.string(),
  itemNumber: z.string(),
  thumbnailUrl: z.string().optional(),
  /** Units the agency ordered in the last year (0 for a newest-product pick). */
  unitsOrdered: z.number().int().nonnegative(),
});
export type TopPick = z.infer<typeof TopPick>;

/**
 * A response to one of the agency's mailed pieces as the home page's "New responses" panel lists it (issue
 * 48): who (the recipient's name as mailed), what they did, on which piece and drop, when, and the order (and
 * its line, for the campaign results page) it answered.
 */
export const NewResponseSummary = z.object({
  id: Id,
  kind: z.enum(RESPONSE_KINDS),
  recipientName: z.string(),
  pieceName: z.string(),
  drop: z.number().int().positive(),
  at: IsoDateTime,
  orderId: Id,
  orderNumber: z.string(),
  itemId: Id.optional(),
});
export type NewResponseSummary = z.infer<typeof NewResponseSummary>;

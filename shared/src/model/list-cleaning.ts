import * as z from 'zod';
import { Cents } from './fields';
import { HoldoutPercentField } from './holdout';

/** Why step 4's list cleaning left a recipient out. */
export const RemovalReason = z.enum(['duplicate', 'incomplete', 'household', 'returned-mail']);

/** A recipient the cleaning left out, as step 4's review lists them. */
export const RemovedRecipient = z.object({
  firstName: z.string(),
  lastName: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string().optional(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  reason: RemovalReason,
});
export type RemovedRecipient = z.infer<typeof RemovedRecipient>;

/** How many recipients step 4 reviews by name (the counts cover every one). */
export const REMOVED_RECIPIENTS_SHOWN = 100;

/**
 * What cleaning the recipient list before pricing removed (issue "clean lists before payment"): the
 * counts, what they would have cost, the agent's one-per-household choice, and the first removed
 * recipients for review. The server computes all of it; the price is the cleaned count's.
 */
export const ListCleaning = z.object({
  onePerHousehold: z.boolean(),
  duplicates: z.number().int().nonnegative(),
  incomplete: z.number().int().nonnegative(),
  household: z.number().int().nonnegative(),
  optedOut: z.number().int().nonnegative(),
  /** Left out as the post office returned mail sent to them (issue 49); absent on cleanings saved before. */
  returnedMail: z.number().int().nonnegative().optional(),
  /** Cents. */
  savedCents: Cents,
  removed: z.array(RemovedRecipient).max(REMOVED_RECIPIENTS_SHOWN),
});
export type ListCleaning = z.infer<typeof ListCleaning>;

/**
 * Step 4's one-per-household choice, and the share held out for measuring (issue 48; left out: kept as it
 * is); the server cleans the list again, holds out the share at random and prices the mailed count.
 */
export const SetListCleaning = z.object({
  onePerHousehold: z.boolean(),
  holdoutPercent: HoldoutPercentField.optional(),
});
export type SetListCleaning = z.infer<typeof SetListCleaning>;

import * as z from 'zod';
import { responseTexts } from '../messages/response-texts';
import { HOLDOUT_PERCENTS } from '../rules/holdout';

/**
 * The share of the cleaned list held out (issue 48): 0, 5 or 10 percent, nothing else; any other value is a
 * 400 that says which values are offered.
 */
export const HoldoutPercentField = z.literal([...HOLDOUT_PERCENTS], { error: responseTexts.holdout.invalid });

/**
 * A piece's holdout as the API shows it: the share, how many of the cleaned list are held out and how many
 * are mailed (and charged). Absent when nothing is held out. The seed stays on the server.
 */
export const Holdout = z.object({
  percent: HoldoutPercentField,
  heldOut: z.number().int().nonnegative(),
  mailed: z.number().int().nonnegative(),
});
export type Holdout = z.infer<typeof Holdout>;

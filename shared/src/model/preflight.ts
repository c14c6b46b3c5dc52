import * as z from 'zod';
import { Proof } from './personalization';

export const MergeFieldName = z.enum(['name', 'addressLine', 'cityLine', 'greeting', 'responseCode']);
export const PreflightIssueKind = z.enum(['shortened', 'overflow', 'emptyRequired', 'unreadable']);
export const FitStatus = z.enum(['fits', 'shortened', 'overflow']);

/** A merge field's text for one recipient: as filled in, and the lines the proof prints. */
const MergeCase = z.object({
  recipientName: z.string(),
  text: z.string(),
  printed: z.array(z.string()).max(10),
  /** The proof's page that prints it (1-based). */
  page: z.number().int().positive().max(50),
});

/** Recipients an issue names on screen (the count says how many in all). */
export const PREFLIGHT_RECIPIENTS_SHOWN = 10;

/** What step 4 shows of the merge preflight of the order state's recipients. */
export const RecipientPreflight = z.object({
  recipientCount: z.number().int().nonnegative(),
  issues: z
    .array(
      z.object({
        field: MergeFieldName,
        kind: PreflightIssueKind,
        count: z.number().int().positive(),
        /** The first affected recipients' names, at most PREFLIGHT_RECIPIENTS_SHOWN. */
        recipients: z.array(z.string()).max(PREFLIGHT_RECIPIENTS_SHOWN),
        /** The longest affected case (for an empty required field: the first). */
        example: MergeCase,
      }),
    )
    .max(20),
  /** The longest text of each merge field, as printed. */
  worstCases: z.array(MergeCase.extend({ field: MergeFieldName, status: FitStatus })).max(10),
  /** What an acknowledgement of these issues sends back ('' when there is nothing to acknowledge). */
  signature: z.string().max(64),
  /** The order state holds an acknowledgement of exactly these issues. */
  acknowledged: z.boolean(),
  /** The proof rendered for the recipient with the longest name. */
  proof: Proof.optional(),
  /** The proof's page to open on: where the first issue (else the longest name) prints. */
  proofPage: z.number().int().positive().max(50),
});
export type RecipientPreflight = z.infer<typeof RecipientPreflight>;

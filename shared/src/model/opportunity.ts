import * as z from 'zod';
import { Id, IsoDate } from './fields';

/** A growth-opportunity row on the home page and the cross-sell landing (spec 1 §3). */
export const OpportunityRow = z.object({
  id: Id,
  /** Title as HTML. */
  titleHtml: z.string(),
  oppCount: z.number().int().nonnegative(),
  /** Owner-master agencies: the opportunities of their sub codes. */
  subCodeOppCount: z.number().int().nonnegative().optional(),
  agencyCode: z.string(),
  isEnrolled: z.boolean(),
  /** Cross-sell type code (H, A, UR, …) or the prospecting opportunity type. */
  oppType: z.string(),
  dateSent: IsoDate.optional(),
  /** Days until the list expires (urgent under 10). */
  listExpires: z.number().int().optional(),
});
export type OpportunityRow = z.infer<typeof OpportunityRow>;

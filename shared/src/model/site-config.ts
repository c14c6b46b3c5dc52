import * as z from 'zod';
import { Id } from './fields';

/** A feedback survey question (spec 1 §3: id, description, type). */
export const FeedbackQuestion = z.object({
  id: Id,
  description: z.string(),
  /** Which survey asks it: the feedback type (user 1, order complete 2). */
  type: z.number().int(),
});
export type FeedbackQuestion = z.infer<typeof FeedbackQuestion>;

/**
 * Site configuration (GET site config). The spec names only the feedback questions; the support phone
 * numbers and the agent portal link are shown by the UI but their values are configuration.
 */
export const SiteConfig = z.object({
  feedbackQuestions: z.array(FeedbackQuestion),
  supportPhoneNumber: z.string().optional(),
  helpDeskPhoneNumber: z.string().optional(),
  agentPortalUrl: z.string().optional(),
});
export type SiteConfig = z.infer<typeof SiteConfig>;

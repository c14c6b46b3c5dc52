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
 * The addresses outside the SPA's pages that the portal links to, one setting for every page that shows them:
 * the footer's agent portal, terms and privacy (and Contact Us's agent portal, spec 1 §2), and the files of
 * spec 2 §7 "Linked files" (the ZIP radius information PDF, the sample cards PDF). A link left unset is not
 * shown.
 */
export const SiteLinks = z.object({
  agentPortal: z.string().optional(),
  termsOfUse: z.string().optional(),
  privacy: z.string().optional(),
  zipRadiusInformation: z.string().optional(),
  sampleCards: z.string().optional(),
});
export type SiteLinks = z.infer<typeof SiteLinks>;

/** A how-to video of the Help pages (spec 1 §1 "Read help pages: contact, FAQ, how-to videos"). */
export const HowToVideo = z.object({
  title: z.string(),
  description: z.string(),
  url: z.string(),
});
export type HowToVideo = z.infer<typeof HowToVideo>;

/**
 * Site configuration (GET site config). The spec names only the feedback questions; the support phone
 * numbers, the links and the how-to videos are shown by the UI but their values are configuration.
 */
export const SiteConfig = z.object({
  feedbackQuestions: z.array(FeedbackQuestion),
  supportPhoneNumber: z.string().optional(),
  helpDeskPhoneNumber: z.string().optional(),
  links: SiteLinks.default({}),
  howToVideos: z.array(HowToVideo).default([]),
});
export type SiteConfig = z.infer<typeof SiteConfig>;

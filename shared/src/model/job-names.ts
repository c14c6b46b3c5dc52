// Plain data, without zod: the Admin Center's job runs page needs the names alone (model/job-run.ts has the schemas).

/** The scheduled jobs that read a provider feed file, each with its own feed (Admin Center: run now, drop a feed). */
export const FEED_JOB_NAMES = ['refresh-moving-lists', 'refresh-win-back-lists'] as const;
export type FeedJobName = (typeof FEED_JOB_NAMES)[number];

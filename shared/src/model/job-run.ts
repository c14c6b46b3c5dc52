import * as z from 'zod';

export { FEED_JOB_NAMES, type FeedJobName } from './job-names';

/** What became of one run of a scheduled job. */
export const JOB_RUN_STATUSES = ['running', 'succeeded', 'skipped', 'failed'] as const;
export type JobRunStatus = (typeof JOB_RUN_STATUSES)[number];

/**
 * One run of a scheduled job (refresh-moving-lists, refresh-win-back-lists) as operators see it: when it
 * ran, the provider feed it read, what it counted (rows, created, updated, removed, skipped…) and the rows it
 * refused, one message each. A run with nothing new to read is `skipped` and says since when.
 */
export const JobRun = z.object({
  jobName: z.string(),
  startedAt: z.string(),
  finishedAt: z.string().optional(),
  status: z.enum(JOB_RUN_STATUSES),
  feedKey: z.string().optional(),
  /** Why a run was skipped ("no new feed since 2026-11-01"). */
  note: z.string().optional(),
  counts: z.record(z.string(), z.number()),
  errors: z.array(z.string()),
});
export type JobRun = z.infer<typeof JobRun>;

/** The runs of every scheduled job, newest first, per job. */
export const JobRuns = z.object({
  jobs: z.array(z.object({ jobName: z.string(), runs: z.array(JobRun) })),
});
export type JobRuns = z.infer<typeof JobRuns>;

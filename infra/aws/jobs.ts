import { JOBS } from '@msc/functions/jobs/registry';

/** A scheduled job as CDK deploys it: an EventBridge Scheduler schedule invoking the job's own Lambda. */
export interface ScheduledJobSpec {
  /** kebab-case, e.g. `refresh-moving-lists`. */
  name: string;
  /** EventBridge Scheduler expression, read in UTC: `cron(0 6 1 * ? *)`, `rate(1 day)`. */
  schedule: string;
  /** Handler file relative to the functions workspace, e.g. `src/jobs/refresh-moving-lists.ts`. */
  entry: string;
}

/**
 * The deployed jobs. They come from functions/src/jobs/registry.ts, the list the local scheduler and
 * `npm run job` read too, so a job is declared once, e.g.
 * `{ name: 'refresh-moving-lists', schedule: 'cron(0 6 1 * ? *)', entry: 'src/jobs/refresh-moving-lists.ts', run }`.
 */
export const SCHEDULED_JOBS: ScheduledJobSpec[] = JOBS.map(({ name, schedule, entry }) => ({
  name,
  schedule,
  entry,
}));

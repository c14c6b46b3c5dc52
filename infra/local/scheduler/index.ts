import { Cron } from 'croner';
import { toCronerSchedule } from './schedule-expression';

export interface ScheduledJob {
  name: string;
  /** `cron(0 6 * * ? *)`, `rate(1 day)` or a plain 5-field cron. */
  cron: string;
  /** IANA zone the expression is read in; UTC by default, as EventBridge Scheduler. */
  timezone?: string;
  run: () => Promise<unknown>;
}

export interface Scheduler {
  stop(): void;
}

/**
 * The local stand-in for EventBridge Scheduler: runs each job on its schedule in this process. A job that
 * throws is logged and runs again next time; a job still running when its next time comes is skipped
 * (overrun protection), like a Lambda that is not invoked twice for one slow refresh.
 */
export const startScheduler = (jobs: ScheduledJob[]): Scheduler => {
  // Convert every expression first, so a typo fails the start instead of leaving half the jobs scheduled.
  const schedules = jobs.map((job) => ({ job, schedule: toCronerSchedule(job.cron, job.timezone) }));
  const crons = schedules.map(
    ({ job, schedule }) =>
      new Cron(schedule.pattern, { ...schedule.options, protect: true }, async () => {
        try {
          await job.run();
        } catch (error) {
          console.error(`[scheduler] job ${job.name} failed:`, error);
        }
      }),
  );
  return {
    stop() {
      for (const cron of crons) cron.stop();
    },
  };
};

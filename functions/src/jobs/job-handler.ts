import type { JobRun } from '@msc/shared/model/job-run';
import { backgroundHandler } from '#platform/background-handler';
import type { RunOptions } from '#retention/index';

/**
 * What EventBridge Scheduler sends (the schedule's input) or an operator, invoking the Lambda by hand:
 * `{"job": "refresh-moving-lists", "force": true}` reads the newest feed again even if a run read it.
 */
export interface JobEvent {
  job?: string;
  force?: boolean;
}

/**
 * A job's Lambda handler: one run, observed (logs, trace and metrics carry `job`), answering the run record.
 * A failed run throws, so the asynchronous invocation is retried and then lands on the failure destination.
 */
export const jobHandler = (name: string, run: (options: RunOptions) => Promise<JobRun>) =>
  backgroundHandler<JobEvent | undefined, JobRun>({ job: name }, (event) =>
    run({ force: event?.force === true }),
  );

import { MetricUnit } from '@aws-lambda-powertools/metrics';
import { now as clockNow } from '@msc/shared/clock';
import type { JobRun } from '@msc/shared/model/job-run';
import { logger } from './logger';
import { METRIC_DIMENSIONS, METRIC_NAMES } from './metric-names';
import { separateMetrics } from './metrics';

/**
 * A scheduled job run's metrics (the `job-<name>-failed` and `job-<name>-bad-rows` alarms read them). One
 * instance per run, so the `job` dimension stays on these four metrics only. Zeros are published too: an
 * alarm then always has data, and a run that found nothing wrong says so.
 */
export function publishJobRunMetrics(run: JobRun, badRows: number): void {
  const jobMetrics = separateMetrics();
  jobMetrics.addDimension(METRIC_DIMENSIONS.job, run.jobName);
  jobMetrics.addMetric(METRIC_NAMES.jobRuns, MetricUnit.Count, 1);
  jobMetrics.addMetric(METRIC_NAMES.jobFailures, MetricUnit.Count, run.status === 'failed' ? 1 : 0);
  jobMetrics.addMetric(METRIC_NAMES.jobSkipped, MetricUnit.Count, run.status === 'skipped' ? 1 : 0);
  jobMetrics.addMetric(METRIC_NAMES.jobBadRows, MetricUnit.Count, badRows);
  jobMetrics.publishStoredMetrics();
}

/** A feed job found no new feed for too many runs in a row (the `feed-overdue` alarm reads it). */
export function publishFeedOverdue(jobName: string): void {
  const jobMetrics = separateMetrics();
  jobMetrics.addDimension(METRIC_DIMENSIONS.job, jobName);
  jobMetrics.addMetric(METRIC_NAMES.feedOverdue, MetricUnit.Count, 1);
  jobMetrics.publishStoredMetrics();
}

/**
 * The end of a job that counts what it did and collects one error line per item that failed (the others
 * still ran): its run record, logged and its metrics published; thrown when anything failed, so the
 * scheduler's retry and the failed-jobs queue see it.
 */
export function finishJobRun(
  jobName: string,
  startedAt: string,
  counts: Record<string, number>,
  errors: string[],
): JobRun {
  const run: JobRun = {
    jobName,
    startedAt,
    finishedAt: clockNow().toISOString(),
    status: errors.length > 0 ? 'failed' : 'succeeded',
    counts,
    errors,
  };
  logger.info('Job finished', { job: jobName, ...counts, errors: errors.length });
  publishJobRunMetrics(run, 0);
  if (errors.length > 0) throw new Error(`${jobName} failed: ${errors.join('; ')}`);
  return run;
}

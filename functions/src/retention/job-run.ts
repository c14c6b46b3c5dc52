import { logger } from '#platform/logger';
import { putJobRun } from './retention-store';

export interface RunReport {
  feedKey?: string;
  counts: Record<string, number>;
  errors: string[];
}

/**
 * Runs a job body and keeps its run record: written as `running` first, then `succeeded` with the
 * counts and skipped rows, or `failed` with the reason. A failed run rethrows so the scheduler (and
 * EventBridge's retry policy) sees it.
 */
export async function recordRun(jobName: string, body: () => Promise<RunReport>): Promise<RunReport> {
  const startedAt = new Date().toISOString();
  await putJobRun({ jobName, startedAt, status: 'running', counts: {}, errors: [] });
  try {
    const report = await body();
    await putJobRun({
      jobName,
      startedAt,
      finishedAt: new Date().toISOString(),
      status: 'succeeded',
      feedKey: report.feedKey,
      counts: report.counts,
      errors: report.errors,
    });
    logger.info('Job finished', { job: jobName, feedKey: report.feedKey, ...report.counts });
    return report;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await putJobRun({
      jobName,
      startedAt,
      finishedAt: new Date().toISOString(),
      status: 'failed',
      counts: {},
      errors: [message],
    });
    logger.error('Job failed', { job: jobName, error: message });
    throw error;
  }
}

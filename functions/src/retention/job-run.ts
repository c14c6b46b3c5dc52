import { now } from '@msc/shared/clock';
import type { JobRun } from '@msc/shared/model/job-run';
import { publishJobRunMetrics as publishRunMetrics } from '#platform/job-metrics';
import { logger } from '#platform/logger';
import { FEED_PREFIX, type FeedName, type FeedObject, newestFeed } from './feed-file';
import { lastReadFeedRun, putJobRun } from './retention-store';

/** What a refresh reports of the feed it read: named counters and one message per refused row. */
export interface RunReport {
  counts: Record<string, number>;
  errors: string[];
}

export interface RunOptions {
  /** Read the newest feed even when a run already read it (an operator's rerun after a fix). */
  force?: boolean;
}

/**
 * A run record stays far below DynamoDB's 400 KB item limit whatever the feed holds: the first refused rows
 * are kept, the rest counted (`counts.skipped` has them all).
 */
export const MAX_STORED_ERRORS = 100;

function storedErrors(errors: readonly string[]): string[] {
  if (errors.length <= MAX_STORED_ERRORS) return [...errors];
  return [...errors.slice(0, MAX_STORED_ERRORS), `… and ${errors.length - MAX_STORED_ERRORS} more`];
}

const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Runs a feed job and keeps its run record. No feed newer than the one the last run read (same name, same
 * ETag) is a normal day, not an error: the run is recorded as `skipped` with "no new feed since <day the
 * newest feed arrived>" and nothing is read. Otherwise the record is written as `running`, then `succeeded`
 * with the counts and the refused rows (whether that many is too many is the alarm's call, not the job's),
 * or `failed` with the reason; a failed run rethrows so the Lambda's retries and its failure destination
 * see it.
 */
export async function runFeedJob(
  jobName: string,
  feedName: FeedName,
  options: RunOptions,
  refresh: (feed: FeedObject) => Promise<RunReport>,
): Promise<JobRun> {
  const startedAt = now().toISOString();
  let feed: FeedObject | undefined;
  try {
    feed = await newestFeed(feedName);
    const lastRead = options.force || !feed ? undefined : await lastReadFeedRun(jobName);
    const readBefore = lastRead?.feedKey === feed?.key && lastRead?.feedEtag === feed?.etag;
    if (!feed || (lastRead && readBefore)) {
      const run: JobRun = {
        jobName,
        startedAt,
        finishedAt: now().toISOString(),
        status: 'skipped',
        feedKey: feed?.key,
        note:
          feed && lastRead
            ? `no new feed since ${day(feed.lastModified)} (${feed.key}, read on ${lastRead.startedAt.slice(0, 10)})`
            : `no new feed since the job began: nothing under ${FEED_PREFIX[feedName]} yet`,
        counts: {},
        errors: [],
      };
      await putJobRun({ ...run, feedEtag: feed?.etag });
      logger.info('Job skipped', { job: jobName, note: run.note });
      publishRunMetrics(run, 0);
      return run;
    }
    await putJobRun({ jobName, startedAt, status: 'running', feedKey: feed.key, counts: {}, errors: [] });
    const report = await refresh(feed);
    const run: JobRun = {
      jobName,
      startedAt,
      finishedAt: now().toISOString(),
      status: 'succeeded',
      feedKey: feed.key,
      counts: report.counts,
      errors: storedErrors(report.errors),
    };
    await putJobRun({ ...run, feedEtag: feed.etag });
    logger.info('Job finished', {
      job: jobName,
      feedKey: feed.key,
      ...report.counts,
      badRows: report.errors.length,
    });
    publishRunMetrics(run, report.errors.length);
    return run;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const run: JobRun = {
      jobName,
      startedAt,
      finishedAt: now().toISOString(),
      status: 'failed',
      feedKey: feed?.key,
      counts: {},
      errors: [message],
    };
    await putJobRun(run);
    logger.error('Job failed', { job: jobName, error: message });
    publishRunMetrics(run, 0);
    throw error;
  }
}

import { now } from '@msc/shared/clock';
import type { JobRun } from '@msc/shared/model/job-run';
import {
  byFeedReadOrder,
  FEED_SKIPS_BEFORE_ALARM,
  feedPeriodRefusal,
  isFeedOverdue,
} from '@msc/shared/rules/feed-periods';
import { config } from '#platform/config';
import { publishFeedOverdue, publishJobRunMetrics as publishRunMetrics } from '#platform/job-metrics';
import { logger } from '#platform/logger';
import {
  BadFeedFile,
  FEED_PREFIX,
  type FeedName,
  type FeedObject,
  feedRefusalMessage,
  listFeeds,
} from './feed-file';
import { feedsReadBy, jobRunsOf, markFeedRead, putJobRun } from './retention-store';

/** What a refresh reports of the feed it read: named counters and one message per refused row. */
export interface RunReport {
  counts: Record<string, number>;
  errors: string[];
}

export interface RunOptions {
  /** Read the newest feed again when every feed was read (an operator's rerun after a fix). */
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

/** What one feed job reads now: its unread files in read order, and the files refused by their period. */
async function feedsToRead(jobName: string, feedName: FeedName, options: RunOptions) {
  const current = now();
  const [feeds, read] = await Promise.all([listFeeds(feedName), feedsReadBy(jobName)]);
  const refused: string[] = [];
  const readable = feeds
    .filter((feed) => {
      const refusal = feedPeriodRefusal(feed.period, current);
      if (refusal) refused.push(feedRefusalMessage(feed.key, feed.period, refusal));
      return !refusal;
    })
    .sort(byFeedReadOrder);
  const unread = readable.filter((feed) => read.get(feed.key)?.etag !== feed.etag);
  const newest = readable.at(-1);
  // Forced: the newest feed again even when it was read (an operator's rerun after a fix).
  const toRead = options.force && unread.length === 0 && newest ? [newest] : unread;
  return { toRead, refused, newest, newestRead: newest && read.get(newest.key) };
}

/** Nothing new: a skipped run, and the feed said overdue once the job skipped too many runs in a row. */
async function skippedRun(
  jobName: string,
  feedName: FeedName,
  startedAt: string,
  found: Awaited<ReturnType<typeof feedsToRead>>,
): Promise<JobRun> {
  const { newest, newestRead, refused } = found;
  const run: JobRun = {
    jobName,
    startedAt,
    finishedAt: now().toISOString(),
    status: 'skipped',
    feedKey: newest?.key,
    note:
      newest && newestRead
        ? `no new feed since ${day(newest.lastModified)} (${newest.key}, read on ${newestRead.readAt.slice(0, 10)})`
        : `no new feed since the job began: nothing under ${FEED_PREFIX[feedName]} yet`,
    counts: refused.length > 0 ? { refusedFeeds: refused.length } : {},
    errors: storedErrors(refused),
  };
  await putJobRun({ ...run, feedEtag: newest?.etag });
  logger.info('Job skipped', { job: jobName, note: run.note, refusedFeeds: refused.length });
  publishRunMetrics(run, 0);
  const threshold = config().FEED_SKIPS_BEFORE_ALARM ?? FEED_SKIPS_BEFORE_ALARM[feedName];
  if (threshold > 0) {
    const recent = await jobRunsOf(jobName, threshold);
    const inARow = recent.findIndex((earlier) => earlier.status !== 'skipped');
    if (isFeedOverdue(inARow === -1 ? recent.length : inARow, threshold)) {
      logger.error('A feed is overdue', { job: jobName, skippedInARow: threshold, lastFeed: newest?.key });
      publishFeedOverdue(jobName);
    }
  }
  return run;
}

/**
 * Runs a feed job and keeps its run records. Every feed file the job has not read (or that was replaced
 * since, a new ETag) is read, oldest period first, each as its own run: `running`, then `succeeded` with
 * the counts and the refused rows (whether that many is too many is the alarm's call, not the job's), or
 * `failed` with the reason. A bad file is marked so and passed (read again only once replaced), and the
 * job fails once the others are read; any other failure stops the job where it is, so a retry resumes in
 * order. Files whose period has not begun or is implausibly old are refused (named in the run's errors).
 * Nothing to read is a normal day, a `skipped` run, until too many in a row: then the feed is overdue.
 * Answers the last run.
 */
export async function runFeedJob(
  jobName: string,
  feedName: FeedName,
  options: RunOptions,
  refresh: (feed: FeedObject) => Promise<RunReport>,
): Promise<JobRun> {
  const startedAt = now().toISOString();
  let found: Awaited<ReturnType<typeof feedsToRead>>;
  try {
    found = await feedsToRead(jobName, feedName, options);
  } catch (error) {
    throw await failedRun(jobName, startedAt, undefined, error);
  }
  if (found.toRead.length === 0) return skippedRun(jobName, feedName, startedAt, found);
  let last: JobRun | undefined;
  let badFile: unknown;
  for (const [index, feed] of found.toRead.entries()) {
    const runStartedAt = index === 0 ? startedAt : now().toISOString();
    try {
      last = await readOneFeed(jobName, runStartedAt, feed, refresh, index === 0 ? found.refused : []);
    } catch (error) {
      await failedRun(jobName, runStartedAt, feed, error);
      if (!(error instanceof BadFeedFile)) throw error;
      await markFeedRead(jobName, feed, 'bad', now().toISOString());
      badFile ??= error;
    }
  }
  if (badFile) throw badFile;
  return last!;
}

async function readOneFeed(
  jobName: string,
  startedAt: string,
  feed: FeedObject,
  refresh: (feed: FeedObject) => Promise<RunReport>,
  refused: readonly string[],
): Promise<JobRun> {
  await putJobRun({ jobName, startedAt, status: 'running', feedKey: feed.key, counts: {}, errors: [] });
  const report = await refresh(feed);
  const run: JobRun = {
    jobName,
    startedAt,
    finishedAt: now().toISOString(),
    status: 'succeeded',
    feedKey: feed.key,
    counts: refused.length > 0 ? { ...report.counts, refusedFeeds: refused.length } : report.counts,
    errors: storedErrors([...refused, ...report.errors]),
  };
  await putJobRun({ ...run, feedEtag: feed.etag });
  await markFeedRead(jobName, feed, 'read', run.finishedAt!);
  logger.info('Job finished', {
    job: jobName,
    feedKey: feed.key,
    ...report.counts,
    badRows: report.errors.length,
  });
  publishRunMetrics(run, report.errors.length);
  return run;
}

/** Records a failed run (its reason) and answers the error to throw. */
async function failedRun(
  jobName: string,
  startedAt: string,
  feed: FeedObject | undefined,
  error: unknown,
): Promise<unknown> {
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
  logger.error('Job failed', { job: jobName, feedKey: feed?.key, error: message });
  publishRunMetrics(run, 0);
  return error;
}

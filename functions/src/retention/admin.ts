import { now } from '@msc/shared/clock';
import type { FeedJobName, JobRun } from '@msc/shared/model/job-run';
import { feedPeriodRefusal } from '@msc/shared/rules/feed-periods';
import type { ParsedFeed } from './feed-file';
import { BadFeedFile, type FeedName, feedKey, feedRefusalMessage, putFeedFile } from './feed-file';
import { checkMovingFeed, REFRESH_MOVING_LISTS, refreshMovingLists } from './refresh-moving-lists';
import { checkWinBackFeed, REFRESH_WIN_BACK_LISTS, refreshWinBackLists } from './refresh-win-back-lists';
import { jobRunsOf } from './retention-store';

/**
 * The retention capability's Admin Center entry: start a feed job now (the very run the schedule starts:
 * its run record, skip rule and failure handling) and drop a provider feed file where the provider's lands.
 */
const FEED_JOBS: Record<
  FeedJobName,
  {
    feed: FeedName;
    run: () => Promise<JobRun>;
    check: (key: string, text: string) => Promise<ParsedFeed<unknown>>;
  }
> = {
  [REFRESH_MOVING_LISTS]: { feed: 'moving', run: refreshMovingLists, check: checkMovingFeed },
  [REFRESH_WIN_BACK_LISTS]: { feed: 'winBack', run: refreshWinBackLists, check: checkWinBackFeed },
};

/** Runs the job once; a failed run answers its run record (which says why) rather than throwing. */
export async function runJobNow(name: FeedJobName): Promise<JobRun> {
  try {
    return await FEED_JOBS[name].run();
  } catch (error) {
    const [failed] = await jobRunsOf(name, 1);
    if (failed?.status !== 'failed') throw error;
    const { feedEtag: _etag, counts, ...run } = failed;
    return { ...run, counts: counts ?? {} };
  }
}

export { BadFeedFile };

/**
 * Checks a feed file with the job's own check (its name carries the period, its columns, at least one row)
 * and puts it in the admins' folder beside the provider's files (never over one); a bad file throws `BadFeedFile` with the job's message.
 * Answers the key and how many rows the job will refuse.
 */
export async function dropFeedFile(
  name: FeedJobName,
  fileName: string,
  text: string,
): Promise<{ key: string; rows: number; refusedRows: number }> {
  const { feed, check } = FEED_JOBS[name];
  const parsed = await check(feedKey(feed, fileName.replace(/\.csv$/, ''), 'admin'), text);
  const refusal = feedPeriodRefusal(parsed.period, now());
  if (refusal) throw new BadFeedFile(feedRefusalMessage(parsed.key, parsed.period, refusal));
  const key = await putFeedFile(feed, parsed.period, text, 'admin');
  return { key, rows: parsed.rows.length, refusedRows: parsed.rowErrors.length };
}

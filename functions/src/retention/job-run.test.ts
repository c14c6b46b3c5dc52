import { beforeEach, describe, expect, it, vi } from 'vitest';
import { publishFeedOverdue } from '#platform/job-metrics';
import { BadFeedFile, type FeedObject, listFeeds } from './feed-file';
import { MAX_STORED_ERRORS, runFeedJob } from './job-run';
import { feedsReadBy, jobRunsOf, markFeedRead, putJobRun } from './retention-store';

// No bucket, no table: the feed listing, the read marks and the run records are stand-ins.
vi.mock('./feed-file', async (original) => ({
  ...(await original<typeof import('./feed-file')>()),
  listFeeds: vi.fn(),
}));
vi.mock('./retention-store', () => ({
  feedsReadBy: vi.fn(),
  jobRunsOf: vi.fn(),
  markFeedRead: vi.fn(),
  putJobRun: vi.fn(),
}));
vi.mock('#platform/job-metrics', () => ({ publishFeedOverdue: vi.fn(), publishJobRunMetrics: vi.fn() }));

const JOB = 'refresh-moving-lists';
const feedOf = (
  period: string,
  etag = `"${period}"`,
  source: FeedObject['source'] = 'provider',
): FeedObject => ({
  key: `feeds/moving/${source === 'admin' ? 'admin/' : ''}${period}.csv`,
  etag,
  lastModified: new Date('2026-11-01T05:40:00Z'),
  period,
  source,
});
const november = feedOf('2026-11');
const refresh = vi.fn();
const stored = () => vi.mocked(putJobRun).mock.calls.map(([run]) => run);
const readKeys = () => refresh.mock.calls.map(([feed]) => (feed as FeedObject).key);
const given = (feeds: FeedObject[], read: Record<string, string> = {}) => {
  vi.mocked(listFeeds).mockResolvedValue(feeds);
  vi.mocked(feedsReadBy).mockResolvedValue(
    new Map(Object.entries(read).map(([key, etag]) => [key, { etag, readAt: '2026-11-01T06:00:02.000Z' }])),
  );
};

beforeEach(() => {
  vi.stubEnv('MSC_NOW', '2026-11-28T06:00:00.000Z');
  for (const mock of [listFeeds, feedsReadBy, jobRunsOf, markFeedRead, putJobRun, publishFeedOverdue]) {
    vi.mocked(mock).mockReset();
  }
  vi.mocked(jobRunsOf).mockResolvedValue([]);
  refresh.mockReset().mockResolvedValue({ counts: { rows: 2, created: 2 }, errors: [] });
});

describe('a feed job with nothing new to read', () => {
  it('records a skipped run and reads nothing when the provider dropped no feed yet', async () => {
    given([]);
    const run = await runFeedJob(JOB, 'moving', {}, refresh);
    expect(run).toMatchObject({
      status: 'skipped',
      note: 'no new feed since the job began: nothing under feeds/moving/ yet',
      counts: {},
      errors: [],
    });
    expect(refresh).not.toHaveBeenCalled();
    expect(stored()).toEqual([expect.objectContaining({ status: 'skipped', note: run.note })]);
  });

  it('records a skipped run, since the day the newest feed arrived, when every feed was read', async () => {
    given([november], { [november.key]: november.etag });
    const run = await runFeedJob(JOB, 'moving', {}, refresh);
    expect(run).toMatchObject({
      status: 'skipped',
      feedKey: november.key,
      note: 'no new feed since 2026-11-01 (feeds/moving/2026-11.csv, read on 2026-11-01)',
    });
    expect(refresh).not.toHaveBeenCalled();
  });

  it('reads a corrected feed (same name, new ETag), and the newest again when forced', async () => {
    given([november], { [november.key]: '"older"' });
    expect((await runFeedJob(JOB, 'moving', {}, refresh)).status).toBe('succeeded');
    given([november], { [november.key]: november.etag });
    expect((await runFeedJob(JOB, 'moving', { force: true }, refresh)).status).toBe('succeeded');
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('says the feed is overdue once the runs in a row without a new feed reach the threshold', async () => {
    given([november], { [november.key]: november.etag });
    const skipped = {
      jobName: JOB,
      startedAt: '2026-11-28',
      status: 'skipped' as const,
      counts: {},
      errors: [],
    };
    vi.mocked(jobRunsOf).mockResolvedValue([skipped]);
    await runFeedJob(JOB, 'moving', {}, refresh);
    expect(publishFeedOverdue).toHaveBeenCalledWith(JOB);
    vi.mocked(publishFeedOverdue).mockReset();
    // The Win Back feed may pause: three daily runs in a row, not one.
    vi.mocked(jobRunsOf).mockResolvedValue([skipped, { ...skipped, status: 'succeeded' }]);
    await runFeedJob('refresh-win-back-lists', 'winBack', {}, refresh);
    expect(publishFeedOverdue).not.toHaveBeenCalled();
  });
});

describe('a feed job that reads feeds', () => {
  it('reads every unread feed in period order, a late one too, each a run of its own', async () => {
    const late = feedOf('2026-09');
    given([november, feedOf('2026-10', '"x"', 'admin'), late, feedOf('2026-10')], {
      'feeds/moving/2026-10.csv': '"2026-10"',
    });
    const run = await runFeedJob(JOB, 'moving', {}, refresh);
    expect(readKeys()).toEqual(['feeds/moving/2026-09.csv', 'feeds/moving/admin/2026-10.csv', november.key]);
    expect(run.feedKey).toBe(november.key);
    expect(stored().map((record) => record.status)).toEqual([
      'running',
      'succeeded',
      'running',
      'succeeded',
      'running',
      'succeeded',
    ]);
    expect(vi.mocked(markFeedRead).mock.calls.map(([, feed, outcome]) => [feed.key, outcome])).toHaveLength(
      3,
    );
  });

  it('refuses a feed whose period has not begun or is implausibly old, and names it in the run', async () => {
    given([feedOf('9999-12'), feedOf('2019-01'), november]);
    const run = await runFeedJob(JOB, 'moving', {}, refresh);
    expect(readKeys()).toEqual([november.key]);
    expect(run.counts).toMatchObject({ refusedFeeds: 2 });
    expect(run.errors).toEqual([
      'Feed file feeds/moving/9999-12.csv: the period 9999-12 has not begun; it is not read before then.',
      'Feed file feeds/moving/2019-01.csv: the period 2019-01 is older than any list the portal keeps; it is not read.',
    ]);
  });

  it('records running, then succeeded with the counts and the refused rows, at most a bounded number', async () => {
    given([november]);
    const errors = Array.from({ length: MAX_STORED_ERRORS + 5 }, (_, i) => `line ${i + 2}: zip: Invalid`);
    refresh.mockResolvedValue({ counts: { rows: 200, skipped: errors.length }, errors });
    const run = await runFeedJob(JOB, 'moving', {}, refresh);
    expect(stored().map((record) => record.status)).toEqual(['running', 'succeeded']);
    expect(run.counts).toEqual({ rows: 200, skipped: MAX_STORED_ERRORS + 5 });
    expect(run.errors).toHaveLength(MAX_STORED_ERRORS + 1);
    expect(run.errors.at(-1)).toBe('… and 5 more');
  });

  it('passes a bad file (marked, read again once replaced), reads the rest, then fails', async () => {
    given([feedOf('2026-10'), november]);
    refresh.mockRejectedValueOnce(new BadFeedFile('Feed file feeds/moving/2026-10.csv: no rows.'));
    await expect(runFeedJob(JOB, 'moving', {}, refresh)).rejects.toThrow(/no rows/);
    expect(readKeys()).toEqual(['feeds/moving/2026-10.csv', november.key]);
    expect(vi.mocked(markFeedRead).mock.calls.map(([, feed, outcome]) => [feed.key, outcome])).toEqual([
      ['feeds/moving/2026-10.csv', 'bad'],
      [november.key, 'read'],
    ]);
  });

  it('stops at any other failure, so a retry resumes in order', async () => {
    given([feedOf('2026-10'), november]);
    refresh.mockRejectedValueOnce(new Error('Throughput exceeds the current capacity'));
    await expect(runFeedJob(JOB, 'moving', {}, refresh)).rejects.toThrow(/capacity/);
    expect(readKeys()).toEqual(['feeds/moving/2026-10.csv']);
    expect(markFeedRead).not.toHaveBeenCalled();
    expect(stored().at(-1)).toMatchObject({ status: 'failed', feedKey: 'feeds/moving/2026-10.csv' });
  });
});

import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type FeedObject, newestFeed } from './feed-file';
import { MAX_STORED_ERRORS, runFeedJob } from './job-run';
import { lastReadFeedRun, putJobRun } from './retention-store';

// No bucket, no table: the feed listing and the run records are stand-ins.
vi.mock('./feed-file', () => ({ FEED_PREFIX: { moving: 'feeds/moving/' }, newestFeed: vi.fn() }));
vi.mock('./retention-store', () => ({ lastReadFeedRun: vi.fn(), putJobRun: vi.fn() }));

const feed: FeedObject = {
  key: 'feeds/moving/2026-11.csv',
  etag: '"abc"',
  lastModified: new Date('2026-11-01T05:40:00Z'),
};
const readBefore = {
  jobName: 'refresh-moving-lists',
  startedAt: '2026-11-01T06:00:02.000Z',
  status: 'succeeded' as const,
  feedKey: feed.key,
  feedEtag: feed.etag,
  counts: { rows: 3 },
  errors: [],
};
const refresh = vi.fn();
const stored = () => vi.mocked(putJobRun).mock.calls.map(([run]) => run);

beforeEach(() => {
  vi.mocked(newestFeed).mockReset();
  vi.mocked(lastReadFeedRun).mockReset();
  vi.mocked(putJobRun).mockReset();
  refresh.mockReset().mockResolvedValue({ counts: { rows: 2, created: 2 }, errors: [] });
});

describe('a feed job with nothing new to read', () => {
  it('records a skipped run and reads nothing when the provider dropped no feed yet', async () => {
    vi.mocked(newestFeed).mockResolvedValue(undefined);
    const run = await runFeedJob('refresh-moving-lists', 'moving', {}, refresh);
    expect(run).toMatchObject({
      status: 'skipped',
      note: 'no new feed since the job began: nothing under feeds/moving/ yet',
      counts: {},
      errors: [],
    });
    expect(refresh).not.toHaveBeenCalled();
    expect(stored()).toEqual([expect.objectContaining({ status: 'skipped', note: run.note })]);
  });

  it('records a skipped run, since the day the newest feed arrived, when a run already read that feed', async () => {
    vi.mocked(newestFeed).mockResolvedValue(feed);
    vi.mocked(lastReadFeedRun).mockResolvedValue(readBefore);
    const run = await runFeedJob('refresh-moving-lists', 'moving', {}, refresh);
    expect(run).toMatchObject({
      status: 'skipped',
      feedKey: feed.key,
      note: 'no new feed since 2026-11-01 (feeds/moving/2026-11.csv, read on 2026-11-01)',
    });
    expect(refresh).not.toHaveBeenCalled();
    // The skip keeps the feed's identity, so tomorrow's run compares with it too.
    expect(stored()).toEqual([expect.objectContaining({ status: 'skipped', feedEtag: feed.etag })]);
  });

  it('reads a corrected feed (same name, new ETag), and the same feed again when forced', async () => {
    vi.mocked(newestFeed).mockResolvedValue({ ...feed, etag: '"def"' });
    vi.mocked(lastReadFeedRun).mockResolvedValue(readBefore);
    expect((await runFeedJob('refresh-moving-lists', 'moving', {}, refresh)).status).toBe('succeeded');
    vi.mocked(newestFeed).mockResolvedValue(feed);
    expect((await runFeedJob('refresh-moving-lists', 'moving', { force: true }, refresh)).status).toBe(
      'succeeded',
    );
    expect(refresh).toHaveBeenCalledTimes(2);
  });
});

describe('a feed job that reads a feed', () => {
  it('records running, then succeeded with the counts and the refused rows, at most a bounded number', async () => {
    vi.mocked(newestFeed).mockResolvedValue(feed);
    const errors = Array.from({ length: MAX_STORED_ERRORS + 5 }, (_, i) => `line ${i + 2}: zip: Invalid`);
    refresh.mockResolvedValue({ counts: { rows: 200, skipped: errors.length }, errors });
    const run = await runFeedJob('refresh-moving-lists', 'moving', {}, refresh);
    expect(stored().map((record) => record.status)).toEqual(['running', 'succeeded']);
    expect(run.counts).toEqual({ rows: 200, skipped: MAX_STORED_ERRORS + 5 });
    expect(run.errors).toHaveLength(MAX_STORED_ERRORS + 1);
    expect(run.errors.at(-1)).toBe('… and 5 more');
  });

  it('records a failed run and rethrows, so the retries and the failure destination see it', async () => {
    vi.mocked(newestFeed).mockResolvedValue(feed);
    refresh.mockRejectedValue(new Error('Feed file feeds/moving/2026-11.csv: no rows.'));
    await expect(runFeedJob('refresh-moving-lists', 'moving', {}, refresh)).rejects.toThrow(/no rows/);
    expect(stored().at(-1)).toMatchObject({
      status: 'failed',
      feedKey: feed.key,
      errors: ['Feed file feeds/moving/2026-11.csv: no rows.'],
    });
  });
});

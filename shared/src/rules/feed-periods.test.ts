import { describe, expect, it } from 'vitest';
import { byFeedReadOrder, FEED_OLDEST_MONTHS, feedPeriodRefusal, isFeedOverdue } from './feed-periods';

const now = new Date('2026-11-28T06:00:00Z');

describe('which feed periods a job reads', () => {
  it('reads this month, this day and the past; refuses a period that has not begun', () => {
    expect(feedPeriodRefusal('2026-11', now)).toBeUndefined();
    expect(feedPeriodRefusal('2026-11-28', now)).toBeUndefined();
    expect(feedPeriodRefusal('2026-10', now)).toBeUndefined();
    expect(feedPeriodRefusal('2026-12', now)).toBe('future');
    expect(feedPeriodRefusal('2026-11-29', now)).toBe('future');
    expect(feedPeriodRefusal('9999-12', now)).toBe('future');
    // A name without a period is the job's check to refuse.
    expect(feedPeriodRefusal('notes', now)).toBeUndefined();
  });

  it(`refuses a period older than ${FEED_OLDEST_MONTHS} months`, () => {
    expect(feedPeriodRefusal('2023-11', now)).toBeUndefined();
    expect(feedPeriodRefusal('2023-11-01', now)).toBeUndefined();
    expect(feedPeriodRefusal('2023-10', now)).toBe('tooOld');
    expect(feedPeriodRefusal('2023-10-31', now)).toBe('tooOld');
    expect(feedPeriodRefusal('0001-01', now)).toBe('tooOld');
  });
});

describe('the order feeds are read in', () => {
  it('oldest period first, the provider before an admin drop of the same period', () => {
    const feeds = [
      { period: '2026-11', source: 'admin' as const, key: 'feeds/moving/admin/2026-11.csv' },
      { period: '2026-11', source: 'provider' as const, key: 'feeds/moving/2026-11.csv' },
      { period: '2026-09', source: 'provider' as const, key: 'feeds/moving/2026-09.csv' },
      { period: '2026-10', source: 'admin' as const, key: 'feeds/moving/admin/2026-10.csv' },
    ];
    expect([...feeds].sort(byFeedReadOrder).map((feed) => feed.key)).toEqual([
      'feeds/moving/2026-09.csv',
      'feeds/moving/admin/2026-10.csv',
      'feeds/moving/2026-11.csv',
      'feeds/moving/admin/2026-11.csv',
    ]);
  });
});

describe('a feed that stops arriving', () => {
  it('is overdue after the configured run of skipped runs, never with the alarm turned off', () => {
    expect(isFeedOverdue(2, 3)).toBe(false);
    expect(isFeedOverdue(3, 3)).toBe(true);
    expect(isFeedOverdue(1, 1)).toBe(true);
    expect(isFeedOverdue(0, 1)).toBe(false);
    expect(isFeedOverdue(99, 0)).toBe(false);
  });
});

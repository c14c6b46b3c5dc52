/**
 * Which provider feed files a feed job reads, and in what order (the Moving and Win Back feeds, named by the
 * period they carry: `2026-11` or `2026-11-23`). Every unread file is read, oldest period first, so a late
 * file is read when it lands and the next month's never hides it; a file for a period that has not begun
 * (`9999-12.csv`) or that is older than any list the portal keeps is refused, not read.
 */

/** Older than this many months a feed is refused: Win Back reaches back 3 years, nothing further. */
export const FEED_OLDEST_MONTHS = 36;

/**
 * How many skipped runs in a row, by default, before a job says its feed is overdue (the alarm): the monthly
 * Moving job's first run without a new file is a month missed; the daily Win Back and new-policy feeds may
 * pause a few days.
 * `FEED_SKIPS_BEFORE_ALARM` in a Lambda's environment sets one figure for both (0 turns the alarm off).
 */
export const FEED_SKIPS_BEFORE_ALARM = { moving: 1, winBack: 3, newPolicies: 3 } as const;

export type FeedRefusal = 'future' | 'tooOld';

/** Why a feed of this period is not read now, or undefined when it may be. */
export function feedPeriodRefusal(period: string, now: Date): FeedRefusal | undefined {
  // A name that carries no period is the job's check to refuse (as a bad file), not a period to judge.
  if (!/^\d{4}-\d{2}(-\d{2})?$/.test(period)) return undefined;
  const today = now.toISOString().slice(0, 10);
  // A month's period starts on its 1st; a day's on that day.
  const starts = period.length === 7 ? `${period}-01` : period;
  if (starts > today) return 'future';
  const oldest = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - FEED_OLDEST_MONTHS, 1));
  if (starts < oldest.toISOString().slice(0, 10)) return 'tooOld';
  return undefined;
}

export interface OrderedFeed {
  period: string;
  /** An admin's drop (Admin Center) is kept apart from the provider's files and read after them. */
  source: 'provider' | 'admin';
  key: string;
}

/** The order feeds are read in: by period, the provider's before an admin's drop of the same period. */
export function byFeedReadOrder(a: OrderedFeed, b: OrderedFeed): number {
  if (a.period !== b.period) return a.period < b.period ? -1 : 1;
  if (a.source !== b.source) return a.source === 'provider' ? -1 : 1;
  return a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
}

/** The feed is overdue once this many runs in a row found nothing new to read. */
export const isFeedOverdue = (skippedInARow: number, threshold: number): boolean =>
  threshold > 0 && skippedInARow >= threshold;

import { Cron } from 'croner';
import { describe, expect, it } from 'vitest';
import { eventBridgeCronToCroner, toCronerSchedule } from './schedule-expression';

/** The next `count` run times croner computes for an expression, starting after `from`. */
const nextRuns = (expression: string, from: string, count = 2, timezone?: string): string[] => {
  const { pattern, options } = toCronerSchedule(expression, timezone);
  return new Cron(pattern, { ...options, paused: true })
    .nextRuns(count, new Date(from))
    .map((d) => d.toISOString());
};

describe('eventBridgeCronToCroner', () => {
  it('turns ? into * and drops the year', () => {
    expect(eventBridgeCronToCroner('0 6 * * ? *')).toBe('0 6 * * *');
    expect(eventBridgeCronToCroner('0 6 ? * MON-FRI *')).toBe('0 6 * * MON-FRI');
  });

  it('shifts numeric days of week from 1-7 (SUN=1) to 0-6 (SUN=0), in ranges, lists, # and L', () => {
    expect(eventBridgeCronToCroner('0 9 ? * 2-6 *')).toBe('0 9 * * 1-5');
    expect(eventBridgeCronToCroner('0 9 ? * 1,7 *')).toBe('0 9 * * 0,6');
    expect(eventBridgeCronToCroner('0 9 ? * 2#1 *')).toBe('0 9 * * 1#1');
    expect(eventBridgeCronToCroner('0 9 ? * 6L *')).toBe('0 9 * * 5#L');
  });

  it('refuses what croner cannot express', () => {
    expect(() => eventBridgeCronToCroner('0 6 * * ? 2030')).toThrow(/year/);
    expect(() => eventBridgeCronToCroner('0 6 15W * ? *')).toThrow(/W/);
    expect(() => eventBridgeCronToCroner('0 6 * * ?')).toThrow(/6 fields/);
    expect(() => eventBridgeCronToCroner('0 6 ? * 0 *')).toThrow(/1-7/);
  });
});

describe('toCronerSchedule', () => {
  it('runs cron(0 6 * * ? *) every day at 06:00 UTC', () => {
    expect(nextRuns('cron(0 6 * * ? *)', '2025-01-01T00:00:00Z')).toEqual([
      '2025-01-01T06:00:00.000Z',
      '2025-01-02T06:00:00.000Z',
    ]);
  });

  it('reads the expression in the given time zone', () => {
    // 06:00 in New York is 11:00 UTC in winter (EST) and 10:00 UTC in summer (EDT).
    expect(nextRuns('cron(0 6 * * ? *)', '2025-01-01T00:00:00Z', 1, 'America/New_York')).toEqual([
      '2025-01-01T11:00:00.000Z',
    ]);
    expect(nextRuns('cron(0 6 * * ? *)', '2025-07-01T00:00:00Z', 1, 'America/New_York')).toEqual([
      '2025-07-01T10:00:00.000Z',
    ]);
  });

  it('keeps EventBridge weekday semantics end to end', () => {
    // 2025-01-04 is a Saturday: MON-FRI in EventBridge numbering (2-6) next fires on Monday the 6th.
    expect(nextRuns('cron(0 9 ? * 2-6 *)', '2025-01-04T00:00:00Z')).toEqual([
      '2025-01-06T09:00:00.000Z',
      '2025-01-07T09:00:00.000Z',
    ]);
    // First Monday (2#1) of February 2025 is the 3rd; last Friday (6L) of January 2025 is the 31st.
    expect(nextRuns('cron(0 9 ? * 2#1 *)', '2025-01-15T00:00:00Z', 1)).toEqual(['2025-02-03T09:00:00.000Z']);
    expect(nextRuns('cron(0 9 ? * 6L *)', '2025-01-01T00:00:00Z', 1)).toEqual(['2025-01-31T09:00:00.000Z']);
    // The win-back refresh style "on the 13th": day of month with ? for day of week.
    expect(nextRuns('cron(30 5 13 * ? *)', '2025-01-14T00:00:00Z', 1)).toEqual(['2025-02-13T05:30:00.000Z']);
    expect(nextRuns('cron(15 12 L * ? *)', '2025-02-01T00:00:00Z', 1)).toEqual(['2025-02-28T12:15:00.000Z']);
  });

  it('accepts a plain 5-field cron', () => {
    expect(nextRuns('*/15 * * * *', '2025-01-01T00:07:00Z')).toEqual([
      '2025-01-01T00:15:00.000Z',
      '2025-01-01T00:30:00.000Z',
    ]);
  });

  it('turns rate(n unit) into an interval whose first run is one period away', () => {
    const now = new Date();
    const { pattern, options } = toCronerSchedule('rate(5 minutes)', 'UTC', now);
    expect(options.interval).toBe(300);
    const [first, second] = new Cron(pattern, { ...options, paused: true }).nextRuns(2);
    expect(first!.getTime() - now.getTime()).toBeGreaterThanOrEqual(299_000);
    expect(first!.getTime() - now.getTime()).toBeLessThanOrEqual(301_000);
    expect(second!.getTime() - first!.getTime()).toBe(300_000);

    expect(toCronerSchedule('rate(1 day)').options.interval).toBe(86_400);
    expect(toCronerSchedule('rate(2 hours)').options.interval).toBe(7_200);
  });

  it('refuses malformed expressions', () => {
    expect(() => toCronerSchedule('rate(0 days)')).toThrow(/rate/);
    expect(() => toCronerSchedule('rate(1 week)')).toThrow(/rate/);
    expect(() => toCronerSchedule('every day')).toThrow(/Unsupported/);
    expect(() => toCronerSchedule('0 0 6 * * *')).toThrow(/Unsupported/);
  });
});

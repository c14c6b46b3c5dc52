import { describe, expect, it } from 'vitest';
import { IN_HOME_WINDOW_BUSINESS_DAYS } from './constants';
import { inHomeWindowOf } from './in-home-date';
import {
  type DeliveryTimes,
  dropDaysBetween,
  inHomeDaysOf,
  inHomeWindowFrom,
  inHomeWindowWithSource,
  OBSERVED_IN_HOME,
  observedMonths,
  withDelivery,
} from './observed-in-home';

/** `pieces` pieces to 980 by marketing mail in `month`, spread over `spread` drop days from `from`. */
function times(month: string, pieces: number, from: number, spread = 1): DeliveryTimes {
  let days: number[] = [];
  for (let piece = 0; piece < pieces; piece++) days = withDelivery(days, from + (piece % spread));
  return { zip3: '980', mailClass: 'marketing', month, days };
}

const today = '2026-11-18';

describe('the planner learns', () => {
  it("keeps today's rule below the threshold of observed pieces", () => {
    const below = [times('2026-11', OBSERVED_IN_HOME.minPieces - 1, 2)];
    expect(inHomeDaysOf(below, today)).toEqual({
      source: 'rule',
      ...IN_HOME_WINDOW_BUSINESS_DAYS,
      pieces: OBSERVED_IN_HOME.minPieces - 1,
    });
  });

  it('switches to the observed times once enough pieces were delivered', () => {
    const enough = [
      times('2026-10', OBSERVED_IN_HOME.minPieces / 2, 2, 3),
      times('2026-11', OBSERVED_IN_HOME.minPieces / 2, 2, 3),
    ];
    expect(inHomeDaysOf(enough, today)).toEqual({ source: 'observed', first: 2, last: 4, pieces: 200 });
  });

  it('counts only the last months: older deliveries no longer teach it', () => {
    const old = [times('2026-07', 1000, 2)];
    expect(inHomeDaysOf(old, today).source).toBe('rule');
    expect(observedMonths(today)).toEqual(['2026-11', '2026-10', '2026-09', '2026-08']);
    expect(observedMonths('2026-02-03')).toEqual(['2026-02', '2026-01', '2025-12', '2025-11']);
  });

  it('leaves the rare slow piece out of the window (95th percentile)', () => {
    const fast = times('2026-11', 990, 4);
    const slow = times('2026-11', 10, 25);
    const days = inHomeDaysOf(
      [
        {
          ...fast,
          days: fast.days
            .map((count, day) => count + (slow.days[day] ?? 0))
            .concat(slow.days.slice(fast.days.length)),
        },
      ],
      today,
    );
    expect(days).toMatchObject({ source: 'observed', first: 4, last: 4 });
  });

  it('gives the same window as the rule when told the rule', () => {
    const rule = inHomeDaysOf([], today);
    expect(inHomeWindowFrom('2026-11-02', rule)).toEqual(inHomeWindowOf('2026-11-02'));
  });

  it('says where the window comes from', () => {
    expect(
      inHomeWindowWithSource('2026-11-02', { source: 'observed', first: 2, last: 4, pieces: 1200 }),
    ).toBe('In homes 11/04/2026 – 11/06/2026 (from the delivery times of 1,200 pieces mailed to this area)');
    expect(inHomeWindowWithSource('2026-11-02', inHomeDaysOf([], today))).toMatch(/\(estimated: not enough/);
  });

  it('counts transit in drop days: a weekend is not a day', () => {
    expect(dropDaysBetween('2026-11-06', '2026-11-09')).toBe(1);
    expect(dropDaysBetween('2026-11-02', '2026-11-02')).toBe(0);
  });
});

import { inHomeTexts } from '../messages/in-home-texts';
import type { BusinessDate } from './business-date';
import { IN_HOME_WINDOW_BUSINESS_DAYS } from './constants';
import { formatCount, formatDate } from './formatting';
import { addDropCalendarDays, type InHomeWindow } from './in-home-date';

/**
 * The planner learns (issue 49): the in-home window of a destination (three-digit ZIP) and mail class
 * from the delivery times its pieces took in the last months, once enough pieces were seen; until then
 * today's rule (3rd to 10th drop day, `inHomeWindowOf`). The times are kept as an aggregate per 3-digit
 * ZIP × class × month: how many pieces took each number of drop days from the drop date to the day they
 * went out for delivery.
 */
export const OBSERVED_IN_HOME = {
  /** The months before the current one whose deliveries count (with the current month's so far). */
  months: 3,
  /** Fewer pieces than this and the window is the rule's: a handful of pieces says little. */
  minPieces: 200,
  /** The window spans the middle of the observed times: the 5th to the 95th percentile. */
  lowPercentile: 0.05,
  highPercentile: 0.95,
  /** Longer transits than this are counted in its last day (a lost piece found weeks later). */
  maxDays: 30,
} as const;

/** The observed delivery times of one destination, class and month: `days[n]` pieces took n drop days. */
export interface DeliveryTimes {
  zip3: string;
  mailClass: string;
  /** YYYY-MM. */
  month: string;
  days: number[];
}

/** Where an in-home window comes from: the observed delivery times or the delivery note's rule. */
type InHomeSource = 'observed' | 'rule';

/** The in-home window as drop days after the drop date, and how it was found. */
export interface InHomeDays {
  source: InHomeSource;
  first: number;
  last: number;
  /** The pieces observed (0 with the rule when none were). */
  pieces: number;
}

/** The drop days from the drop date to a later day (0 the same day); the day itself counts if it is one. */
export function dropDaysBetween(dropDate: BusinessDate, day: BusinessDate): number {
  let count = 0;
  while (addDropCalendarDays(dropDate, count + 1) <= day) count += 1;
  return Math.min(count, OBSERVED_IN_HOME.maxDays);
}

/** The aggregate's histogram with `pieces` more pieces (one by default) that took `took` drop days. */
export function withDelivery(days: readonly number[], took: number, pieces = 1): number[] {
  const at = Math.max(0, Math.min(took, OBSERVED_IN_HOME.maxDays));
  const next = [...days];
  while (next.length <= at) next.push(0);
  next[at] = (next[at] ?? 0) + pieces;
  return next;
}

/** The months whose times count on `today`: the current month and the `months` before it (YYYY-MM). */
export function observedMonths(today: BusinessDate): string[] {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return Array.from({ length: OBSERVED_IN_HOME.months + 1 }, (_, back) => {
    const index = year * 12 + (month - 1) - back;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

/** The smallest number of days by which at least `share` of the pieces had gone out for delivery. */
function percentileDay(days: readonly number[], total: number, share: number): number {
  let seen = 0;
  for (let day = 0; day < days.length; day++) {
    seen += days[day] ?? 0;
    if (seen >= share * total) return day;
  }
  return days.length - 1;
}

/**
 * The in-home days of a destination and class: from the observed times of the counted months when they
 * hold at least `minPieces` pieces, else the rule's.
 */
export function inHomeDaysOf(aggregates: readonly DeliveryTimes[], today: BusinessDate): InHomeDays {
  const months = new Set(observedMonths(today));
  const days: number[] = [];
  for (const aggregate of aggregates) {
    if (!months.has(aggregate.month)) continue;
    aggregate.days.forEach((count, day) => {
      days[day] = (days[day] ?? 0) + count;
    });
  }
  const pieces = days.reduce((sum, count) => sum + (count ?? 0), 0);
  if (pieces < OBSERVED_IN_HOME.minPieces) {
    return { source: 'rule', ...IN_HOME_WINDOW_BUSINESS_DAYS, pieces };
  }
  const filled = Array.from(days, (count) => count ?? 0);
  return {
    source: 'observed',
    first: percentileDay(filled, pieces, OBSERVED_IN_HOME.lowPercentile),
    last: percentileDay(filled, pieces, OBSERVED_IN_HOME.highPercentile),
    pieces,
  };
}

/** A drop's in-home window from its in-home days. */
export function inHomeWindowFrom(
  dropDate: BusinessDate,
  days: Pick<InHomeDays, 'first' | 'last'>,
): InHomeWindow {
  return { first: addDropCalendarDays(dropDate, days.first), last: addDropCalendarDays(dropDate, days.last) };
}

/** The planner's line: the window, and whether observed delivery times or the rule gave it. */
export function inHomeWindowWithSource(dropDate: BusinessDate, days: InHomeDays): string {
  const { first, last } = inHomeWindowFrom(dropDate, days);
  const window = inHomeTexts.inHomeWindow(formatDate(first), formatDate(last));
  const source =
    days.source === 'observed'
      ? inHomeTexts.fromObservedTimes(formatCount(days.pieces))
      : inHomeTexts.fromRule;
  return `${window} (${source})`;
}

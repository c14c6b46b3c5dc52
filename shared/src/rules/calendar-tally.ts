import type { CalendarDayCount, CalendarEvent, CalendarEventFilter } from '../model/calendar';
import { matchesCalendarFilter, monthRange } from './calendar-month';
import { type CalendarOrderSource, calendarEventsOfOrder, ORDER_ENTRY_KIND } from './order-calendar';
import { addToBucket, type FigureBuckets, withoutZeros } from './order-figures';

/**
 * The month calendar's counts of an agency's order entries (its mail drops and collateral orders), kept
 * among its order figures: one bucket per month, `c#YYYY-MM`, counting `DD:<category>`. The month view
 * reads one bucket whatever the agency mails (a busy agency has about 1,400 drops a month); the entries
 * themselves are read a day at a time. The names are bounded by the days of a month and the two
 * categories, never by how many orders there were.
 */

type EntryCategory = CalendarDayCount['category'];

export const calendarTallyBucket = (month: string) => `c#${month}`;
const countName = (date: string, category: EntryCategory) => `${date.slice(8, 10)}:${category}`;

/** Adds the entries (sign -1 takes them away) to the month buckets of their days. */
export function addCalendarTally(
  into: FigureBuckets,
  events: readonly Pick<CalendarEvent, 'startDate' | 'category'>[],
  sign: 1 | -1 = 1,
): FigureBuckets {
  for (const event of events) {
    const bucket = calendarTallyBucket(event.startDate.slice(0, 7));
    addToBucket(into, bucket, countName(event.startDate, event.category as EntryCategory), sign);
  }
  return into;
}

/** What a change of an order (absent before: placed) does to its agency's day counts. Zeros dropped. */
export function calendarTallyChange(
  before: CalendarOrderSource | undefined,
  after: CalendarOrderSource | undefined,
): FigureBuckets {
  const change: FigureBuckets = new Map();
  addCalendarTally(change, calendarEventsOfOrder(after), 1);
  addCalendarTally(change, calendarEventsOfOrder(before), -1);
  return withoutZeros(change);
}

/** The month's days with order entries the filter shows, by day then category, from its bucket's counts. */
export function dayCountsOf(
  month: string,
  counts: Readonly<Record<string, number>> | undefined,
  filter: CalendarEventFilter,
): CalendarDayCount[] {
  const { last } = monthRange(month);
  const dayCounts: CalendarDayCount[] = [];
  for (const [name, count] of Object.entries(counts ?? {})) {
    const [day, category] = name.split(':') as [string, EntryCategory];
    const date = `${month}-${day}`;
    if (count <= 0 || date > last || !matchesCalendarFilter({ ...ORDER_ENTRY_KIND, category }, filter))
      continue;
    dayCounts.push({ date, category, count });
  }
  return dayCounts.sort((a, b) => a.date.localeCompare(b.date) || a.category.localeCompare(b.category));
}

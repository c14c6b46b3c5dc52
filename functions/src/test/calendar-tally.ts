import { monthRange } from '@msc/shared/rules/calendar-month';
import { addCalendarTally, calendarTallyBucket } from '@msc/shared/rules/calendar-tally';
import type { FigureCounts } from '@msc/shared/rules/order-figures';
import { calendarEntriesBetween, calendarTallyOfMonth } from '#orders/reads';

/**
 * A month's stored counts per day (what the month view reads) and the counts of its stored entries (what
 * the day lists read): equal when every write kept them together.
 */
export async function monthTallyAndEntries(
  agencyId: number,
  month: string,
): Promise<{ tally: FigureCounts; fromEntries: FigureCounts }> {
  const { first, last } = monthRange(month);
  const [tally, entries] = await Promise.all([
    calendarTallyOfMonth(agencyId, month),
    calendarEntriesBetween(agencyId, first, last),
  ]);
  const fromEntries = addCalendarTally(new Map(), entries).get(calendarTallyBucket(month)) ?? {};
  return { tally: tally ?? {}, fromEntries };
}

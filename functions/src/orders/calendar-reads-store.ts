import type { CalendarEvent } from '@msc/shared/model/calendar';
import { calendarTallyBucket } from '@msc/shared/rules/calendar-tally';
import { ORDER_ENTRY_KIND } from '@msc/shared/rules/order-calendar';
import type { FigureCounts } from '@msc/shared/rules/order-figures';
import { OrderCalendarEntryEntity } from '#data/entities/order-calendar-entry';
import { OrderFigureEntity } from '#data/entities/order-figure';
import { storeDb } from '#platform/store-db';

/**
 * What the calendar reads of an agency's orders, and nothing that writes: a month's counts of its mail
 * drops and collateral orders per day (one figures bucket, shared/src/rules/calendar-tally.ts) and a day's
 * entries (data/entities/order-calendar-entry.ts). The calendar's Lambda bundles this alone of orders, so
 * its grants stay read-only for them (infra/aws/capability-access.ts).
 */
const db = /* @__PURE__ */ storeDb({
  orderCalendarEntry: OrderCalendarEntryEntity,
  orderFigure: OrderFigureEntity,
});

/** The agency's entries from `first` to `last` (YYYY-MM-DD, inclusive), by day: one Query. */
export async function calendarEntriesBetween(
  agencyId: number,
  first: string,
  last: string,
): Promise<CalendarEvent[]> {
  const { data } = await db()
    .entities.orderCalendarEntry.query.byDay({ agencyId })
    .between({ eventDate: first }, { eventDate: `${last}\uffff` })
    .go({ pages: 'all' });
  return data.map((entry) => ({
    id: entry.eventId,
    startDate: entry.eventDate,
    endDate: entry.eventDate,
    title: entry.title,
    ...(entry.content === undefined ? {} : { content: entry.content }),
    ...ORDER_ENTRY_KIND,
    category: entry.category,
  }));
}

/** The month's counts of the agency's entries per day and category (`YYYY-MM`): one item, or none yet. */
export async function calendarTallyOfMonth(
  agencyId: number,
  month: string,
): Promise<FigureCounts | undefined> {
  const { data } = await db()
    .entities.orderFigure.get({ agencyId, bucket: calendarTallyBucket(month) })
    .go({ attributes: ['counts'] });
  return data?.counts;
}

import type { EntityItem } from 'electrodb';
import { CalendarEventEntity, LONGEST_CALENDAR_EVENT_DAYS } from '#data/entities/calendar-event';
import { storeDb } from '#platform/store-db';

/** The entities this store reads and writes: a Lambda bundles those only. */
const db = /* @__PURE__ */ storeDb({ calendarEvent: CalendarEventEntity });

export type CalendarEventItem = EntityItem<typeof CalendarEventEntity>;
export type CalendarOwner = Pick<CalendarEventItem, 'ownerType' | 'ownerId'>;

const daysBefore = (isoDate: string, days: number) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/** One calendar's events that touch [first, last]: started at most 31 days before, not ended before. */
export async function eventsOfCalendar(owner: CalendarOwner, first: string, last: string) {
  const { data } = await db()
    .entities.calendarEvent.query.eventsOfCalendar(owner)
    .between({ startDate: daysBefore(first, LONGEST_CALENDAR_EVENT_DAYS) }, { startDate: `${last}\uffff` })
    .where(({ endDate }, { gte }) => gte(endDate, first))
    .go({ pages: 'all' });
  return data;
}

export async function createEvent(item: CalendarEventItem): Promise<void> {
  await db().entities.calendarEvent.create(item).go();
}

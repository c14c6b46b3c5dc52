import type { CalendarEvent } from '@msc/shared/model/calendar';
import { calendarEntryKey } from '@msc/shared/rules/order-calendar';
import { OrderCalendarEntryEntity } from '#data/entities/order-calendar-entry';
import { mapBounded } from '#platform/bounded-map';
import { storeDb } from '#platform/store-db';

/**
 * The writes of an agency's calendar entries from its orders (data/entities/order-calendar-entry.ts), one
 * item each; the calendar reads them through calendar-reads-store.ts.
 */
const db = /* @__PURE__ */ storeDb({ orderCalendarEntry: OrderCalendarEntryEntity });

/** Entries written at once (an order has a few: its lines' mailings and its collateral). */
const IN_FLIGHT = 8;

type EntryCategory = 'MAIL_DROP' | 'COLLATERAL_ORDERS';

const keyOf = (agencyId: number, event: Pick<CalendarEvent, 'startDate' | 'id'>) => ({
  agencyId,
  eventDate: event.startDate,
  eventId: event.id,
});

function itemOf(agencyId: number, orderId: string, event: CalendarEvent) {
  return {
    ...keyOf(agencyId, event),
    orderId,
    title: event.title,
    content: event.content,
    category: event.category as EntryCategory,
  };
}

/** Writes an order's new or changed entries and removes those it no longer has (calendarChange's). */
export async function changeCalendarEntries(
  agencyId: number,
  orderId: string,
  change: { put: readonly CalendarEvent[]; remove: readonly CalendarEvent[] },
): Promise<void> {
  const entries = db().entities.orderCalendarEntry;
  await mapBounded(change.remove, IN_FLIGHT, (event) => entries.delete(keyOf(agencyId, event)).go());
  await mapBounded(change.put, IN_FLIGHT, (event) => entries.put(itemOf(agencyId, orderId, event)).go());
}

/**
 * Writes an agency's entries anew (the backfill, from its orders): each computed entry, and a stored one
 * no order has any more removed. Answers how many it wrote or removed.
 */
export async function replaceCalendarEntries(
  agencyId: number,
  entries: readonly { orderId: string; event: CalendarEvent }[],
): Promise<number> {
  const store = db().entities.orderCalendarEntry;
  const { data: stored } = await store.query
    .byDay({ agencyId })
    .go({ pages: 'all', attributes: ['eventDate', 'eventId'] });
  const wanted = new Set(entries.map(({ event }) => calendarEntryKey(event)));
  const stale = stored.filter(
    ({ eventDate, eventId }) => !wanted.has(calendarEntryKey({ startDate: eventDate, id: eventId })),
  );
  await mapBounded(stale, IN_FLIGHT, (entry) => store.delete({ agencyId, ...entry }).go());
  await mapBounded(entries, IN_FLIGHT, ({ orderId, event }) =>
    store.put(itemOf(agencyId, orderId, event)).go(),
  );
  return stale.length + entries.length;
}

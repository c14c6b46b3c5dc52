import type { EntityItem } from 'electrodb';
import { CalendarEventEntity, LONGEST_CALENDAR_EVENT_DAYS } from '#data/entities/calendar-event';
import { OrderEntity, OrderItemEntity } from '#data/entities/order';
import { storeDb } from '#data/store-db';

/** The entities this store reads and writes: a Lambda bundles those only. */
const db = storeDb({ calendarEvent: CalendarEventEntity, order: OrderEntity, orderItem: OrderItemEntity });

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

/** The agency's orders placed in [from, to] (any of its users), each with its items; canceled left out. */
export async function agencyOrdersBetween(agencyId: number, from: string, to: string) {
  const { data: orders } = await db()
    .entities.order.query.ordersOfAgency({ agencyId })
    .between({ orderDate: from }, { orderDate: `${to}\uffff` })
    .go({ pages: 'all' });
  return Promise.all(
    orders
      .filter((order) => order.orderStatusCode !== 99)
      .map(async (order) => {
        const { data: items } = await db()
          .entities.orderItem.query.itemsOfOrder({ userName: order.userName, orderId: order.orderId })
          .go({ pages: 'all', attributes: ['name', 'data', 'quantity', 'status'] });
        return {
          orderId: order.orderId,
          orderNumber: order.orderNumber,
          orderDate: order.orderDate,
          items: items
            .filter((item) => item.status !== 'Canceled' && item.status !== 'Removed')
            .map((item) => ({ name: item.name, mailings: item.data?.dropDetails?.mailingDetails ?? [] })),
        };
      }),
  );
}

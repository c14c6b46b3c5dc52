import { calendarTexts } from '../messages';
import type { CalendarEvent } from '../model/calendar';
import { OrderStatusCode } from '../model/enum-values';
import { businessToday } from './business-date';
import { isDropMailing } from './drop-change';

/** What the calendar reads of an order and its lines (structurally: the stored records fit). */
export interface CalendarOrderSource {
  order: { orderId: string; orderNumber: string; orderDate: string; orderStatusCode: number };
  items: readonly {
    name: string;
    status?: string | undefined;
    data?:
      | { dropDetails?: { mailingDetails?: readonly CalendarMailing[] | undefined } | undefined }
      | undefined;
  }[];
}
type CalendarMailing = Parameters<typeof isDropMailing>[0] & { mailDate: string; quantity: number };

export interface CalendarOrder {
  orderId: string;
  orderNumber: string;
  orderDate: string;
  items: { name: string; mailings: { mailDate: string; quantity: number }[] }[];
}

/** Every order entry is the agency's and scheduled: what the calendar's filters judge it by. */
export const ORDER_ENTRY_KIND = { class: 'agency', type: 'SCHEDULED_EVENTS' } as const;

/**
 * What the calendar reads of an order: its lines still to be delivered, with their mailings still to go
 * (a drop the agent canceled, or whose cancel is under way, is left out; a moved one is on its new mail
 * date). A line whose every drop was canceled is not collateral: it is left out too.
 */
export function calendarOrderOf({ order, items }: CalendarOrderSource): CalendarOrder {
  return {
    orderId: order.orderId,
    orderNumber: order.orderNumber,
    orderDate: order.orderDate,
    items: items
      .filter((item) => item.status !== 'Canceled' && item.status !== 'Removed')
      .map((item) => {
        const mailings = item.data?.dropDetails?.mailingDetails ?? [];
        return { name: item.name, all: mailings, mailings: mailings.filter(isDropMailing) };
      })
      .filter((item) => item.all.length === 0 || item.mailings.length > 0)
      .map(({ name, mailings }) => ({
        name,
        mailings: mailings.map(({ mailDate, quantity }) => ({ mailDate, quantity })),
      })),
  };
}

/**
 * The agency's calendar entries that come from its real orders: each mailing of a mail drop on its mail
 * date, and each order with collateral (items that are not mailed) on the day it was placed.
 */
export function orderEvents(orders: readonly CalendarOrder[], first: string, last: string): CalendarEvent[] {
  const events: CalendarEvent[] = [];
  const inMonth = (date: string) => date >= first && date <= last;
  for (const order of orders) {
    order.items.forEach((item, itemIndex) => {
      item.mailings.forEach((mailing, mailingIndex) => {
        if (!inMonth(mailing.mailDate)) return;
        events.push({
          id: `order-${order.orderId}-${itemIndex}-${mailingIndex}`,
          startDate: mailing.mailDate,
          endDate: mailing.mailDate,
          title: calendarTexts.mailDrop(item.name, mailing.quantity),
          content: `Order ${order.orderNumber}`,
          ...ORDER_ENTRY_KIND,
          category: 'MAIL_DROP',
        });
      });
    });
    const collateral = order.items.filter((item) => item.mailings.length === 0);
    const placed = businessToday(new Date(order.orderDate));
    if (collateral.length > 0 && inMonth(placed)) {
      events.push({
        id: `order-${order.orderId}`,
        startDate: placed,
        endDate: placed,
        title: calendarTexts.collateralOrder(order.orderNumber),
        content: collateral.map((item) => item.name).join(', '),
        ...ORDER_ENTRY_KIND,
        category: 'COLLATERAL_ORDERS',
      });
    }
  }
  return events;
}

/** Every calendar entry of one order (none once the order is canceled), whatever its month. */
export function calendarEventsOfOrder(source: CalendarOrderSource | undefined): CalendarEvent[] {
  if (!source || source.order.orderStatusCode === OrderStatusCode.Canceled) return [];
  return orderEvents([calendarOrderOf(source)], '', '\uffff');
}

/** Where an entry is kept: its day, then its id (a moved drop is a new key, its old one removed). */
export const calendarEntryKey = (event: Pick<CalendarEvent, 'startDate' | 'id'>) =>
  `${event.startDate}#${event.id}`;

/**
 * What a change of an order (absent before: placed; absent after: gone) does to its agency's calendar:
 * the entries to write (new or changed) and the keys of those to remove.
 */
export function calendarChange(
  before: CalendarOrderSource | undefined,
  after: CalendarOrderSource | undefined,
): { put: CalendarEvent[]; remove: CalendarEvent[] } {
  const was = new Map(calendarEventsOfOrder(before).map((event) => [calendarEntryKey(event), event]));
  const now = calendarEventsOfOrder(after);
  const nowKeys = new Set(now.map(calendarEntryKey));
  const changed = (event: CalendarEvent) => {
    const old = was.get(calendarEntryKey(event));
    return !old || old.title !== event.title || old.content !== event.content;
  };
  return {
    put: now.filter(changed),
    remove: [...was.values()].filter((event) => !nowKeys.has(calendarEntryKey(event))),
  };
}

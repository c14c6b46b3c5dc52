import { calendarTexts } from '@msc/shared/messages';
import type { CalendarEvent } from '@msc/shared/model/calendar';
import { businessToday } from '@msc/shared/rules/business-date';
import { isDropMailing } from '@msc/shared/rules/drop-change';
import type { OrderWithItems } from '#orders/index';

type AgencyOrder = {
  orderId: string;
  orderNumber: string;
  orderDate: string;
  items: { name: string; mailings: { mailDate: string; quantity: number }[] }[];
};

/**
 * What the calendar reads of an order: its lines still to be delivered, with their mailings still to go
 * (a drop the agent canceled, or whose cancel is under way, is left out; a moved one is on its new mail date). A line whose every drop
 * was canceled is not collateral: it is left out too.
 */
export function agencyOrderOf({ order, items }: OrderWithItems): AgencyOrder {
  return {
    orderId: order.orderId,
    orderNumber: order.orderNumber,
    orderDate: order.orderDate,
    items: items
      .filter((item) => item.status !== 'Canceled' && item.status !== 'Removed')
      .map((item) => {
        const mailings = item.data?.dropDetails?.mailingDetails ?? [];
        return {
          name: item.name,
          all: mailings,
          mailings: mailings.filter(isDropMailing),
        };
      })
      .filter((item) => item.all.length === 0 || item.mailings.length > 0)
      .map(({ name, mailings }) => ({ name, mailings })),
  };
}

/**
 * The agency's calendar entries that come from its real orders: each mailing of a mail drop on its mail
 * date, and each order with collateral (items that are not mailed) on the day it was placed.
 */
export function orderEvents(orders: readonly AgencyOrder[], first: string, last: string): CalendarEvent[] {
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
          class: 'agency',
          type: 'SCHEDULED_EVENTS',
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
        class: 'agency',
        type: 'SCHEDULED_EVENTS',
        category: 'COLLATERAL_ORDERS',
      });
    }
  }
  return events;
}

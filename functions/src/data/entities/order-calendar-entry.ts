import { lazyEntity } from '../lazy-entity';

/**
 * One entry of an agency's calendar that comes from its orders (shared/src/rules/order-calendar.ts): a
 * mailing of a mail drop on its mail date, or an order with collateral on the day it was placed. Written
 * beside the order figures whenever an order is placed or its drops, lines or status change (orders
 * capability), so the calendar reads a month's entries, not five months of orders and their lines.
 * A partition of its own per agency, granted only to what writes orders.
 */
export const OrderCalendarEntryEntity = lazyEntity({
  model: { entity: 'orderCalendarEntry', version: '1', service: 'msc' },
  attributes: {
    agencyId: { type: 'number', required: true },
    /** YYYY-MM-DD: the mail date, or the business day the order was placed. */
    eventDate: { type: 'string', required: true },
    /** The entry's id as the calendar shows it (`order-<orderId>[-<line>-<mailing>]`). */
    eventId: { type: 'string', required: true },
    orderId: { type: 'string', required: true },
    title: { type: 'string', required: true },
    content: { type: 'string' },
    category: { type: ['MAIL_DROP', 'COLLATERAL_ORDERS'] as const, required: true },
  },
  indexes: {
    byDay: {
      // biome-ignore lint/suspicious/noTemplateCurlyInString: ElectroDB's key template, filled by ElectroDB.
      pk: { field: 'pk', composite: ['agencyId'], template: '$msc#calendar#agencyid_${agencyId}' },
      sk: { field: 'sk', composite: ['eventDate', 'eventId'] },
    },
  },
});

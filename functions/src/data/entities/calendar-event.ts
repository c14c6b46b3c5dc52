import { lazyEntity } from '../lazy-entity';
import { createdAt } from './attribute-types';

/**
 * A calendar event (spec 1 §3). Three calendars share the shape and differ by owner: personal events
 * (owner `user`, the user name), agency events (owner `agency`, the agency id) and national events
 * (owner `national`, id `all`). The month view is three Queries (user, agency in effect, national), each
 * `startDate` between the first day of the month minus the longest event (31 days) and its last day,
 * plus a filter `endDate >= first day` that only drops events that ended before the month.
 */
export const CalendarEventEntity = lazyEntity({
  model: { entity: 'calendarEvent', version: '1', service: 'msc' },
  attributes: {
    ownerType: { type: ['user', 'agency', 'national'] as const, required: true },
    /** The user name, the agency id as text, or 'all'. */
    ownerId: { type: 'string', required: true },
    eventId: { type: 'string', required: true },
    /** YYYY-MM-DD. */
    startDate: { type: 'string', required: true },
    endDate: { type: 'string', required: true },
    title: { type: 'string', required: true },
    content: { type: 'string' },
    class: { type: ['national', 'agency', 'personal'] as const, required: true },
    type: { type: ['SCHEDULED_EVENTS', 'AGENCY_EVENTS', 'NATIONAL_EVENTS'] as const, required: true },
    category: { type: ['MAIL_DROP', 'COLLATERAL_ORDERS'] as const, required: true },
    createdBy: { type: 'string' },
    created: createdAt,
  },
  indexes: {
    eventsOfCalendar: {
      pk: { field: 'pk', composite: ['ownerType', 'ownerId'] },
      sk: { field: 'sk', composite: ['startDate', 'eventId'] },
    },
  },
});

/** Longest event the month query reaches back for. */
export const LONGEST_CALENDAR_EVENT_DAYS = 31;

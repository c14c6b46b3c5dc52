import * as z from 'zod';
import { CalendarEvent, CalendarEventForm } from '../model/calendar';
import { EventCategory, EventClass, EventType } from '../model/enums';
import { MONTH_PATTERN } from '../rules/calendar-month';
import { endpoint } from './endpoint';
import { listParam } from './paging';

export const CalendarQuery = z.object({
  month: z.string().max(7).regex(MONTH_PATTERN, 'Month must be YYYY-MM'),
  type: EventType.default('ALL'),
  category: EventCategory.default('ALL'),
  /** The classes shown, comma separated; all when absent. */
  classes: listParam.pipe(z.array(EventClass).max(3)),
});
export type CalendarQuery = z.input<typeof CalendarQuery>;

export const CalendarMonth = z.object({
  month: z.string(),
  events: z.array(CalendarEvent),
});
export type CalendarMonth = z.infer<typeof CalendarMonth>;

/**
 * The account calendar (spec 1 §2 Account area: calendar; §3 Calendar event; §5; §7 GET
 * /site/calendar/events and the post). A month holds the user's events, the agency's (its own and the
 * mail drops and collateral orders of its real orders) and the national ones.
 */
export const calendarApi = {
  month: endpoint({
    method: 'GET',
    path: '/calendar/events',
    auth: 'user',
    query: CalendarQuery,
    response: CalendarMonth,
  }),
  add: endpoint({
    method: 'POST',
    path: '/calendar/events',
    auth: 'user',
    body: CalendarEventForm,
    response: CalendarEvent,
    status: 201,
  }),
};

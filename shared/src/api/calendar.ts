import * as z from 'zod';
import { CalendarDayCount, CalendarEvent, CalendarEventForm } from '../model/calendar';
import { EventCategory, EventClass, EventType } from '../model/enums';
import { IsoDate } from '../model/fields';
import { MONTH_PATTERN } from '../rules/calendar-month';
import { endpoint } from './endpoint';
import { listParam } from './paging';

/** The calendar's filters (spec 1 §2: event filters), the same for a month and for a day. */
const CalendarFilterQuery = z.object({
  type: EventType.default('ALL'),
  category: EventCategory.default('ALL'),
  /** The classes shown, comma separated; all when absent. */
  classes: listParam.pipe(z.array(EventClass).max(3)),
});

export const CalendarQuery = CalendarFilterQuery.extend({
  month: z.string().max(7).regex(MONTH_PATTERN, 'Month must be YYYY-MM'),
});
export type CalendarQuery = z.input<typeof CalendarQuery>;

/**
 * A month: the events of the user's, the agency's and the national calendars, and how many mail drops and
 * collateral orders of the agency's orders fall on each day (a busy agency has about 1,400 drops a month;
 * the day's list names them).
 */
export const CalendarMonth = z.object({
  month: z.string(),
  events: z.array(CalendarEvent),
  dayCounts: z.array(CalendarDayCount),
});
export type CalendarMonth = z.infer<typeof CalendarMonth>;

export const CalendarDayParams = z.object({ date: IsoDate });
export const CalendarDayQuery = CalendarFilterQuery;
export type CalendarDayQuery = z.input<typeof CalendarDayQuery>;

/** A day: every event on it, the agency's mail drops and collateral orders among them. */
export const CalendarDay = z.object({
  date: z.string(),
  events: z.array(CalendarEvent),
});
export type CalendarDay = z.infer<typeof CalendarDay>;

/**
 * The account calendar (spec 1 §2 Account area: calendar; §3 Calendar event; §5; §7 GET
 * /site/calendar/events and the post). A month holds the user's events, the agency's (its own and the
 * mail drops and collateral orders of its real orders, counted per day) and the national ones; a day holds
 * them all, its mail drops and collateral orders named.
 */
export const calendarApi = {
  month: endpoint({
    method: 'GET',
    path: '/calendar/events',
    auth: 'user',
    query: CalendarQuery,
    response: CalendarMonth,
  }),
  day: endpoint({
    method: 'GET',
    path: '/calendar/days/{date}',
    auth: 'user',
    params: CalendarDayParams,
    query: CalendarDayQuery,
    response: CalendarDay,
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

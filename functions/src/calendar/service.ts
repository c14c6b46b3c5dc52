import type { calendarApi } from '@msc/shared/api/calendar';
import { now } from '@msc/shared/clock';
import { calendarTexts } from '@msc/shared/messages';
import { NO_AGENCY_ID } from '@msc/shared/model/agency';
import type { CalendarEvent, CalendarEventFilter } from '@msc/shared/model/calendar';
import { addableEventClasses, matchesCalendarFilter, monthRange } from '@msc/shared/rules/calendar-month';
import { dayCountsOf } from '@msc/shared/rules/calendar-tally';
import { ulid } from 'ulid';
import { agencyOfRequest } from '#agency/index';
import { calendarEntriesBetween, calendarTallyOfMonth } from '#orders/reads';
import { businessRule } from '#platform/http-error';
import type { Implementation } from '#platform/implement';
import type { RequestContext } from '#platform/request-context';
import { type CalendarEventItem, type CalendarOwner, createEvent, eventsOfCalendar } from './calendar-store';

/** The agency in effect when the user may act for it; else none (its calendar is not shown). */
async function agencyOf(ctx: RequestContext): Promise<number | undefined> {
  if (ctx.agencyId <= NO_AGENCY_ID) return undefined;
  return (await agencyOfRequest(ctx)).agencyId;
}

const toEvent = (item: CalendarEventItem): CalendarEvent => ({
  id: item.eventId,
  startDate: item.startDate,
  endDate: item.endDate,
  title: item.title,
  content: item.content,
  class: item.class,
  type: item.type,
  category: item.category,
});

const byStart = (a: CalendarEvent, b: CalendarEvent) =>
  a.startDate.localeCompare(b.startDate) || a.title.localeCompare(b.title);

/** The calendars the user sees: their own, the national one and the agency's when one is in effect. */
const calendarsOf = (ctx: RequestContext, agencyId: number | undefined): CalendarOwner[] => [
  { ownerType: 'user', ownerId: ctx.user.userName },
  { ownerType: 'national', ownerId: 'all' },
  ...(agencyId ? [{ ownerType: 'agency' as const, ownerId: String(agencyId) }] : []),
];

const filterOf = (query: {
  type: CalendarEventFilter['type'];
  category: CalendarEventFilter['category'];
  classes: CalendarEventFilter['classes'];
}): CalendarEventFilter => ({
  type: query.type,
  category: query.category,
  classes: query.classes && query.classes.length > 0 ? query.classes : undefined,
});

/** The stored events of the calendars that touch [first, last], filtered. */
async function storedEvents(
  owners: readonly CalendarOwner[],
  first: string,
  last: string,
  filter: CalendarEventFilter,
) {
  const stored = await Promise.all(owners.map((owner) => eventsOfCalendar(owner, first, last)));
  return stored
    .flat()
    .map(toEvent)
    .filter((event) => matchesCalendarFilter(event, filter));
}

export const calendarService: Implementation<typeof calendarApi> = {
  // The agency's mail drops and collateral orders are counted per day (one figures item, however many it
  // mails); the stored events are few, people's own.
  month: async ({ ctx, query }) => {
    const { first, last } = monthRange(query.month);
    const agencyId = await agencyOf(ctx);
    const filter = filterOf(query);
    const [events, tally] = await Promise.all([
      storedEvents(calendarsOf(ctx, agencyId), first, last, filter),
      agencyId ? calendarTallyOfMonth(agencyId, query.month) : Promise.resolve(undefined),
    ]);
    return {
      month: query.month,
      events: events.sort(byStart),
      dayCounts: dayCountsOf(query.month, tally, filter),
    };
  },

  // A day names every entry: the agency's orders' entries of that day are one Query of its day.
  day: async ({ ctx, params, query }) => {
    const agencyId = await agencyOf(ctx);
    const filter = filterOf(query);
    const [events, fromOrders] = await Promise.all([
      storedEvents(calendarsOf(ctx, agencyId), params.date, params.date, filter),
      agencyId ? calendarEntriesBetween(agencyId, params.date, params.date) : Promise.resolve([]),
    ]);
    const shown = [...events, ...fromOrders.filter((event) => matchesCalendarFilter(event, filter))];
    return { date: params.date, events: shown.sort(byStart) };
  },

  add: async ({ ctx, body }) => {
    const agencyId = await agencyOf(ctx);
    // National events are the staff's: judged by the signed-in staff member, never an impersonated user.
    const actor = ctx.impersonator ?? ctx.user;
    if (!addableEventClasses(actor, agencyId !== undefined).includes(body.class)) {
      const refusal = body.class === 'agency' ? calendarTexts.agencyNeeded : calendarTexts.nationalStaffOnly;
      throw businessRule(refusal);
    }
    const owner: CalendarOwner =
      body.class === 'personal'
        ? { ownerType: 'user', ownerId: ctx.user.userName }
        : body.class === 'agency'
          ? { ownerType: 'agency', ownerId: String(agencyId) }
          : { ownerType: 'national', ownerId: 'all' };
    const item: CalendarEventItem = {
      ...owner,
      eventId: ulid(),
      startDate: body.startDate,
      endDate: body.endDate,
      title: body.title,
      content: body.content || undefined,
      class: body.class,
      type: body.type,
      category: body.category,
      createdBy: actor.userName,
      created: now().toISOString(),
    };
    await createEvent(item);
    return toEvent(item);
  },
};

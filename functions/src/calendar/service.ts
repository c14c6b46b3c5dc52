import type { calendarApi } from '@msc/shared/api/calendar';
import { now } from '@msc/shared/clock';
import { calendarTexts } from '@msc/shared/messages';
import { NO_AGENCY_ID } from '@msc/shared/model/agency';
import type { CalendarEvent } from '@msc/shared/model/calendar';
import { addableEventClasses, matchesCalendarFilter, monthRange } from '@msc/shared/rules/calendar-month';
import { ulid } from 'ulid';
import { agencyOfRequest } from '#agency/index';
import { calendarEntriesBetween } from '#orders/index';
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

export const calendarService: Implementation<typeof calendarApi> = {
  month: async ({ ctx, query }) => {
    const { first, last } = monthRange(query.month);
    const agencyId = await agencyOf(ctx);
    const calendars: CalendarOwner[] = [
      { ownerType: 'user', ownerId: ctx.user.userName },
      { ownerType: 'national', ownerId: 'all' },
      ...(agencyId ? [{ ownerType: 'agency' as const, ownerId: String(agencyId) }] : []),
    ];
    // The agency's mail drops and collateral orders: the month's entries its orders keep (#orders), one Query.
    const [stored, fromOrders] = await Promise.all([
      Promise.all(calendars.map((owner) => eventsOfCalendar(owner, first, last))),
      agencyId ? calendarEntriesBetween(agencyId, first, last) : Promise.resolve([]),
    ]);
    const filter = {
      type: query.type,
      category: query.category,
      classes: query.classes.length > 0 ? query.classes : undefined,
    };
    const events = [...stored.flat().map(toEvent), ...fromOrders]
      .filter((event) => matchesCalendarFilter(event, filter))
      .sort(byStart);
    return { month: query.month, events };
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

import { addDays, addMonths, endOfMonth, format, parseISO, startOfMonth, startOfWeek } from 'date-fns';
import type { CalendarEvent, CalendarEventFilter } from '../model/calendar';
import type { EventClass } from '../model/enums';
import { hasCapability, type RoleHolder } from './roles';

/** A month of the calendar, `YYYY-MM`. */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

export const monthOf = (isoDate: string) => isoDate.slice(0, 7);

/** The first and last day of a month, as YYYY-MM-DD. */
export function monthRange(month: string): { first: string; last: string } {
  const first = parseISO(`${month}-01`);
  return { first: format(first, 'yyyy-MM-dd'), last: format(endOfMonth(first), 'yyyy-MM-dd') };
}

export const shiftMonth = (month: string, by: number) =>
  format(addMonths(parseISO(`${month}-01`), by), 'yyyy-MM');

/**
 * The days the month view shows: whole weeks from the Sunday on or before the first to the Saturday on or
 * after the last (35 or 42 days), each with whether it belongs to the month.
 */
export function monthGridDays(month: string): { date: string; inMonth: boolean }[] {
  const first = startOfMonth(parseISO(`${month}-01`));
  const last = endOfMonth(first);
  const days: { date: string; inMonth: boolean }[] = [];
  for (let day = startOfWeek(first); day <= last || day.getDay() !== 0; day = addDays(day, 1)) {
    days.push({ date: format(day, 'yyyy-MM-dd'), inMonth: format(day, 'yyyy-MM') === month });
  }
  return days;
}

/** The events on a day: those that start on or before it and end on or after it. */
export const eventsOnDay = <E extends Pick<CalendarEvent, 'startDate' | 'endDate'>>(
  events: readonly E[],
  date: string,
) => events.filter((event) => event.startDate <= date && event.endDate >= date);

/** The calendar filters (spec 1 §2): type and category (ALL matches any), and the classes shown. */
export function matchesCalendarFilter(
  event: Pick<CalendarEvent, 'type' | 'category' | 'class'>,
  filter: CalendarEventFilter,
): boolean {
  if (filter.type !== 'ALL' && event.type !== filter.type) return false;
  if (filter.category !== 'ALL' && event.category !== filter.category) return false;
  return !filter.classes || filter.classes.includes(event.class);
}

/**
 * Which calendars a user may add an event to (ours; the spec is silent): their own (personal) always, the
 * agency's when one is in effect, the national one for admin-access staff only.
 */
export function addableEventClasses(user: RoleHolder, hasAgency: boolean): EventClass[] {
  return [
    'personal',
    ...(hasAgency ? (['agency'] as const) : []),
    ...(hasCapability(user, 'adminAccess') ? (['national'] as const) : []),
  ];
}

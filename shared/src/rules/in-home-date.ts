import { inHomeTexts } from '../messages/in-home-texts';
import { type BusinessDate, businessToday, isBusinessDate } from './business-date';
import { IN_HOME_WINDOW_BUSINESS_DAYS } from './constants';
import { dropDateWindow, firstAvailableDropDate } from './drop-date-window';
import { formatDate } from './formatting';
import { isPostalHoliday } from './postal-holidays';

/** The days a drop's pieces arrive in homes, both inclusive. */
export interface InHomeWindow {
  first: BusinessDate;
  last: BusinessDate;
}

/** Calendar-day steps in UTC: a business date has no time of day, and this is the planner's hot loop. */
const stepDays = (date: BusinessDate, days: number): BusinessDate =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Monday to Friday except the postal holidays (isDropCalendarDay, without a zoned date). */
function isDropDay(date: BusinessDate): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !isPostalHoliday(date);
}

/** The day `count` days of the drop calendar after `date` (the date itself not counted); negative goes back. */
export function addDropCalendarDays(date: BusinessDate, count: number): BusinessDate {
  const step = count < 0 ? -1 : 1;
  let day = date;
  for (let left = Math.abs(count); left > 0; ) {
    day = stepDays(day, step);
    if (isDropDay(day)) left -= 1;
  }
  return day;
}

/** Spec 1 §9's delivery note: a drop arrives in homes from its 3rd to its 10th business day. */
export function inHomeWindowOf(dropDate: BusinessDate): InHomeWindow {
  return {
    first: addDropCalendarDays(dropDate, IN_HOME_WINDOW_BUSINESS_DAYS.first),
    last: addDropCalendarDays(dropDate, IN_HOME_WINDOW_BUSINESS_DAYS.last),
  };
}

/**
 * "Arrive in homes by": the latest valid drop date of the drop window whose in-home window ends on or
 * before `arriveBy`, or null when no drop date of the window can make it (too soon).
 * The in-home window's end grows with the drop date, so the answer is 10 drop days before the last drop
 * day on or before `arriveBy`, pulled back into the window when that is beyond it.
 */
export function latestDropDateFor(arriveBy: BusinessDate, now: Date): BusinessDate | null {
  if (!isBusinessDate(arriveBy)) return null;
  const { earliest, latest } = dropDateWindow(now);
  let lastDelivery = arriveBy;
  while (!isDropDay(lastDelivery)) lastDelivery = stepDays(lastDelivery, -1);
  let drop = addDropCalendarDays(lastDelivery, -IN_HOME_WINDOW_BUSINESS_DAYS.last);
  // ISO calendar dates compare correctly as strings.
  if (drop > latest) {
    drop = latest;
    while (!isDropDay(drop)) drop = stepDays(drop, -1);
  }
  return drop >= earliest ? drop : null;
}

/**
 * The days the arrive-by picker offers: from tomorrow (a date too soon gets the planner's message) to the
 * end of the in-home window of the drop window's last day.
 */
export function arriveByRange(now: Date): { earliest: BusinessDate; latest: BusinessDate } {
  return {
    earliest: stepDays(businessToday(now), 1),
    latest: addDropCalendarDays(dropDateWindow(now).latest, IN_HOME_WINDOW_BUSINESS_DAYS.last),
  };
}

/** The first date an agent may ask the mail to be in homes by: the end of the first drop's in-home window. */
export function earliestArriveBy(now: Date): BusinessDate {
  return inHomeWindowOf(firstAvailableDropDate(now)).last;
}

/** What an arrive-by date plans: the drop date, or why none of the drop window can make it. */
export type ArriveByPlan = { ok: true; dropDate: BusinessDate } | { ok: false; message: string };

/** The step 3 planner and the server answer alike (the server refuses the message with a 400). */
export function planArriveBy(arriveBy: BusinessDate, now: Date): ArriveByPlan {
  const dropDate = latestDropDateFor(arriveBy, now);
  if (dropDate) return { ok: true, dropDate };
  return {
    ok: false,
    message: inHomeTexts.cannotArriveBy(formatDate(arriveBy), formatDate(earliestArriveBy(now))),
  };
}

/** The in-home window of a drop as the schedule, review, cart and order show it. */
export function inHomeWindowText(dropDate: BusinessDate): string {
  const { first, last } = inHomeWindowOf(dropDate);
  return inHomeTexts.inHomeWindow(formatDate(first), formatDate(last));
}

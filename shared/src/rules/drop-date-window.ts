import { addDays, addMonths } from 'date-fns';
import type { DropDetails } from '../model/drop-details';
import { DropType } from '../model/enum-values';
import {
  type BusinessDate,
  businessToday,
  fromBusinessDay,
  isBusinessDate,
  isDropCalendarDay,
  toBusinessDay,
} from './business-date';
import { DROP_WINDOW_EARLIEST_DAYS, DROP_WINDOW_LATEST_MONTHS } from './constants';

/**
 * The drop start date window (spec 1 §5, spec 2 §5): from 2 days ahead to 4 months ahead, both
 * inclusive, Monday to Friday only and never on a postal holiday (the drop calendar), dates without a time
 * of day, computed on New York's calendar.
 */
export interface DropDateWindow {
  earliest: BusinessDate;
  latest: BusinessDate;
}

export function dropDateWindow(now: Date): DropDateWindow {
  const today = toBusinessDay(businessToday(now));
  return {
    earliest: fromBusinessDay(addDays(today, DROP_WINDOW_EARLIEST_DAYS)),
    latest: fromBusinessDay(addMonths(today, DROP_WINDOW_LATEST_MONTHS)),
  };
}

export function isDropDateDisabled(date: BusinessDate, now: Date): boolean {
  if (!isBusinessDate(date)) return true;
  const { earliest, latest } = dropDateWindow(now);
  // ISO calendar dates compare correctly as strings.
  if (date < earliest || date > latest) return true;
  return !isDropCalendarDay(toBusinessDay(date));
}

export function isValidDropStartDate(date: BusinessDate | null | undefined, now: Date): date is BusinessDate {
  return typeof date === 'string' && !isDropDateDisabled(date, now);
}

/** The first selectable start date: the window's earliest day, moved past a weekend or holiday. */
export function firstAvailableDropDate(now: Date): BusinessDate {
  let day = toBusinessDay(dropDateWindow(now).earliest);
  while (!isDropCalendarDay(day)) day = addDays(day, 1);
  return fromBusinessDay(day);
}

/**
 * A saved start date outside the window (or on a weekend or holiday) clears the schedule: the start date
 * (and the arrive-by date it was planned from) is removed and the mailing details emptied. Drop type, frequency and mailing count are kept, so the
 * user re-picks only the date.
 * Win-back details (drop type NONE) carry no picked date and are left alone.
 */
export function clearScheduleIfOutsideWindow(dropDetails: DropDetails, now: Date): DropDetails {
  const { startDate, arriveBy: _plannedFrom, ...rest } = dropDetails;
  if (dropDetails.dropType === DropType.NONE) return dropDetails;
  if (startDate === undefined || isValidDropStartDate(startDate, now)) return dropDetails;
  return { ...rest, mailingDetails: [] };
}

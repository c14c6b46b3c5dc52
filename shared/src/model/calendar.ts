import * as z from 'zod';
import { validation } from '../messages';
import { EventCategory, EventClass, EventType } from './enums';
import { Id, IsoDate, optionalText, requiredText } from './fields';

/** A calendar event (spec 1 §3). Dates are calendar dates. */
export const CalendarEvent = z.object({
  id: Id,
  startDate: IsoDate,
  endDate: IsoDate,
  title: z.string(),
  content: z.string().optional(),
  class: EventClass,
  type: EventType,
  category: EventCategory,
});
export type CalendarEvent = z.infer<typeof CalendarEvent>;

/** How many of the agency's order entries of one category fall on a day (the month view's summary). */
export const CalendarDayCount = z.object({
  date: IsoDate,
  category: EventCategory.exclude(['ALL']),
  count: z.number().int().positive(),
});
export type CalendarDayCount = z.infer<typeof CalendarDayCount>;

/** Empty means "not chosen" (Required); ALL is only a filter value, so a picker may not submit it. */
function choiceError(issue: { input?: unknown }) {
  return issue.input === 'ALL' ? validation.selectSpecificOption : validation.required;
}

/** Event types an event can have: the picker excludes ALL. */
export const CalendarEventTypeChoice = z.enum(EventType.exclude(['ALL']).options, { error: choiceError });
export type CalendarEventTypeChoice = z.infer<typeof CalendarEventTypeChoice>;
/** Event categories an event can have: the picker excludes ALL. */
export const CalendarEventCategoryChoice = z.enum(EventCategory.exclude(['ALL']).options, {
  error: choiceError,
});
export type CalendarEventCategoryChoice = z.infer<typeof CalendarEventCategoryChoice>;

const requiredDate = z.iso.date({
  error: (issue) => (issue.input ? validation.invalidDate : validation.required),
});

function hasDates(value: unknown): value is { startDate: string; endDate: string } {
  if (typeof value !== 'object' || value === null) return false;
  const { startDate, endDate } = value as Record<string, unknown>;
  return IsoDate.safeParse(startDate).success && IsoDate.safeParse(endDate).success;
}

/**
 * The Add Event form (spec 1 §5): startDate, endDate, title, class, type and category required; type
 * and category exclude ALL. The end may not be before the start (our rule; the spec is silent).
 */
export const CalendarEventForm = z
  .object({
    startDate: requiredDate,
    endDate: requiredDate,
    title: requiredText(100),
    content: optionalText(2000),
    class: z.enum(EventClass.options, { error: validation.required }),
    type: CalendarEventTypeChoice,
    category: CalendarEventCategoryChoice,
  })
  .refine((form) => form.endDate >= form.startDate, {
    error: validation.endBeforeStart,
    path: ['endDate'],
    when: (payload) => hasDates(payload.value),
  });
export type CalendarEventForm = z.infer<typeof CalendarEventForm>;

/** Calendar filters: type and category may be ALL. */
export const CalendarEventFilter = z.object({
  type: EventType.default('ALL'),
  category: EventCategory.default('ALL'),
  classes: z.array(EventClass).optional(),
});
export type CalendarEventFilter = z.infer<typeof CalendarEventFilter>;

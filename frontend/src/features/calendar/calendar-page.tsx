import { now } from '@msc/shared/clock';
import { calendarTexts, labels, loadingLabels } from '@msc/shared/messages';
import { EventCategory, EventClass, EventType } from '@msc/shared/model/enums';
import { businessToday, isBusinessDate } from '@msc/shared/rules/calendar-day';
import { addableEventClasses, MONTH_PATTERN, monthOf, shiftMonth } from '@msc/shared/rules/calendar-month';
import { useQuery } from '@tanstack/react-query';
import { format, parseISO } from 'date-fns';
import { useState } from 'react';
import { roleHolderOf, useSession } from '#features/session';
import { useSearchUpdate } from '#lib/use-search-update';
import { Button } from '#ui/button';
import { LoadingState } from '#ui/loading-state';
import { PageTitle } from '#ui/page-title';
import { SelectField } from '#ui/select-field';
import { AddEventForm } from './add-event-form';
import { type CalendarParams, calendarMonthQuery } from './api/calendar-queries';
import { DayEvents } from './day-events';
import { CLASS_TONES, MonthGrid } from './month-grid';

/** The month, filters and shown calendars live in the URL: a reload or a shared link shows the same view. */
function useCalendarParams(today: string) {
  const { search, update } = useSearchUpdate();
  const month = search.get('month') ?? '';
  const type = EventType.safeParse(search.get('type'));
  const category = EventCategory.safeParse(search.get('category'));
  const hidden = new Set((search.get('hide') ?? '').split(','));
  const params: CalendarParams = {
    month: MONTH_PATTERN.test(month) ? month : monthOf(today),
    type: type.success ? type.data : 'ALL',
    category: category.success ? category.data : 'ALL',
    classes: EventClass.options.filter((value) => !hidden.has(value)),
  };
  // The day listed under the grid: the one chosen in this month, else today in today's month, else the 1st.
  const day = search.get('day') ?? '';
  const selectedDay =
    monthOf(day) === params.month && isBusinessDate(day)
      ? day
      : params.month === monthOf(today)
        ? today
        : `${params.month}-01`;
  return { params, selectedDay, update };
}

/**
 * /account/calendar: filters, a month calendar and the add-event form (spec 1 §2 Account area), with the
 * chosen day's events under the grid.
 */
export default function CalendarPage() {
  const today = businessToday(now());
  const { params, selectedDay, update } = useCalendarParams(today);
  const calendar = useQuery(calendarMonthQuery(params));
  const session = useSession().data;
  const [adding, setAdding] = useState(false);
  const addable = session
    ? addableEventClasses(roleHolderOf(session.user), session.agency.agencyId > 0)
    : (['personal'] as const);
  const toggleClass = (value: EventClass) => {
    const shown = params.classes.includes(value)
      ? params.classes.filter((shownClass) => shownClass !== value)
      : [...params.classes, value];
    update({ hide: EventClass.options.filter((option) => !shown.includes(option)).join(',') });
  };
  const events = calendar.data?.events ?? [];
  return (
    <div className="space-y-5">
      <PageTitle
        title={calendarTexts.title}
        actions={
          <Button
            variant={adding ? 'secondary' : 'primary'}
            onClick={() => setAdding(!adding)}
            aria-expanded={adding}
          >
            {adding ? labels.cancelAddEvent : labels.addEvent}
          </Button>
        }
      />
      {adding && (
        <AddEventForm
          classes={addable}
          defaultDate={params.month === monthOf(today) ? today : `${params.month}-01`}
          onAdded={() => setAdding(false)}
        />
      )}
      <section aria-label={calendarTexts.filters} className="flex flex-wrap items-end gap-4">
        <SelectField
          label={calendarTexts.type}
          value={params.type}
          onChange={(event) =>
            update({ type: event.target.value === 'ALL' ? undefined : event.target.value })
          }
          options={EventType.options.map((value) => ({
            value,
            label: value === 'ALL' ? calendarTexts.all : calendarTexts.typeNames[value],
          }))}
        />
        <SelectField
          label={calendarTexts.category}
          value={params.category}
          onChange={(event) =>
            update({ category: event.target.value === 'ALL' ? undefined : event.target.value })
          }
          options={EventCategory.options.map((value) => ({
            value,
            label: value === 'ALL' ? calendarTexts.all : calendarTexts.categoryNames[value],
          }))}
        />
        <fieldset className="flex flex-wrap items-center gap-3">
          <legend className="mb-1 text-sm font-medium text-slate-800">{calendarTexts.classes}</legend>
          {EventClass.options.map((value) => (
            <label
              key={value}
              className={`flex items-center gap-2 rounded-full border px-3 py-1 text-sm ${CLASS_TONES[value]}`}
            >
              <input
                type="checkbox"
                className="h-4 w-4"
                checked={params.classes.includes(value)}
                onChange={() => toggleClass(value)}
              />
              {calendarTexts.classNames[value]}
            </label>
          ))}
        </fieldset>
      </section>
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-xl font-semibold text-slate-900" aria-live="polite">
          {format(parseISO(`${params.month}-01`), 'MMMM yyyy')}
        </h2>
        <div className="flex gap-2">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => update({ month: shiftMonth(params.month, -1), day: undefined })}
          >
            <span aria-hidden="true">‹ </span>
            {calendarTexts.previousMonth}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => update({ month: undefined, day: undefined })}>
            {calendarTexts.today}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => update({ month: shiftMonth(params.month, 1), day: undefined })}
          >
            {calendarTexts.nextMonth}
            <span aria-hidden="true"> ›</span>
          </Button>
        </div>
      </div>
      {calendar.isPending ? (
        <LoadingState label={loadingLabels.calendar} />
      ) : (
        <div aria-busy={calendar.isPlaceholderData} className="space-y-5">
          <div className="overflow-x-auto">
            <MonthGrid
              month={params.month}
              events={events}
              dayCounts={calendar.data?.dayCounts ?? []}
              today={today}
              selectedDay={selectedDay}
              onSelectDay={(date) => update({ day: date })}
            />
          </div>
          <DayEvents date={selectedDay} params={params} />
        </div>
      )}
    </div>
  );
}

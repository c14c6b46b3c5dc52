import { now } from '@msc/shared/clock';
import { calendarTexts, labels, loadingLabels } from '@msc/shared/messages';
import { EventCategory, EventClass, EventType } from '@msc/shared/model/enums';
import { businessToday } from '@msc/shared/rules/business-date';
import { addableEventClasses, MONTH_PATTERN, monthOf, shiftMonth } from '@msc/shared/rules/calendar-month';
import { formatDate } from '@msc/shared/rules/formatting';
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
  return { params, update };
}

/** /account/calendar: filters, a month calendar and the add-event form (spec 1 §2 Account area). */
export default function CalendarPage() {
  const today = businessToday(now());
  const { params, update } = useCalendarParams(today);
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
            onClick={() => update({ month: shiftMonth(params.month, -1) })}
          >
            <span aria-hidden="true">‹ </span>
            {calendarTexts.previousMonth}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => update({ month: undefined })}>
            {calendarTexts.today}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => update({ month: shiftMonth(params.month, 1) })}
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
            <MonthGrid month={params.month} events={events} today={today} />
          </div>
          <section aria-labelledby="events-this-month" className="space-y-2">
            <h2 id="events-this-month" className="text-lg font-semibold text-slate-900">
              {calendarTexts.eventsThisMonth}
            </h2>
            {events.length === 0 ? (
              <p className="text-sm text-slate-600">{calendarTexts.noEvents}</p>
            ) : (
              <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
                {events.map((event) => (
                  <li
                    key={event.id}
                    className="flex flex-wrap items-baseline gap-x-4 gap-y-1 px-4 py-2 text-sm"
                  >
                    <span className="w-44 shrink-0 text-slate-600">
                      {formatDate(event.startDate)}
                      {event.endDate !== event.startDate && ` – ${formatDate(event.endDate)}`}
                    </span>
                    <span className="font-medium text-slate-900">{event.title}</span>
                    {event.content && <span className="text-slate-600">{event.content}</span>}
                    <span
                      className={`ml-auto rounded-full border px-2 py-0.5 text-xs ${CLASS_TONES[event.class]}`}
                    >
                      {calendarTexts.classNames[event.class]} ·{' '}
                      {event.category === 'ALL'
                        ? calendarTexts.all
                        : calendarTexts.categoryNames[event.category]}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </div>
  );
}

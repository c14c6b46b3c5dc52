import { calendarTexts, loadingLabels } from '@msc/shared/messages';
import { formatDate } from '@msc/shared/rules/formatting';
import { useQuery } from '@tanstack/react-query';
import { format, parseISO } from 'date-fns';
import { LoadingState } from '#ui/loading-state';
import { type CalendarParams, calendarDayQuery } from './api/calendar-queries';
import { CLASS_TONES } from './month-grid';

/** The chosen day's events under the month grid: every one, the agency's mail drops named one by one. */
export function DayEvents({ date, params }: { date: string; params: CalendarParams }) {
  const day = useQuery(calendarDayQuery(date, params));
  const events = day.data?.events ?? [];
  return (
    <section aria-labelledby="events-of-day" className="space-y-2">
      <h2 id="events-of-day" className="text-lg font-semibold text-slate-900">
        {calendarTexts.eventsOn(format(parseISO(date), 'EEEE, MMMM d, yyyy'))}
      </h2>
      {day.isPending ? (
        <LoadingState label={loadingLabels.calendarDay} />
      ) : events.length === 0 ? (
        <p className="text-sm text-slate-600">{calendarTexts.noEventsOnDay}</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
          {events.map((event) => (
            <li key={event.id} className="flex flex-wrap items-baseline gap-x-4 gap-y-1 px-4 py-2 text-sm">
              <span className="w-44 shrink-0 text-slate-600">
                {formatDate(event.startDate)}
                {event.endDate !== event.startDate && ` – ${formatDate(event.endDate)}`}
              </span>
              <span className="font-medium text-slate-900">{event.title}</span>
              {event.content && <span className="text-slate-600">{event.content}</span>}
              <span className={`ml-auto rounded-full border px-2 py-0.5 text-xs ${CLASS_TONES[event.class]}`}>
                {calendarTexts.classNames[event.class]} ·{' '}
                {event.category === 'ALL' ? calendarTexts.all : calendarTexts.categoryNames[event.category]}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

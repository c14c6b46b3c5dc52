import type { CalendarEvent } from '@msc/shared/model/calendar';
import { eventsOnDay, monthGridDays } from '@msc/shared/rules/calendar-month';
import { format, parseISO } from 'date-fns';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** Chips by calendar, so national, agency and personal events read apart at a glance. */
export const CLASS_TONES: Record<CalendarEvent['class'], string> = {
  national: 'bg-violet-100 text-violet-900 border-violet-200',
  agency: 'bg-sky-100 text-sky-900 border-sky-200',
  personal: 'bg-emerald-100 text-emerald-900 border-emerald-200',
};

/** Most chips a day shows; the rest are counted (the list under the grid has them all). */
const CHIPS_PER_DAY = 3;

/** The month view: whole weeks, Sunday first, each day with the events on it. */
export function MonthGrid({
  month,
  events,
  today,
}: {
  month: string;
  events: readonly CalendarEvent[];
  today: string;
}) {
  const days = monthGridDays(month);
  const weeks = Array.from({ length: days.length / 7 }, (_, week) => days.slice(week * 7, week * 7 + 7));
  return (
    <table className="w-full table-fixed border-collapse overflow-hidden rounded-lg border border-slate-200 bg-white text-sm">
      <caption className="sr-only">{format(parseISO(`${month}-01`), 'MMMM yyyy')}</caption>
      <thead className="bg-slate-50">
        <tr>
          {WEEKDAYS.map((day, index) => (
            <th
              key={day}
              scope="col"
              className="px-2 py-2 text-left text-xs font-semibold uppercase text-slate-600"
            >
              <abbr title={WEEKDAY_NAMES[index]} className="no-underline">
                {day}
              </abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]!.date}>
            {week.map(({ date, inMonth }) => {
              const onDay = eventsOnDay(events, date);
              const isToday = date === today;
              return (
                <td
                  key={date}
                  className={`h-28 border border-slate-100 p-1.5 align-top ${inMonth ? '' : 'bg-slate-50 text-slate-400'}`}
                >
                  <div
                    className={`mb-1 inline-flex h-6 min-w-6 items-center justify-center rounded-full px-1 text-xs font-semibold ${
                      isToday ? 'bg-blue-700 text-white' : ''
                    }`}
                    aria-current={isToday ? 'date' : undefined}
                  >
                    <span className="sr-only">{format(parseISO(date), 'EEEE, MMMM d')}</span>
                    <span aria-hidden="true">{Number(date.slice(8))}</span>
                  </div>
                  <ul className="space-y-1">
                    {onDay.slice(0, CHIPS_PER_DAY).map((event) => (
                      <li
                        key={event.id}
                        title={event.content ? `${event.title}: ${event.content}` : event.title}
                        className={`truncate rounded border px-1.5 py-0.5 text-xs ${CLASS_TONES[event.class]}`}
                      >
                        {event.title}
                      </li>
                    ))}
                    {onDay.length > CHIPS_PER_DAY && (
                      <li className="px-1.5 text-xs text-slate-600">+{onDay.length - CHIPS_PER_DAY} more</li>
                    )}
                  </ul>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

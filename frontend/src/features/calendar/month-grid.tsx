import { calendarTexts } from '@msc/shared/messages';
import type { CalendarDayCount, CalendarEvent } from '@msc/shared/model/calendar';
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

/** Most chips a day shows; the rest are counted (the day's list has them all). */
const CHIPS_PER_DAY = 3;

const chip = 'truncate rounded border px-1.5 py-0.5 text-xs';

/**
 * The month view: whole weeks, Sunday first. A day shows how many of the agency's mail drops and
 * collateral orders fall on it, then its other events; choosing a day lists them all under the grid.
 */
export function MonthGrid({
  month,
  events,
  dayCounts,
  today,
  selectedDay,
  onSelectDay,
}: {
  month: string;
  events: readonly CalendarEvent[];
  dayCounts: readonly CalendarDayCount[];
  today: string;
  selectedDay: string;
  onSelectDay: (date: string) => void;
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
              const counts = inMonth ? dayCounts.filter((count) => count.date === date) : [];
              const onDay = eventsOnDay(events, date);
              const shown = Math.max(1, CHIPS_PER_DAY - counts.length);
              const isToday = date === today;
              const isSelected = date === selectedDay;
              return (
                <td
                  key={date}
                  className={`h-28 border p-1.5 align-top ${isSelected ? 'border-blue-700 ring-2 ring-inset ring-blue-700' : 'border-slate-100'} ${inMonth ? '' : 'bg-slate-50 text-slate-400'}`}
                >
                  {inMonth ? (
                    <button
                      type="button"
                      onClick={() => onSelectDay(date)}
                      aria-pressed={isSelected}
                      aria-current={isToday ? 'date' : undefined}
                      className={`mb-1 inline-flex h-6 min-w-6 items-center justify-center rounded-full px-1 text-xs font-semibold hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 ${
                        isToday ? 'bg-blue-700 text-white hover:bg-blue-800' : ''
                      }`}
                    >
                      <span className="sr-only">{format(parseISO(date), 'EEEE, MMMM d')}</span>
                      <span aria-hidden="true">{Number(date.slice(8))}</span>
                    </button>
                  ) : (
                    <div className="mb-1 inline-flex h-6 min-w-6 items-center justify-center px-1 text-xs font-semibold">
                      <span className="sr-only">{format(parseISO(date), 'EEEE, MMMM d')}</span>
                      <span aria-hidden="true">{Number(date.slice(8))}</span>
                    </div>
                  )}
                  <ul className="space-y-1">
                    {counts.map((count) => (
                      <li key={count.category} className={`${chip} font-medium ${CLASS_TONES.agency}`}>
                        {calendarTexts.dayCount(count.category, count.count)}
                      </li>
                    ))}
                    {onDay.slice(0, shown).map((event) => (
                      <li
                        key={event.id}
                        title={event.content ? `${event.title}: ${event.content}` : event.title}
                        className={`${chip} ${CLASS_TONES[event.class]}`}
                      >
                        {event.title}
                      </li>
                    ))}
                    {onDay.length > shown && (
                      <li className="px-1.5 text-xs text-slate-600">+{onDay.length - shown} more</li>
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

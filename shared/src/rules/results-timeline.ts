import { resultsTexts } from '../messages/results-texts';
import type { ReportChart } from '../model/report-data';

/**
 * A campaign's results over time (issue 48): its responses and new policies counted week by week, from the
 * week of its first in-home date to the week of its last event (or the first week alone), weeks starting
 * on Monday; a week with nothing is a row of zeros, so the line reads as time.
 */

export interface ResultEvent {
  /** YYYY-MM-DD (a response's day, a policy's written date). */
  day: string;
  kind: 'response' | 'policy';
}

const DAY_MS = 86_400_000;
const toDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The Monday of the day's week. */
function weekOf(day: string): number {
  const ms = Date.parse(`${day.slice(0, 10)}T00:00:00Z`);
  const weekday = (new Date(ms).getUTCDay() + 6) % 7;
  return ms - weekday * DAY_MS;
}

export function resultsTimeline(firstInHomeDate: string, events: readonly ResultEvent[]): ReportChart {
  const start = weekOf(firstInHomeDate);
  const last = events.reduce((latest, event) => Math.max(latest, weekOf(event.day)), start);
  const rows: { week: string; responses: number; policies: number }[] = [];
  for (let week = start; week <= last; week += 7 * DAY_MS)
    rows.push({ week: toDay(week), responses: 0, policies: 0 });
  for (const event of events) {
    const index = Math.round((weekOf(event.day) - start) / (7 * DAY_MS));
    const row = rows[index];
    // An event before the first in-home week (a response to a piece that came early) counts in that week.
    const target = row ?? rows[0]!;
    if (event.kind === 'response') target.responses += 1;
    else target.policies += 1;
  }
  const { chart } = resultsTexts;
  return {
    id: 'results-by-week',
    title: chart.title,
    kind: 'line',
    xKey: 'week',
    xLabel: chart.week,
    series: [
      { key: 'responses', label: chart.responses, format: 'count' },
      { key: 'policies', label: chart.policies, format: 'count' },
    ],
    rows,
  };
}

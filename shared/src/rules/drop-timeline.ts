import { type BusinessDate, businessToday } from './business-date';
import { addDropCalendarDays } from './in-home-date';

/**
 * What the agent sees of a drop's pieces (issue 49): a timeline of how many entered the mail stream,
 * reached the local area, went out for delivery, were delivered by estimate and came back, each with its
 * share of the pieces mailed.
 */
export const TIMELINE_STAGES = [
  'enteredMailStream',
  'inLocalArea',
  'outForDelivery',
  'deliveredByEstimate',
  'returned',
] as const;
type TimelineStage = (typeof TIMELINE_STAGES)[number];

/** A drop's pieces by stage as ingestion keeps them: `at` each stage now, `reached` each stage once. */
export interface StageCounts {
  pieces: number;
  at: { enteredMailStream: number; inLocalArea: number; outForDelivery: number; returned: number };
  reached: { enteredMailStream: number; inLocalArea: number; outForDelivery: number; returned: number };
  forwarded: number;
}

interface TimelineEntry {
  stage: TimelineStage;
  count: number;
  /** Of the pieces mailed, rounded to a whole percent. */
  percent: number;
}

const percentOf = (count: number, pieces: number) => (pieces === 0 ? 0 : Math.round((count * 100) / pieces));

/**
 * The timeline of a drop. A stage counts every piece that reached it or went further (scans are skipped
 * now and then: a piece out for delivery entered the mail stream even without that scan). Delivered by
 * estimate: out for delivery before today and not returned (the carrier delivers the day it takes the
 * piece; the post office never scans the delivery of marketing mail). `outForDeliveryToday` is how many
 * of the drop's pieces went out today and are still out.
 */
export function dropTimeline(counts: StageCounts, outForDeliveryToday: number): TimelineEntry[] {
  const { at, reached } = counts;
  const pastOrAt = {
    enteredMailStream: at.enteredMailStream + at.inLocalArea + at.outForDelivery,
    inLocalArea: at.inLocalArea + at.outForDelivery,
    outForDelivery: at.outForDelivery,
  };
  const values: Record<TimelineStage, number> = {
    enteredMailStream: Math.max(reached.enteredMailStream, pastOrAt.enteredMailStream),
    inLocalArea: Math.max(reached.inLocalArea, pastOrAt.inLocalArea),
    outForDelivery: Math.max(reached.outForDelivery, pastOrAt.outForDelivery),
    deliveredByEstimate: Math.max(0, at.outForDelivery - outForDeliveryToday),
    returned: at.returned,
  };
  return TIMELINE_STAGES.map((stage) => ({
    stage,
    count: values[stage],
    percent: percentOf(values[stage], counts.pieces),
  }));
}

/** This week of the business calendar: Monday to Sunday around `now` (New York). */
export function weekOf(now: Date): { first: BusinessDate; last: BusinessDate } {
  const today = businessToday(now);
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  const day = (offset: number) =>
    new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
  const monday = day(-((weekday + 6) % 7));
  return { first: monday, last: day(-((weekday + 6) % 7) + 6) };
}

/**
 * When to call a recipient whose piece went out for delivery: two drop days later, once it has been read
 * (the direct-mail platforms' advice: about two days after "processed for delivery").
 */
const FOLLOW_UP_CALL_DROP_DAYS = 2;
export const followUpCallDate = (outForDeliveryDay: BusinessDate): BusinessDate =>
  addDropCalendarDays(outForDeliveryDay, FOLLOW_UP_CALL_DROP_DAYS);

/** Whether a piece out for delivery on `day` counts as delivered by estimate on `now`. */
export const isDeliveredByEstimate = (outForDeliveryDay: BusinessDate | undefined, now: Date): boolean =>
  outForDeliveryDay !== undefined && outForDeliveryDay < businessToday(now);

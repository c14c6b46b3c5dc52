import type { AnalyticsPush } from '@msc/shared/rules/analytics';

/** Where analytics pushes go: the adapter's one seam (a tag manager in production, a recorder in a test). */
export interface AnalyticsSink {
  push(entry: AnalyticsPush): void;
}

declare global {
  interface Window {
    /** The tag manager's data layer: what the portal pushed, oldest first, readable by tests and tags. */
    dataLayer?: unknown[];
  }
}

/**
 * The browser's `dataLayer` (created when absent): a tag manager loaded on the page reads it, and without one
 * the pushes stay recorded there, so a journey or a person at the console can read what was sent.
 */
export function dataLayerSink(target: { dataLayer?: unknown[] } = window): AnalyticsSink {
  return {
    push: (entry) => {
      target.dataLayer ??= [];
      target.dataLayer.push(entry);
    },
  };
}

let sink: AnalyticsSink | undefined;

/** Replaces where pushes go (a test's recorder); `undefined` restores the browser's dataLayer. */
export function setAnalyticsSink(next: AnalyticsSink | undefined): void {
  sink = next;
}

/** Sends a push (spec 2 §7: tile code, line of business, product names); analytics never breaks a page. */
export function track(entry: AnalyticsPush | undefined): void {
  if (!entry) return;
  try {
    (sink ?? dataLayerSink()).push(entry);
  } catch {
    // A failing tag must not stop an order: the push is lost, the page goes on.
  }
}

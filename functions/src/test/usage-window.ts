import { nowMs, resetClock, setClock } from '@msc/shared/clock';
import { USAGE_LIMITS, type UsageLimitName } from '@msc/shared/rules/usage-limits';
import { onTestFinished } from 'vitest';

/**
 * Moves the clock (`@msc/shared/clock`, which the attempts store counts windows by) to the start of the
 * next window of `windowSeconds`, running on with real time from there, until the test ends: the calls a
 * test makes to reach a limit all fall in one window (windows are fixed), with no waiting for the edge.
 * Real time keeps running so anything else the handlers time (TTLs, "seconds ago") still behaves.
 */
export function atAttemptWindowStart(windowSeconds: number): void {
  const windowMs = windowSeconds * 1000;
  const start = Math.ceil(nowMs() / windowMs) * windowMs;
  // Elapsed real time, not the business clock: the moved clock runs on from `start` at the wall's pace.
  const since = performance.now();
  setClock(() => new Date(start + (performance.now() - since)));
  onTestFinished(resetClock);
}

/** `atAttemptWindowStart` for one of the per-user usage limits. */
export function atUsageWindowStart(name: UsageLimitName): void {
  atAttemptWindowStart(USAGE_LIMITS[name].windowSeconds);
}

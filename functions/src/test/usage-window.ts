import { USAGE_LIMITS, type UsageLimitName } from '@msc/shared/rules/usage-limits';

/**
 * Waits for the next window of a usage limit when the current one has less than a third left, so the calls
 * a test makes to reach the limit all fall in one window (windows are fixed, counted per user).
 */
export async function atUsageWindowStart(name: UsageLimitName): Promise<void> {
  const { windowSeconds } = USAGE_LIMITS[name];
  const left = windowSeconds - ((Date.now() / 1000) % windowSeconds);
  if (left < windowSeconds / 3) await new Promise((resolve) => setTimeout(resolve, left * 1000 + 100));
}

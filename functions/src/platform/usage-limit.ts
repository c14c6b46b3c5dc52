import { MetricUnit } from '@aws-lambda-powertools/metrics';
import { ErrorCode } from '@msc/shared/api/errors';
import { nowMs } from '@msc/shared/clock';
import { apiErrors } from '@msc/shared/messages';
import { USAGE_LIMITS, type UsageLimitName, usageDecision } from '@msc/shared/rules/usage-limits';
import { countAttempt } from './attempts-store';
import { HttpError } from './http-error';
import { logger } from './logger';
import { METRIC_NAMES } from './metric-names';
import { metrics } from './metrics';

/** A 429 that says how long to wait: the response carries it as `Retry-After` too (error-response.ts). */
export class TooManyRequests extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, ErrorCode.tooManyRequests, apiErrors.tooManyRequestsWait(retryAfterSeconds));
  }
}

/**
 * Counts one use of `name` by `userName` (the one really calling: the staff member while impersonating) and
 * refuses it past the window's figure, counted and alarmed (usage-limited) so a looping client is seen.
 */
export async function spendUsage(name: UsageLimitName, userName: string): Promise<void> {
  const { windowSeconds } = USAGE_LIMITS[name];
  const { attempts } = await countAttempt(`usage:${name}`, userName, windowSeconds);
  const decision = usageDecision(name, attempts, nowMs() / 1000);
  if (decision.allowed) return;
  metrics.addMetric(METRIC_NAMES.usageLimited, MetricUnit.Count, 1);
  logger.warn('Usage limit reached', { limit: name, userName, attempts });
  throw new TooManyRequests(decision.retryAfterSeconds);
}

/**
 * Every alarm threshold of the portal, in one place (monitoring.ts builds the alarms, docs/operations.md says
 * what each one means). An alarm fires when `datapoints` of the last `evaluationPeriods` periods of
 * `periodMinutes` breach `threshold`; missing data (no traffic, no runs) never fires one.
 */
export interface AlarmThreshold {
  threshold: number;
  periodMinutes: number;
  evaluationPeriods: number;
  /** Of the evaluation periods, how many must breach; all of them unless given. */
  datapoints?: number;
}

export const ALARM_THRESHOLDS = {
  /**
   * Share of a capability's requests answered 5xx, in percent. 5% for 10 minutes is far above the odd
   * failure and well before most users notice; the capability's canary rolls back on it too.
   */
  apiFaultRatePercent: { threshold: 5, periodMinutes: 5, evaluationPeriods: 2 },
  /** Below this many requests in a period the 5xx rate is not judged (one failure out of three is noise). */
  apiFaultRateMinRequests: 20,
  /**
   * p99 of a capability's request latency (ms, measured in the Lambda). The HTTP API gives up at 29 s;
   * 5 s at the 99th percentile for 15 minutes means a slow dependency or a hot partition, long before that.
   */
  apiLatencyP99Ms: { threshold: 5000, periodMinutes: 5, evaluationPeriods: 3 },
  /**
   * 5xx the HTTP API itself answered, in percent of its requests: Lambda crashes, timeouts and throttles
   * that never reach the portal's own metrics. Same bar as the per-capability rate.
   */
  apiGatewayFaultRatePercent: { threshold: 5, periodMinutes: 5, evaluationPeriods: 2 },
  /**
   * Unhandled errors of one function (crash, timeout, out of memory; handled 5xx answers are not errors).
   * Three in two consecutive minutes: quick enough to roll a canary back within its 5 minutes.
   */
  lambdaErrors: { threshold: 3, periodMinutes: 1, evaluationPeriods: 2 },
  /** Any throttled invocation: the account's concurrency (or a reserved limit) is exhausted. */
  lambdaThrottles: { threshold: 1, periodMinutes: 5, evaluationPeriods: 1 },
  /**
   * Failed executions of a workflow. A refused upload ends FAILED too (the user's file), so the bar is a
   * burst of them: 10 in 15 minutes is a broken pipeline or an abuser, not a bad afternoon.
   */
  workflowFailed: { threshold: 10, periodMinutes: 15, evaluationPeriods: 1 },
  /** Any execution that ran out of time: a task hung past its own timeout and the workflow's. */
  workflowTimedOut: { threshold: 1, periodMinutes: 5, evaluationPeriods: 1 },
  /** Any task that failed after its retries and reached a Catch (refused files are not counted). */
  workflowCaught: { threshold: 1, periodMinutes: 5, evaluationPeriods: 1 },
  /** Any invocation the scheduler could not deliver to a job (after its retries). */
  scheduleTargetErrors: { threshold: 1, periodMinutes: 5, evaluationPeriods: 1 },
  /** Any message waiting in a dead-letter queue: a run was lost and waits to be replayed. */
  deadLetters: { threshold: 1, periodMinutes: 5, evaluationPeriods: 1 },
  /**
   * Fewer scan files than this reached the scan receiver in the whole window (6 hours × 4: a day, the most
   * CloudWatch evaluates): IV-MTR sends files every day mail moves, so a silent day is a broken pull or
   * subscription. The one alarm that fires on missing data (no invocations at all); prod-like stages only.
   */
  scanFilesSilent: { threshold: 1, periodMinutes: 360, evaluationPeriods: 4 },
  /** Throttled reads and writes of the table (on demand: a sudden burst past its adaptive capacity). */
  dynamoThrottles: { threshold: 10, periodMinutes: 5, evaluationPeriods: 2 },
  /** Requests the WAF blocked: a spike of 1,000 in 5 minutes is an attack or a rule blocking real users. */
  wafBlocked: { threshold: 1000, periodMinutes: 5, evaluationPeriods: 1 },
  /**
   * Share of card payments refused or failed, in percent, over 15 minutes, once there were enough attempts:
   * declines are normal, a fifth of all payments is a provider outage or a broken checkout.
   */
  paymentFailureRatePercent: { threshold: 20, periodMinutes: 15, evaluationPeriods: 1 },
  paymentFailureRateMinAttempts: 5,
  /** Any placed order whose payment was held but not taken: fulfilled without money until support captures it. */
  paymentCaptureFailures: { threshold: 1, periodMinutes: 5, evaluationPeriods: 1 },
  /**
   * Orders the settle-orders reconciler found still Authorized more than 30 minutes after placement, having
   * tried to capture them (every 5 minutes): any one is money not taken while the mailing stands.
   */
  ordersLeftAuthorized: { threshold: 1, periodMinutes: 15, evaluationPeriods: 1 },
  /** Placed orders whose recipient-rows workflow could not be started (the reconciler retries them). */
  recipientRowsNotStarted: { threshold: 5, periodMinutes: 15, evaluationPeriods: 1 },
  /**
   * Any staff role granted in the Admin Center (shared/src/rules/roles.ts isStaffRole): rare and powerful
   * (impersonation, the catalogue, users), so each one is told to the people who run the portal.
   */
  staffRoleGrants: { threshold: 1, periodMinutes: 5, evaluationPeriods: 1 },
  /**
   * Calls refused by the per-user usage limits (rules/usage-limits.ts) in 15 minutes: a few are a user
   * clicking fast; this many is a client looping expensive work.
   */
  usageLimited: { threshold: 50, periodMinutes: 15, evaluationPeriods: 1 },
  /** Any failed run of a scheduled job (the feed was unreadable, or the table refused writes). */
  jobFailures: { threshold: 1, periodMinutes: 60, evaluationPeriods: 1 },
  /**
   * Feed rows a job refused in one run. A few bad rows are the provider's and are reported in the run;
   * more than this means a changed feed format or the wrong file.
   */
  jobBadRows: { threshold: 50, periodMinutes: 60, evaluationPeriods: 1 },
  /**
   * A feed job's run of skipped runs reached its threshold (FEED_SKIPS_BEFORE_ALARM): the provider's feed is
   * overdue. One such run is enough to tell.
   */
  feedOverdue: { threshold: 1, periodMinutes: 60, evaluationPeriods: 1 },
} as const satisfies Record<string, AlarmThreshold | number>;

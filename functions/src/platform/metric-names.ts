/**
 * The portal's CloudWatch metrics, named once: the Lambdas emit them (Powertools Metrics, EMF) and the CDK
 * stack builds its alarms and dashboard on the same names (infra/aws/monitoring.ts). A metric renamed here
 * moves both.
 */
export const METRICS_NAMESPACE = 'MscPortal';

/**
 * Powertools' `service` dimension (and the `service` key of every log line). One per stage, so two stages in
 * one account never add up in a metric or fire each other's alarms; locally (and in tests) `msc-portal`.
 */
export const DEFAULT_SERVICE_NAME = 'msc-portal';
export const serviceNameOf = (stage: string) => `${DEFAULT_SERVICE_NAME}-${stage}`;

/** Dimension names besides `service`. */
export const METRIC_DIMENSIONS = {
  route: 'route',
  /** The capability (one Lambda, one route group): request metrics are published per route and per capability. */
  capability: 'capability',
  job: 'job',
  workflow: 'workflow',
  /** Set by Powertools on its ColdStart metric. */
  functionName: 'function_name',
} as const;

export const METRIC_NAMES = {
  /** Per API route (`route` = the API Gateway route key, e.g. `GET /api/cart`) and per `capability`. */
  requests: 'requests',
  latency: 'latency',
  faults: 'faults',
  /** Powertools, per function (`function_name`), on the first invocation of an execution environment. */
  coldStart: 'ColdStart',
  /** Per scheduled job (`job`): each run, its outcome, and the feed rows it reported and skipped. */
  jobRuns: 'jobRuns',
  jobFailures: 'jobFailures',
  jobSkipped: 'jobSkipped',
  jobBadRows: 'jobBadRows',
  /** A feed job's run of skipped runs reached its threshold: the provider's feed is overdue. */
  feedOverdue: 'feedOverdue',
  /** Per workflow (`workflow`): an execution that reached a Catch path (a task failed after its retries). */
  workflowCaught: 'workflowCaught',
  /** Emitted by place order (checkout), with the `service` dimension only. */
  paymentAttempts: 'paymentAttempts',
  paymentFailures: 'paymentFailures',
  ordersPlaced: 'ordersPlaced',
  /** Unit None: cents. */
  revenueCents: 'revenueCents',
  /** A written order whose authorized payment could not be captured: it is Authorized, unpaid, until support acts. */
  paymentCaptureFailures: 'paymentCaptureFailures',
  /** The order-recipients workflow of a placed order could not be started (the reconciler starts it again). */
  recipientRowsNotStarted: 'recipientRowsNotStarted',
  /** Per settle-orders run: the orders it captured, and those still Authorized past the limit (alarmed). */
  ordersCapturedLate: 'ordersCapturedLate',
  ordersLeftAuthorized: 'ordersLeftAuthorized',
  /** A staff role (the Admin Center's: isStaffRole) granted in the Admin Center: alarmed at every one. */
  staffRoleGrants: 'staffRoleGrants',
  /** A call refused by a per-user usage limit (rules/usage-limits.ts): a client looping expensive work. */
  usageLimited: 'usageLimited',
} as const;

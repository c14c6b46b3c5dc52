import { METRIC_DIMENSIONS, METRIC_NAMES } from '@msc/functions/platform/metric-names';
import { ALARM_THRESHOLDS, type AlarmThreshold } from './alarm-thresholds';

/**
 * The alarms on metrics the use cases emit (money not taken, staff powers handed out, a client looping
 * expensive work): one plain threshold on one metric each, told to the operations topic. Monitoring makes
 * them; the runbook has a section per key.
 */
export interface BusinessAlarm {
  key: string;
  metricName: string;
  dimensions?: Record<string, string>;
  statistic: 'Sum' | 'Maximum';
  threshold: AlarmThreshold;
  means: string;
  check: string;
}

export const BUSINESS_ALARMS: readonly BusinessAlarm[] = [
  {
    key: 'checkout-capture-failed',
    metricName: METRIC_NAMES.paymentCaptureFailures,
    statistic: 'Sum',
    threshold: ALARM_THRESHOLDS.paymentCaptureFailures,
    means: 'An order was placed and its card held, but the payment could not be taken.',
    check:
      "checkout's log line 'Capturing the payment of a placed order failed' (orderId, paymentIntentId): capture it in the provider's dashboard before the hold expires (7 days), or cancel the order",
  },
  {
    key: 'orders-left-authorized',
    metricName: METRIC_NAMES.ordersLeftAuthorized,
    dimensions: { [METRIC_DIMENSIONS.job]: 'settle-orders' },
    statistic: 'Maximum',
    threshold: ALARM_THRESHOLDS.ordersLeftAuthorized,
    means:
      'The settle-orders reconciler found an order still Authorized 30 minutes after it was placed, and its capture failed again.',
    check:
      "the settle-orders job's log line 'An order is still Authorized after the reconciler tried to capture it' (orderId, paymentIntentId), then the runbook's 'Orders left Authorized'",
  },
  {
    key: 'checkout-recipient-rows-not-started',
    metricName: METRIC_NAMES.recipientRowsNotStarted,
    statistic: 'Sum',
    threshold: ALARM_THRESHOLDS.recipientRowsNotStarted,
    means: "Placed orders' recipient-rows workflow (order-recipients) could not be started.",
    check:
      "checkout's log line 'Starting the recipient rows of a placed order failed': Step Functions' quota or permissions; the settle-orders job starts them again",
  },
  {
    // Staff powers handed out in the Admin Center: every grant is told, so a rogue or mistaken one is seen.
    key: 'staff-role-granted',
    metricName: METRIC_NAMES.staffRoleGrants,
    statistic: 'Sum',
    threshold: ALARM_THRESHOLDS.staffRoleGrants,
    means: 'An admin granted a staff role (Admin Center access, impersonation, cross-agency reads).',
    check:
      "the audit trail's admin.grantRole entries of the last hour (actor, user, roles before and after) or the admin log line 'A staff role was granted': confirm it with the actor's manager, revoke it if unexpected",
  },
  {
    key: 'usage-limited',
    metricName: METRIC_NAMES.usageLimited,
    statistic: 'Sum',
    threshold: ALARM_THRESHOLDS.usageLimited,
    means:
      'Users were refused expensive work (proof renders, report views, exports, record pages, workflow starts) past their per-user limits many times.',
    check:
      "the log lines 'Usage limit reached' (limit, userName, attempts): one user looping is a script or a stuck page (talk to them, or disable the user); many users means a limit too tight for real use (shared/src/rules/usage-limits.ts)",
  },
  ...(['refresh-moving-lists', 'refresh-win-back-lists'] as const).map(
    (job): BusinessAlarm => ({
      key: `${job}-feed-overdue`,
      metricName: METRIC_NAMES.feedOverdue,
      dimensions: { [METRIC_DIMENSIONS.job]: job },
      statistic: 'Sum',
      threshold: ALARM_THRESHOLDS.feedOverdue,
      means: `The ${job} job found no new provider feed for too many runs in a row (FEED_SKIPS_BEFORE_ALARM).`,
      check:
        "the job's run records in the Admin Center (their notes name the newest feed read), then ask the data provider; a file refused for its period is named in the run's errors",
    }),
  ),
];

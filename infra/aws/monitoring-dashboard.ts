import { METRIC_DIMENSIONS, METRIC_NAMES, METRICS_NAMESPACE } from '@msc/functions/platform/metric-names';
import { Duration } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import type { Construct } from 'constructs';
import type { MonitoringProps } from './monitoring';
import type { PortalFunction } from './portal-function';

/** Where the runbook explains an alarm (docs/operations.md, one section per alarm family). */
export const RUNBOOK = 'docs/operations.md';

const { route, job, workflow, functionName } = METRIC_DIMENSIONS;

interface DashboardInput {
  /** The stack's name: the dashboard is `<prefix>-operations`. */
  prefix: string;
  /** Powertools' `service` of the stage. */
  service: string;
  props: Pick<MonitoringProps, 'api' | 'workflows' | 'jobs' | 'table'>;
  functions: readonly { key: string; fn: PortalFunction }[];
  /** Every alarm of the stage, for the status widget. */
  alarms: cloudwatch.Alarm[];
}

/**
 * The stage's operations dashboard: requests, errors and latency by route, cold starts, pipelines, jobs,
 * orders and revenue, payments, dead letters and throttles, and the status of every alarm.
 */
export function operationsDashboard(
  scope: Construct,
  { prefix, service, props, functions, alarms }: DashboardInput,
): cloudwatch.Dashboard {
  /** A SEARCH over the portal's metrics of this stage: one line per value of `dimension`. */
  const search = (
    metricName: string,
    dimension: string,
    statistic: string,
    period: Duration,
    label: string,
  ) =>
    new cloudwatch.MathExpression({
      expression: `SEARCH('{${METRICS_NAMESPACE},service,${dimension}} MetricName="${metricName}" service="${service}"', '${statistic}', ${period.toSeconds()})`,
      usingMetrics: {},
      label,
      period,
    });
  const five = Duration.minutes(5);
  const hour = Duration.hours(1);
  const day = Duration.days(1);
  const graph = (
    title: string,
    left: cloudwatch.IMetric[],
    options: Partial<cloudwatch.GraphWidgetProps> = {},
  ) => new cloudwatch.GraphWidget({ title, left, width: 12, height: 6, ...options });
  const portal = (
    name: string,
    dimensions: Record<string, string>,
    statistic: string,
    period: Duration,
    label: string,
  ) =>
    new cloudwatch.Metric({
      namespace: METRICS_NAMESPACE,
      metricName: name,
      dimensionsMap: { service: service, ...dimensions },
      statistic,
      period,
      label,
    });
  const revenueCents = portal(METRIC_NAMES.revenueCents, {}, 'Sum', hour, 'revenue (cents)');
  const machines = Object.entries(props.workflows.stateMachines);
  const jobNames = Object.keys(props.jobs.jobFunctions);

  const dashboard = new cloudwatch.Dashboard(scope, 'Dashboard', {
    dashboardName: `${prefix}-operations`,
    defaultInterval: Duration.days(1),
  });
  dashboard.addWidgets(
    new cloudwatch.TextWidget({
      markdown: `# ${prefix}\nRequests, errors and latency by route; cold starts; pipelines; jobs; orders and revenue. What each alarm means: \`${RUNBOOK}\`.`,
      width: 24,
      height: 2,
    }),
  );
  dashboard.addWidgets(
    graph('Requests by route', [search(METRIC_NAMES.requests, route, 'Sum', five, '')]),
    graph('5xx answers by route', [
      search(METRIC_NAMES.faults, route, 'Sum', five, ''),
      props.api.httpApi.metricServerError({ period: five, statistic: 'Sum', label: 'HTTP API 5xx' }),
    ]),
  );
  dashboard.addWidgets(
    graph('Latency p99 by route (ms)', [search(METRIC_NAMES.latency, route, 'p99', five, '')]),
    graph('Cold starts by function', [search(METRIC_NAMES.coldStart, functionName, 'Sum', five, '')]),
  );
  dashboard.addWidgets(
    graph(
      'Lambda errors',
      functions.map(({ key, fn }) =>
        fn.function.metricErrors({ period: five, statistic: 'Sum', label: key }),
      ),
    ),
    graph(
      'Lambda throttles',
      functions.map(({ key, fn }) =>
        fn.function.metricThrottles({ period: five, statistic: 'Sum', label: key }),
      ),
    ),
  );
  dashboard.addWidgets(
    graph(
      'Pipeline executions',
      machines.flatMap(([name, machine]) => [
        machine.metricStarted({ period: five, statistic: 'Sum', label: `${name} started` }),
        machine.metricSucceeded({ period: five, statistic: 'Sum', label: `${name} succeeded` }),
        machine.metricFailed({ period: five, statistic: 'Sum', label: `${name} failed` }),
        machine.metricTimedOut({ period: five, statistic: 'Sum', label: `${name} timed out` }),
        portal(METRIC_NAMES.workflowCaught, { [workflow]: name }, 'Sum', five, `${name} caught failures`),
      ]),
    ),
    graph(
      'Job runs (per day)',
      jobNames.flatMap((name) => [
        portal(METRIC_NAMES.jobRuns, { [job]: name }, 'Sum', day, `${name} runs`),
        portal(METRIC_NAMES.jobSkipped, { [job]: name }, 'Sum', day, `${name} skipped`),
        portal(METRIC_NAMES.jobFailures, { [job]: name }, 'Sum', day, `${name} failed`),
        portal(METRIC_NAMES.jobBadRows, { [job]: name }, 'Sum', day, `${name} bad rows`),
      ]),
      { view: cloudwatch.GraphWidgetView.BAR },
    ),
  );
  dashboard.addWidgets(
    graph('Orders placed per hour', [portal(METRIC_NAMES.ordersPlaced, {}, 'Sum', hour, 'orders')]),
    graph('Revenue per hour (USD)', [
      new cloudwatch.MathExpression({
        expression: 'FILL(revenueCents, 0) / 100',
        usingMetrics: { revenueCents },
        label: 'revenue (USD)',
        period: hour,
      }),
    ]),
  );
  dashboard.addWidgets(
    graph('Payments', [
      portal(METRIC_NAMES.paymentAttempts, {}, 'Sum', five, 'attempts'),
      portal(METRIC_NAMES.paymentFailures, {}, 'Sum', five, 'failures'),
    ]),
    graph('Dead letters and table throttles', [
      ...[props.jobs.deadLetters, props.jobs.failures].flatMap((queue) =>
        queue
          ? [
              queue.metricApproximateNumberOfMessagesVisible({
                period: five,
                statistic: 'Maximum',
                label: queue.node.id,
              }),
            ]
          : [],
      ),
      props.table.metric('ReadThrottleEvents', {
        period: five,
        statistic: 'Sum',
        label: 'table read throttles',
      }),
      props.table.metric('WriteThrottleEvents', {
        period: five,
        statistic: 'Sum',
        label: 'table write throttles',
      }),
    ]),
  );
  dashboard.addWidgets(
    new cloudwatch.AlarmStatusWidget({
      title: 'Alarms',
      alarms,
      width: 24,
      height: 8,
    }),
  );
  return dashboard;
}

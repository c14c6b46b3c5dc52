import { METRIC_DIMENSIONS, METRIC_NAMES, METRICS_NAMESPACE } from '@msc/functions/platform/metric-names';
import { kebabCase } from '@msc/functions/platform/workflow-names';
import { Duration, Stack } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as sns from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { ALARM_THRESHOLDS, type AlarmThreshold } from './alarm-thresholds';
import type { Api } from './api';
import { BUSINESS_ALARMS } from './business-alarms';
import { operationsDashboard, RUNBOOK } from './monitoring-dashboard';
import { acceptFindings } from './nag';
import type { PortalFunction } from './portal-function';
import { rollbackAlarm } from './rollback-alarm';
import type { ScheduledJobs } from './scheduled-jobs';
import type { Workflows } from './workflows';

export interface MonitoringProps {
  /** Alarm names are `<alarmPrefix>-<id>`: the portal stack's name (this construct may sit in a nested stack). */
  alarmPrefix?: string;
  /** Powertools' `service` of the stage: every portal metric carries it. */
  serviceName: string;
  /** Who the alarm topic emails. */
  alarmEmails: readonly string[];
  api: Api;
  workflows: Workflows;
  jobs: ScheduledJobs;
  table: dynamodb.ITable;
  /** A WAF web ACL in front of the portal, when the stack has one: its block spikes alarm. */
  wafWebAclName?: string;
  /** Issue 49's receiver of USPS scan files, and its failed files; `silence`: alarm on a day without a file. */
  scanReceiver?: { fn: PortalFunction; failures: sqs.IQueue; silence: boolean };
}

const { capability, job, workflow } = METRIC_DIMENSIONS;

/**
 * What the people who run the portal watch: one SNS topic every alarm notifies (and tells when it is OK
 * again), the alarms (thresholds in alarm-thresholds.ts), and one dashboard per stage. Each function's
 * error alarm (and, for a capability, its 5xx-rate alarm) also rolls back its canary deployment.
 */
export class Monitoring extends Construct {
  readonly topic: sns.Topic;
  /** Every alarm, by a short id (`api-cart-5xx-rate`); the alarm's name is `<stack>-<id>`. */
  readonly alarms: Record<string, cloudwatch.Alarm> = {};
  readonly dashboard: cloudwatch.Dashboard;
  private readonly action: SnsAction;
  private readonly prefix: string;
  private readonly service: string;

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    this.prefix = props.alarmPrefix ?? Stack.of(this).stackName;
    this.service = props.serviceName;
    // The topic keeps SNS's default access policy and no KMS key: a topic policy of our own (enforceSSL
    // writes one) drops the default statement CloudWatch alarms publish through, and with the AWS-managed
    // key CloudWatch cannot publish at all; notifications would then be dropped without a sound.
    this.topic = new sns.Topic(this, 'AlarmTopic', { displayName: `${this.prefix} alarms` });
    acceptFindings(this.topic, [
      {
        id: 'AwsSolutions-SNS3',
        reason: 'A topic policy of our own drops the statement CloudWatch alarms publish through (above)',
      },
    ]);
    for (const email of props.alarmEmails) this.topic.addSubscription(new EmailSubscription(email));
    this.action = new SnsAction(this.topic);

    const functions = this.functionsOf(props);
    for (const { key, fn } of functions) this.functionAlarms(key, fn);
    for (const [name, fn] of Object.entries(props.api.capabilities)) this.capabilityAlarms(name, fn);
    this.apiGatewayAlarm(props.api);
    for (const [name, machine] of Object.entries(props.workflows.stateMachines)) {
      const t = ALARM_THRESHOLDS;
      this.alarm(
        `workflow-${name}-failed`,
        machine.metricFailed(this.over(t.workflowFailed)),
        t.workflowFailed,
        {
          means: `Executions of ${name} failed (refused uploads end FAILED too).`,
          check:
            'the newest failed executions in the Step Functions console: the failing state and its error',
        },
      );
      this.alarm(
        `workflow-${name}-timed-out`,
        machine.metricTimedOut(this.over(t.workflowTimedOut)),
        t.workflowTimedOut,
        {
          means: `An execution of ${name} ran out of time.`,
          check:
            "the timed-out execution's last state, then that task's Lambda logs (X-Ray trace of the execution)",
        },
      );
      this.alarm(
        `workflow-${name}-caught`,
        this.metric(METRIC_NAMES.workflowCaught, { [workflow]: name }, 'Sum', t.workflowCaught),
        t.workflowCaught,
        {
          means: `A task of ${name} failed after its retries and the workflow took its Catch path.`,
          check: `the "Workflow caught a failure" log line of the ${name} tasks: the error and its cause`,
        },
      );
    }
    this.jobAlarms(props.jobs);
    if (props.scanReceiver) this.scanReceiverAlarms(props.scanReceiver);
    this.tableAlarm(props.table);
    this.paymentAlarm();
    for (const one of BUSINESS_ALARMS) {
      const metric = this.metric(one.metricName, one.dimensions ?? {}, one.statistic, one.threshold);
      this.alarm(one.key, metric, one.threshold, one);
    }
    if (props.wafWebAclName) this.addWafBlockAlarm(props.wafWebAclName);

    // A canary goes back when its function errs, or when its capability answers 5xx.
    for (const { key, fn } of functions) {
      const group = fn.deploymentGroup;
      if (!group) continue;
      group.addAlarm(rollbackAlarm(group, this.alarms[`fn-${key}-errors`]!, this.prefix));
      const capabilityName = Object.entries(props.api.capabilities).find(
        ([, candidate]) => candidate === fn,
      )?.[0];
      if (capabilityName)
        group.addAlarm(
          rollbackAlarm(group, this.alarms[`api-${kebabCase(capabilityName)}-5xx-rate`]!, this.prefix),
        );
    }

    this.dashboard = operationsDashboard(this, {
      prefix: this.prefix,
      service: this.service,
      props,
      functions,
      alarms: Object.values(this.alarms),
    });
  }

  /**
   * The WAF block spikes alarm, for a web ACL in front of the portal (CloudFront scope: its metrics are in
   * us-east-1, so the alarm sees them only when this stack is deployed there; give `region` for a regional
   * ACL). Called for the `wafWebAclName` context value, or by the construct that creates the ACL.
   */
  addWafBlockAlarm(webAclName: string, region?: string): cloudwatch.Alarm {
    const t = ALARM_THRESHOLDS.wafBlocked;
    const blocked = new cloudwatch.Metric({
      namespace: 'AWS/WAFV2',
      metricName: 'BlockedRequests',
      dimensionsMap: { WebACL: webAclName, Rule: 'ALL', ...(region ? { Region: region } : {}) },
      ...this.over(t),
    });
    return this.alarm('waf-blocked-spike', blocked, t, {
      means: `The WAF (${webAclName}) blocked an unusual number of requests.`,
      check: 'the sampled requests of the web ACL: an attack (IPs, paths) or a rule blocking real users',
    });
  }

  private functionsOf(props: MonitoringProps): { key: string; fn: PortalFunction }[] {
    return [
      ...Object.entries(props.api.capabilities).map(([name, fn]) => ({ key: `api-${kebabCase(name)}`, fn })),
      ...Object.entries(props.workflows.tasks).flatMap(([name, tasks]) =>
        tasks.map((fn) => ({ key: `${name}-${kebabCase(fn.node.id)}`, fn })),
      ),
      ...Object.entries(props.jobs.jobFunctions).map(([name, fn]) => ({ key: `job-${name}`, fn })),
      ...(props.scanReceiver ? [{ key: 'scan-receiver', fn: props.scanReceiver.fn }] : []),
    ];
  }

  private functionAlarms(key: string, fn: PortalFunction): void {
    const t = ALARM_THRESHOLDS;
    this.alarm(`fn-${key}-errors`, fn.function.metricErrors(this.over(t.lambdaErrors)), t.lambdaErrors, {
      means: `${fn.label}: the Lambda itself failed (crash, timeout, out of memory), not a handled 5xx.`,
      check: `the function's log group for "Task timed out", "Runtime exited" or an uncaught error; the newest deploy`,
    });
    this.alarm(
      `fn-${key}-throttles`,
      fn.function.metricThrottles(this.over(t.lambdaThrottles)),
      t.lambdaThrottles,
      {
        means: `${fn.label}: invocations were throttled.`,
        check:
          "the account's concurrent executions (Lambda console, account-level metrics) and what else runs there",
      },
    );
  }

  private capabilityAlarms(name: string, fn: PortalFunction): void {
    const t = ALARM_THRESHOLDS;
    const dims = { [capability]: name };
    const requests = this.metric(METRIC_NAMES.requests, dims, 'Sum', t.apiFaultRatePercent);
    const faults = this.metric(METRIC_NAMES.faults, dims, 'Sum', t.apiFaultRatePercent);
    const rate = new cloudwatch.MathExpression({
      expression: `IF(requests >= ${t.apiFaultRateMinRequests}, 100 * FILL(faults, 0) / requests, 0)`,
      usingMetrics: { requests, faults },
      label: `${name} 5xx %`,
      period: Duration.minutes(t.apiFaultRatePercent.periodMinutes),
    });
    this.alarm(`api-${kebabCase(name)}-5xx-rate`, rate, t.apiFaultRatePercent, {
      means: `More than ${t.apiFaultRatePercent.threshold}% of the ${name} requests were answered 5xx.`,
      check: `the "Unhandled error" lines in ${fn.label}'s log group (route and correlation_id), then the trace in X-Ray`,
    });
    this.alarm(
      `api-${kebabCase(name)}-p99-latency`,
      this.metric(METRIC_NAMES.latency, dims, 'p99', t.apiLatencyP99Ms),
      t.apiLatencyP99Ms,
      {
        means: `The slowest 1% of ${name} requests took more than ${t.apiLatencyP99Ms.threshold} ms.`,
        check: `the slow traces of ${fn.label} in X-Ray (which call is slow: DynamoDB, S3, the payment provider)`,
      },
    );
  }

  private apiGatewayAlarm(api: Api): void {
    const t = ALARM_THRESHOLDS.apiGatewayFaultRatePercent;
    const count = api.httpApi.metricCount(this.over(t));
    const serverErrors = api.httpApi.metricServerError(this.over(t));
    const rate = new cloudwatch.MathExpression({
      expression: `IF(count >= ${ALARM_THRESHOLDS.apiFaultRateMinRequests}, 100 * FILL(serverErrors, 0) / count, 0)`,
      usingMetrics: { count, serverErrors },
      label: 'HTTP API 5xx %',
      period: Duration.minutes(t.periodMinutes),
    });
    this.alarm('api-gateway-5xx-rate', rate, t, {
      means: 'The HTTP API answered 5xx to many requests: Lambdas crashed, timed out or were throttled.',
      check: 'the access log (status 5xx, integrationError) and the function error and throttle alarms',
    });
  }

  private jobAlarms(jobs: ScheduledJobs): void {
    const t = ALARM_THRESHOLDS;
    if (jobs.scheduleGroup) {
      const targetErrors = new cloudwatch.Metric({
        namespace: 'AWS/Scheduler',
        metricName: 'TargetErrorCount',
        dimensionsMap: { ScheduleGroup: jobs.scheduleGroup.ref },
        ...this.over(t.scheduleTargetErrors),
      });
      this.alarm('jobs-schedule-target-errors', targetErrors, t.scheduleTargetErrors, {
        means: 'EventBridge Scheduler could not invoke a job Lambda.',
        check: "the scheduler role's permission on the job's live alias, and the jobs-dead-letters queue",
      });
    }
    const queues: [string, sqs.IQueue | undefined, string, string][] = [
      [
        'jobs-dead-letters',
        jobs.deadLetters,
        'A scheduled run never reached its job (the scheduler gave up).',
        'the message (the schedule input) and the schedule target errors; replay it once fixed (runbook)',
      ],
      [
        'jobs-failed-runs',
        jobs.failures,
        'A job failed after its retries; its invocation record waits here.',
        'the job-runs endpoint (Admin Center) or the job log: the failed run says why; rerun after the fix',
      ],
    ];
    for (const [key, queue, means, check] of queues) {
      if (!queue) continue;
      const depth = queue.metricApproximateNumberOfMessagesVisible({
        ...this.over(t.deadLetters),
        statistic: 'Maximum',
      });
      this.alarm(key, depth, t.deadLetters, { means, check });
    }
    for (const name of Object.keys(jobs.jobFunctions)) {
      this.alarm(
        `job-${name}-failed`,
        this.metric(METRIC_NAMES.jobFailures, { [job]: name }, 'Sum', t.jobFailures),
        t.jobFailures,
        {
          means: `A run of ${name} failed (the feed was unreadable, or a read or write failed).`,
          check:
            'the newest run of the job (GET /api/retention/job-runs) and its error; then rerun it (runbook)',
        },
      );
      this.alarm(
        `job-${name}-bad-rows`,
        this.metric(METRIC_NAMES.jobBadRows, { [job]: name }, 'Maximum', t.jobBadRows),
        t.jobBadRows,
        {
          means: `A run of ${name} refused more than ${t.jobBadRows.threshold} feed rows.`,
          check:
            "the run's errors (line numbers and fields): a changed feed format, or the wrong file; ask the provider",
        },
      );
    }
  }

  /** Beside its errors and throttles (functionAlarms): files that failed for good, and a day without files. */
  private scanReceiverAlarms({ fn, failures, silence }: NonNullable<MonitoringProps['scanReceiver']>): void {
    const t = ALARM_THRESHOLDS;
    const depth = failures.metricApproximateNumberOfMessagesVisible({
      ...this.over(t.deadLetters),
      statistic: 'Maximum',
    });
    this.alarm('scan-receiver-failed-files', depth, t.deadLetters, {
      means: 'A scan file failed after its retries; its invocation record (the file, the error) waits here.',
      check: "the message's error and the receiver's log for the file; replay it once fixed (runbook)",
    });
    if (!silence) return;
    const files = fn.function.metricInvocations(this.over(t.scanFilesSilent));
    this.alarm(
      'scan-files-silent',
      files,
      t.scanFilesSilent,
      {
        means: 'No scan file reached the scan receiver for a day.',
        check: "the IV-MTR pull or subscription (its last delivery), then the bucket's scans/ prefix",
      },
      'below',
    );
  }

  private tableAlarm(table: dynamodb.ITable): void {
    const t = ALARM_THRESHOLDS.dynamoThrottles;
    const reads = table.metric('ReadThrottleEvents', { ...this.over(t) });
    const writes = table.metric('WriteThrottleEvents', { ...this.over(t) });
    const throttles = new cloudwatch.MathExpression({
      expression: 'FILL(reads, 0) + FILL(writes, 0)',
      usingMetrics: { reads, writes },
      label: 'throttled reads and writes',
      period: Duration.minutes(t.periodMinutes),
    });
    this.alarm('table-throttles', throttles, t, {
      means: 'DynamoDB throttled reads or writes of the table.',
      check: "CloudWatch Contributor Insights or the table's metrics by operation: a hot key or a bulk job",
    });
  }

  private paymentAlarm(): void {
    const t = ALARM_THRESHOLDS.paymentFailureRatePercent;
    const attempts = this.metric(METRIC_NAMES.paymentAttempts, {}, 'Sum', t);
    const failures = this.metric(METRIC_NAMES.paymentFailures, {}, 'Sum', t);
    const rate = new cloudwatch.MathExpression({
      expression: `IF(attempts >= ${ALARM_THRESHOLDS.paymentFailureRateMinAttempts}, 100 * FILL(failures, 0) / attempts, 0)`,
      usingMetrics: { attempts, failures },
      label: 'payment failures %',
      period: Duration.minutes(t.periodMinutes),
    });
    this.alarm('checkout-payment-failure-rate', rate, t, {
      means: `More than ${t.threshold}% of card payments failed.`,
      check: "the payment provider's status page and dashboard (declines vs errors), then checkout's logs",
    });
  }

  /** A portal metric (namespace MscPortal, the stage's service) with more dimensions. */
  private metric(
    name: string,
    dimensions: Record<string, string>,
    statistic: string,
    threshold: AlarmThreshold,
  ): cloudwatch.Metric {
    return new cloudwatch.Metric({
      namespace: METRICS_NAMESPACE,
      metricName: name,
      dimensionsMap: { service: this.service, ...dimensions },
      statistic,
      period: Duration.minutes(threshold.periodMinutes),
    });
  }

  private over(threshold: AlarmThreshold): cloudwatch.MetricOptions {
    return { period: Duration.minutes(threshold.periodMinutes), statistic: 'Sum' };
  }

  private alarm(
    key: string,
    metric: cloudwatch.IMetric,
    threshold: AlarmThreshold,
    text: { means: string; check: string },
    /** `below`: fires under the threshold, and on missing data (a metric that stops is the fault). */
    direction: 'above' | 'below' = 'above',
  ): cloudwatch.Alarm {
    const alarm = new cloudwatch.Alarm(this, key, {
      alarmName: `${this.prefix}-${key}`,
      alarmDescription: `${text.means} First check: ${text.check}. Runbook: ${RUNBOOK}.`,
      metric,
      threshold: threshold.threshold,
      evaluationPeriods: threshold.evaluationPeriods,
      datapointsToAlarm: threshold.datapoints ?? threshold.evaluationPeriods,
      comparisonOperator:
        direction === 'above'
          ? cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD
          : cloudwatch.ComparisonOperator.LESS_THAN_THRESHOLD,
      treatMissingData:
        direction === 'above'
          ? cloudwatch.TreatMissingData.NOT_BREACHING
          : cloudwatch.TreatMissingData.BREACHING,
    });
    alarm.addAlarmAction(this.action);
    alarm.addOkAction(this.action);
    this.alarms[key] = alarm;
    return alarm;
  }
}

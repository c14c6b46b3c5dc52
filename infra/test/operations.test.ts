import { readFileSync } from 'node:fs';
import { serviceNameOf } from '@msc/functions/platform/metric-names';
import { CAPABILITY_NAMES } from '@msc/shared/api';
import { Annotations, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { ALARM_THRESHOLDS } from '../aws/alarm-thresholds';
import { SCHEDULED_JOBS } from '../aws/jobs';
import { kebabCase, listWorkflowFiles, workflowTasks } from '../aws/workflows';
import { FIXTURE_SPA_BUILD, functionTemplates, resourcesIn, resourcesOf, synthPortal } from './helpers';

// One production synthesis for the whole file: what the people who run the portal get.
const portal = synthPortal(
  {
    stage: 'prod',
    webOrigin: 'https://portal.example.com',
    alarmEmails: 'oncall@example.com,ops@example.com',
    wafWebAclName: 'msc-portal-prod-edge',
  },
  { webDistDir: FIXTURE_SPA_BUILD },
);
const { stack, template, operations, jobs } = portal;
Annotations.of(stack).acknowledgeWarning('msc:web-dist-missing');
// The portal's functions: the portal stack's and, in their nested stack, the scheduled jobs'.
const templates = functionTemplates(portal);
const PREFIX = 'MscPortal-test';
const SERVICE = serviceNameOf('prod');

const functions = resourcesIn(templates, 'AWS::Lambda::Function');
const OWN = /^(Portal API: |Workflow |Scheduled job )/;
const ownFunctions = Object.entries(functions).filter(([, fn]) =>
  OWN.test(String(fn.Properties.Description)),
);
const alarms = Object.values(resourcesOf(operations, 'AWS::CloudWatch::Alarm'));
const alarmNamed = (key: string) => alarms.find((alarm) => alarm.Properties.AlarmName === `${PREFIX}-${key}`);

const workflowNames = listWorkflowFiles().map((file) => file.name);
const taskKeys = listWorkflowFiles().flatMap(({ name, file }) =>
  workflowTasks(name, JSON.parse(readFileSync(file, 'utf8'))).map(
    (task) => `${name}-${kebabCase(task.stateName)}`,
  ),
);
const functionKeys = [
  ...CAPABILITY_NAMES.map((name) => `api-${kebabCase(name)}`),
  ...taskKeys,
  ...SCHEDULED_JOBS.map((job) => `job-${job.name}`),
];

describe('stack size', () => {
  // CloudFormation refuses a stack of over 500 resources; a capability adds about a dozen (function, role,
  // policy, log group, version, alias, deployment group) and three or four alarms to the operations stack.
  // The portal's stack passed 400 with the response page, mail visibility, the scan receiver and the jobs
  // (440 with nine jobs); the jobs then moved into a nested stack of their own (2026-11-29, prod: the
  // portal's stack 353, the jobs' 89, about ten a job, the operations stack 204).
  const size = (one: typeof template) => Object.keys(one.toJSON().Resources).length;
  it("keeps the portal's stack and the nested operations and routes stacks under 400, the jobs' under 200, of CloudFormation's 500", () => {
    expect(size(template)).toBeLessThanOrEqual(400);
    expect(size(operations)).toBeLessThanOrEqual(400);
    // A route, an integration and an invoke permission per contract endpoint: 255 on 2026-11-29.
    expect(size(Template.fromStack(stack.api.routes))).toBeLessThanOrEqual(400);
    expect(size(jobs)).toBeLessThanOrEqual(200);
  });
});

describe('alarms', () => {
  it('exist for every function, capability, workflow, job, queue, the table, payments and the WAF, and nothing else', () => {
    const expected = [
      ...functionKeys.flatMap((key) => [`fn-${key}-errors`, `fn-${key}-throttles`]),
      ...CAPABILITY_NAMES.flatMap((name) => [
        `api-${kebabCase(name)}-5xx-rate`,
        `api-${kebabCase(name)}-p99-latency`,
      ]),
      'api-gateway-5xx-rate',
      ...workflowNames.flatMap((name) => [
        `workflow-${name}-failed`,
        `workflow-${name}-timed-out`,
        `workflow-${name}-caught`,
      ]),
      'jobs-schedule-target-errors',
      'jobs-dead-letters',
      'jobs-failed-runs',
      ...SCHEDULED_JOBS.flatMap((job) => [`job-${job.name}-failed`, `job-${job.name}-bad-rows`]),
      'fn-scan-receiver-errors',
      'fn-scan-receiver-throttles',
      'scan-receiver-failed-files',
      'scan-files-silent',
      'table-throttles',
      'checkout-payment-failure-rate',
      'checkout-capture-failed',
      'checkout-recipient-rows-not-started',
      'orders-left-authorized',
      'staff-role-granted',
      'usage-limited',
      'refresh-moving-lists-feed-overdue',
      'refresh-win-back-lists-feed-overdue',
      'waf-blocked-spike',
    ].map((key) => `${PREFIX}-${key}`);
    expect(alarms.map((alarm) => alarm.Properties.AlarmName).sort()).toEqual(expected.sort());
  });

  it('notify the alarm topic when they fire and when they clear, and say what to check first', () => {
    const [topicId] = Object.keys(resourcesOf(operations, 'AWS::SNS::Topic'));
    for (const alarm of alarms) {
      expect(alarm.Properties.AlarmActions).toEqual([{ Ref: topicId }]);
      expect(alarm.Properties.OKActions).toEqual([{ Ref: topicId }]);
      // A day without scan files is the one fault that shows as no data (no receiver invocations).
      const silence = alarm.Properties.AlarmName === `${PREFIX}-scan-files-silent`;
      expect(alarm.Properties.TreatMissingData).toBe(silence ? 'breaching' : 'notBreaching');
      expect(alarm.Properties.AlarmDescription).toMatch(/First check: .+ Runbook: docs\/operations\.md\.$/);
    }
    // CloudWatch publishes through SNS's default topic policy, and cannot with an AWS-managed key.
    operations.resourceCountIs('AWS::SNS::TopicPolicy', 0);
    expect(
      Object.values(resourcesOf(operations, 'AWS::SNS::Topic'))[0]!.Properties.KmsMasterKeyId,
    ).toBeUndefined();
    operations.resourceCountIs('AWS::SNS::Subscription', 2);
    operations.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'oncall@example.com',
    });
  });

  it('take their thresholds from alarm-thresholds.ts', () => {
    expect(alarmNamed('fn-api-cart-errors')?.Properties).toMatchObject({
      Threshold: ALARM_THRESHOLDS.lambdaErrors.threshold,
      EvaluationPeriods: ALARM_THRESHOLDS.lambdaErrors.evaluationPeriods,
      Period: 60,
      MetricName: 'Errors',
      Namespace: 'AWS/Lambda',
    });
    expect(alarmNamed('api-cart-p99-latency')?.Properties).toMatchObject({
      Threshold: ALARM_THRESHOLDS.apiLatencyP99Ms.threshold,
      ExtendedStatistic: 'p99',
      Namespace: 'MscPortal',
      MetricName: 'latency',
      Dimensions: expect.arrayContaining([
        { Name: 'capability', Value: 'cart' },
        { Name: 'service', Value: SERVICE },
      ]),
    });
    expect(alarmNamed('job-refresh-moving-lists-bad-rows')?.Properties).toMatchObject({
      Threshold: ALARM_THRESHOLDS.jobBadRows.threshold,
      MetricName: 'jobBadRows',
      Dimensions: expect.arrayContaining([{ Name: 'job', Value: 'refresh-moving-lists' }]),
    });
    // Every staff-role grant is told (the admin capability counts them, per stage).
    expect(alarmNamed('staff-role-granted')?.Properties).toMatchObject({
      Threshold: 1,
      Namespace: 'MscPortal',
      MetricName: 'staffRoleGrants',
      Statistic: 'Sum',
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      Dimensions: [{ Name: 'service', Value: SERVICE }],
    });
    expect(alarmNamed('waf-blocked-spike')?.Properties).toMatchObject({
      Namespace: 'AWS/WAFV2',
      MetricName: 'BlockedRequests',
      Dimensions: expect.arrayContaining([{ Name: 'WebACL', Value: 'msc-portal-prod-edge' }]),
    });
  });

  it('judge the 5xx and payment failure rates by metric math, only above a minimum of traffic', () => {
    const metricsOf = (key: string) =>
      alarmNamed(key)?.Properties.Metrics as {
        Id: string;
        Expression?: string;
        MetricStat?: { Metric: unknown };
      }[];
    const payments = metricsOf('checkout-payment-failure-rate');
    expect(payments.find((m) => m.Expression)?.Expression).toBe(
      `IF(attempts >= ${ALARM_THRESHOLDS.paymentFailureRateMinAttempts}, 100 * FILL(failures, 0) / attempts, 0)`,
    );
    expect(payments.filter((m) => m.MetricStat).map((m) => m.MetricStat!.Metric)).toEqual(
      expect.arrayContaining([
        {
          Namespace: 'MscPortal',
          MetricName: 'paymentAttempts',
          Dimensions: [{ Name: 'service', Value: SERVICE }],
        },
        {
          Namespace: 'MscPortal',
          MetricName: 'paymentFailures',
          Dimensions: [{ Name: 'service', Value: SERVICE }],
        },
      ]),
    );
    const cart = metricsOf('api-cart-5xx-rate');
    expect(cart.find((m) => m.Expression)?.Expression).toMatch(
      /^IF\(requests >= \d+, 100 \* FILL\(faults, 0\) \/ requests, 0\)$/,
    );
  });
});

describe('dashboard', () => {
  const [dashboard] = Object.values(resourcesOf(operations, 'AWS::CloudWatch::Dashboard'));
  const body = JSON.stringify(dashboard?.Properties.DashboardBody);

  it('is one per stage, with requests, errors, latency by route, cold starts, pipelines, jobs, orders and revenue', () => {
    expect(dashboard?.Properties.DashboardName).toBe(`${PREFIX}-operations`);
    for (const title of [
      'Requests by route',
      '5xx answers by route',
      'Latency p99 by route (ms)',
      'Cold starts by function',
      'Lambda errors',
      'Pipeline executions',
      'Job runs (per day)',
      'Orders placed per hour',
      'Revenue per hour (USD)',
      'Alarms',
    ]) {
      expect(body).toContain(title);
    }
    for (const metric of [
      'ColdStart',
      'ordersPlaced',
      'revenueCents',
      'jobRuns',
      'workflowCaught',
      'ExecutionsStarted',
    ]) {
      expect(body).toContain(metric);
    }
    expect(body).toContain(`service=\\\\\\"${SERVICE}\\\\\\"`);
  });
});

describe('tracing and logs', () => {
  it('traces every function actively, with the SDK subsegments in prod, and tells Powertools the stage service', () => {
    expect(ownFunctions).toHaveLength(functionKeys.length);
    for (const [, fn] of ownFunctions) {
      expect(fn.Properties.TracingConfig).toEqual({ Mode: 'Active' });
      expect((fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables).toMatchObject({
        POWERTOOLS_SERVICE_NAME: SERVICE,
        POWERTOOLS_TRACE_ENABLED: 'true',
      });
    }
    template.allResourcesProperties('AWS::StepFunctions::StateMachine', {
      TracingConfiguration: { Enabled: true },
    });
  });

  it("keeps `*` to the one X-Ray policy every function of a stack attaches: no function's own policy names it", () => {
    const statements = (policy: { Properties: Record<string, unknown> }) =>
      (policy.Properties.PolicyDocument as { Statement: { Action: unknown; Resource: unknown }[] }).Statement;
    let checked = 0;
    // Each stack has its own (a nested stack's roles attach the nested stack's).
    for (const one of templates) {
      const policies = Object.values(resourcesOf(one, 'AWS::IAM::Policy'));
      const roles = resourcesOf(one, 'AWS::IAM::Role');
      const managed = Object.entries(resourcesOf(one, 'AWS::IAM::ManagedPolicy'));
      expect(managed).toHaveLength(1);
      const [tracingId, tracing] = managed[0]!;
      expect(statements(tracing).map((statement) => statement.Resource)).toEqual(['*']);
      const functions = Object.values(resourcesOf(one, 'AWS::Lambda::Function')).filter((fn) =>
        /^(Portal API: |Workflow |Scheduled job )/.test(String(fn.Properties.Description)),
      );
      for (const fn of functions) {
        const roleId = (fn.Properties.Role as { 'Fn::GetAtt': [string] })['Fn::GetAtt'][0];
        expect(JSON.stringify(roles[roleId]!.Properties.ManagedPolicyArns)).toContain(tracingId);
        const own = policies.filter((policy) => JSON.stringify(policy.Properties.Roles).includes(roleId));
        for (const statement of own.flatMap(statements))
          expect([statement.Resource].flat()).not.toContain('*');
        checked += 1;
      }
    }
    expect(checked).toBe(functionKeys.length);
  });

  it("keeps every log group (functions, the API's access log, state machines, CDK's helpers) for prod's 90 days", () => {
    const groups = Object.values(resourcesIn(templates, 'AWS::Logs::LogGroup'));
    expect(groups.length).toBeGreaterThanOrEqual(ownFunctions.length + 2);
    for (const group of groups) expect(group.Properties.RetentionInDays).toBe(90);
  });

  it("logs every CloudFront request to a private bucket of its own, kept prod's 90 days", () => {
    const distribution = Object.values(resourcesOf(template, 'AWS::CloudFront::Distribution'))[0]!;
    const logging = (distribution.Properties.DistributionConfig as { Logging: Record<string, unknown> })
      .Logging;
    expect(logging.Prefix).toBe('cloudfront/');
    const bucketId = (logging.Bucket as { 'Fn::GetAtt': [string] })['Fn::GetAtt'][0];
    const bucket = resourcesOf(template, 'AWS::S3::Bucket')[bucketId]!.Properties;
    expect(bucket.LifecycleConfiguration).toEqual({
      Rules: [expect.objectContaining({ ExpirationInDays: 90, Status: 'Enabled' })],
    });
    expect(bucket.PublicAccessBlockConfiguration).toEqual(expect.objectContaining({ BlockPublicAcls: true }));
  });
});

describe('safe deploys', () => {
  it('publishes every function behind a live alias, shifted by a 10% canary for 5 minutes and rolled back by its alarms', () => {
    const aliases = Object.values(resourcesIn(templates, 'AWS::Lambda::Alias')) as {
      Properties: { Name: string; FunctionName: { Ref: string } };
      UpdatePolicy?: { CodeDeployLambdaAliasUpdate?: { DeploymentGroupName?: { Ref: string } } };
    }[];
    const groups = resourcesIn(templates, 'AWS::CodeDeploy::DeploymentGroup');
    // And the scan receiver's: S3 invokes its live alias at once, without a canary (its alarms only notify).
    expect(aliases).toHaveLength(ownFunctions.length + 1);
    for (const [logicalId] of ownFunctions) {
      const alias = aliases.find((candidate) => candidate.Properties.FunctionName.Ref === logicalId);
      expect(alias?.Properties.Name).toBe('live');
      const groupId = alias?.UpdatePolicy?.CodeDeployLambdaAliasUpdate?.DeploymentGroupName?.Ref as string;
      const group = groups[groupId]!.Properties;
      expect(group.DeploymentConfigName).toBe('CodeDeployDefault.LambdaCanary10Percent5Minutes');
      expect(group.AutoRollbackConfiguration).toEqual({
        Enabled: true,
        Events: ['DEPLOYMENT_FAILURE', 'DEPLOYMENT_STOP_ON_REQUEST', 'DEPLOYMENT_STOP_ON_ALARM'],
      });
      const names = JSON.stringify((group.AlarmConfiguration as { Alarms: unknown[] }).Alarms);
      expect(names).toMatch(/errors/);
    }
    expect(Object.keys(groups)).toHaveLength(ownFunctions.length);
    // One application and one service role for all of them, the jobs' in their nested stack too.
    template.resourceCountIs('AWS::CodeDeploy::Application', 1);
    jobs.resourceCountIs('AWS::CodeDeploy::Application', 0);
    jobs.resourceCountIs('AWS::IAM::Role', SCHEDULED_JOBS.length + 1); // each job's, and the scheduler's
  });

  it("rolls a job back on its function's errors alarm, named: the alarms' stack waits for the jobs' stack", () => {
    const groups = Object.values(resourcesOf(jobs, 'AWS::CodeDeploy::DeploymentGroup'));
    expect(groups).toHaveLength(SCHEDULED_JOBS.length);
    const alarmNames = groups.map((group) => group.Properties.AlarmConfiguration);
    expect(alarmNames).toEqual(
      expect.arrayContaining(
        SCHEDULED_JOBS.map((job) => ({
          Alarms: [{ Name: `${PREFIX}-fn-job-${job.name}-errors` }],
          Enabled: true,
        })),
      ),
    );
    for (const key of SCHEDULED_JOBS.map((job) => `fn-job-${job.name}-errors`))
      expect(alarmNamed(key)).toBeDefined();
    // The parent passes the alarms' stack the jobs' outputs, never the other way round (no cycle).
    const nested = resourcesOf(template, 'AWS::CloudFormation::Stack') as Record<
      string,
      { Properties: { Parameters?: Record<string, unknown> }; DependsOn?: string[] }
    >;
    const jobsStackId = stack.resolve(Stack.of(stack.jobs).nestedStackResource!.logicalId) as string;
    const operationsStackId = stack.resolve(
      Stack.of(stack.monitoring).nestedStackResource!.logicalId,
    ) as string;
    expect(JSON.stringify(nested[operationsStackId]!.Properties.Parameters)).toContain(jobsStackId);
    expect(JSON.stringify(nested[jobsStackId]!.Properties.Parameters)).not.toContain(operationsStackId);
  });

  it("rolls a capability back on its 5xx rate as well as on its function's errors", () => {
    const groups = Object.values(resourcesOf(template, 'AWS::CodeDeploy::DeploymentGroup'));
    const alarmsOf = (group: (typeof groups)[number]) => JSON.stringify(group.Properties.AlarmConfiguration);
    const cart = groups.find((group) => alarmsOf(group).includes('Monitoringfnapicarterrors'));
    expect(alarmsOf(cart!)).toMatch(/Monitoringapicart5xxrate/);
    const task = groups.find((group) => alarmsOf(group).includes('checkfileerrors'));
    expect(alarmsOf(task!)).not.toMatch(/5xxrate/);
  });
});

describe('data protection', () => {
  it('backs the table up daily for 35 days with AWS Backup, beside point-in-time recovery', () => {
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
    });
    template.hasResourceProperties('AWS::Backup::BackupPlan', {
      BackupPlan: {
        BackupPlanRule: [
          Match.objectLike({
            RuleName: 'Daily',
            Lifecycle: { DeleteAfterDays: 35 },
            ScheduleExpression: 'cron(0 5 * * ? *)',
          }),
        ],
      },
    });
    template.hasResourceProperties('AWS::Backup::BackupSelection', {
      BackupSelection: Match.objectLike({
        Resources: [{ 'Fn::GetAtt': [Match.stringLikeRegexp('DataTable'), 'Arn'] }],
      }),
    });
  });

  it('versions the buckets that keep user files, not the transient uploads', () => {
    const buckets = Object.entries(resourcesOf(template, 'AWS::S3::Bucket'));
    const versioned = (id: string) =>
      (
        buckets.find(([logicalId]) => logicalId.startsWith(id))?.[1].Properties.VersioningConfiguration as
          | { Status: string }
          | undefined
      )?.Status;
    expect(versioned('DataAssets')).toBe('Enabled');
    expect(versioned('DataDocuments')).toBe('Enabled');
    expect(versioned('DataUploads')).toBeUndefined();
  });
});

import { NestedStack, type Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { describe, expect, it } from 'vitest';
import { Data } from '../aws/data';
import { SCHEDULED_JOBS } from '../aws/jobs';
import { ScheduledJobs, scheduleGroupName } from '../aws/scheduled-jobs';
import { FIXTURE_FUNCTIONS, resourcesOf, testStack } from './helpers';

const jobs = [
  { name: 'refresh-moving-lists', schedule: 'cron(0 6 1 * ? *)', entry: 'src/jobs/refresh-moving-lists.ts' },
];

function jobsIn(stack: Stack, list: typeof jobs) {
  const data = new Data(stack, 'Data', { protect: false, uploadOrigins: [] });
  const resources = {
    table: data.table,
    assets: data.assets,
    uploads: data.uploads,
    documents: data.documents,
    paymentKeys: new Secret(stack, 'StripeKeys'),
  };
  return new ScheduledJobs(stack, 'Jobs', { jobs: list, resources, functionsDir: FIXTURE_FUNCTIONS });
}

const stack = testStack('Jobs');
jobsIn(stack, jobs);
const template = Template.fromStack(stack);

describe('ScheduledJobs', () => {
  it("schedules each job with EventBridge Scheduler, no flexible window, on the job's live alias", () => {
    template.resourceCountIs('AWS::Scheduler::Schedule', 1);
    template.hasResourceProperties('AWS::Scheduler::Schedule', {
      ScheduleExpression: 'cron(0 6 1 * ? *)',
      ScheduleExpressionTimezone: 'UTC',
      FlexibleTimeWindow: { Mode: 'OFF' },
      State: 'ENABLED',
      GroupName: { Ref: Match.stringLikeRegexp('JobsGroup') },
      Target: Match.objectLike({
        Arn: { Ref: Match.stringLikeRegexp('refreshmovinglistsLive') },
        RoleArn: { 'Fn::GetAtt': [Match.stringLikeRegexp('SchedulerRole'), 'Arn'] },
      }),
    });
    const alias = Object.values(resourcesOf(template, 'AWS::Lambda::Alias'))[0]!;
    expect(alias.Properties).toMatchObject({
      Name: 'live',
      FunctionName: { Ref: expectLogicalId('refresh-moving-lists') },
    });
  });

  it('retries a delivery the scheduler could not make, then keeps it in a dead-letter queue', () => {
    template.hasResourceProperties('AWS::Scheduler::Schedule', {
      Target: Match.objectLike({
        RetryPolicy: { MaximumRetryAttempts: 2, MaximumEventAgeInSeconds: 3600 },
        DeadLetterConfig: { Arn: { 'Fn::GetAtt': [Match.stringLikeRegexp('ScheduleDeadLetters'), 'Arn'] } },
      }),
    });
    // The scheduler's role may send to its dead-letter queue.
    const policies = Object.values(resourcesOf(template, 'AWS::IAM::Policy')).map((policy) =>
      JSON.stringify(policy.Properties.PolicyDocument),
    );
    expect(
      policies.some((doc) => doc.includes('sqs:SendMessage') && doc.includes('ScheduleDeadLetters')),
    ).toBe(true);
  });

  it('sends a job that failed after its retry to the JobFailures queue (asynchronous on-failure destination)', () => {
    template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      // The live alias (its name, taken from its ARN).
      Qualifier: {
        'Fn::Select': [7, { 'Fn::Split': [':', { Ref: Match.stringLikeRegexp('refreshmovinglistsLive') }] }],
      },
      MaximumRetryAttempts: 1,
      MaximumEventAgeInSeconds: 21600,
      DestinationConfig: {
        OnFailure: { Destination: { 'Fn::GetAtt': [Match.stringLikeRegexp('JobFailures'), 'Arn'] } },
      },
    });
    template.resourceCountIs('AWS::SQS::Queue', 2);
    template.allResourcesProperties('AWS::SQS::Queue', { MessageRetentionPeriod: 14 * 24 * 3600 });
  });

  it('gives each job its own Node.js 22 ARM64 Lambda', () => {
    const functions = Object.values(resourcesOf(template, 'AWS::Lambda::Function'));
    expect(functions).toHaveLength(1);
    expect(functions[0]!.Properties).toMatchObject({
      Runtime: 'nodejs22.x',
      Architectures: ['arm64'],
      Description: 'Scheduled job refresh-moving-lists',
    });
  });

  it('lets only the scheduler role invoke the job', () => {
    template.hasResourceProperties('AWS::IAM::Role', {
      AssumeRolePolicyDocument: {
        Statement: [
          {
            Action: 'sts:AssumeRole',
            Effect: 'Allow',
            Principal: { Service: 'scheduler.amazonaws.com' },
            Condition: { StringEquals: { 'aws:SourceAccount': { Ref: 'AWS::AccountId' } } },
          },
        ],
      },
    });
    const policies = Object.values(resourcesOf(template, 'AWS::IAM::Policy')).map((policy) =>
      JSON.stringify(policy.Properties.PolicyDocument),
    );
    const invokers = policies.filter((doc) => doc.includes('lambda:InvokeFunction'));
    expect(invokers).toHaveLength(1);
    expect(invokers[0]).toMatch(/refreshmovinglistsLive/);
  });

  it('lets a list refresh read the feed files and write the table, and nothing more', () => {
    const policies = Object.values(resourcesOf(template, 'AWS::IAM::Policy')).map((policy) =>
      JSON.stringify(policy.Properties.PolicyDocument),
    );
    const job = policies.find((doc) => doc.includes('dynamodb:PutItem'));
    expect(job).toContain('s3:GetObject');
    expect(job).not.toContain('s3:PutObject');
    expect(job).not.toContain('s3:DeleteObject');
    expect(job).not.toMatch(/DataAssets|DataDocuments/);
  });

  it('creates nothing for an empty list; the registry deploys its jobs', () => {
    const empty = testStack('NoJobs');
    jobsIn(empty, []);
    const emptyTemplate = Template.fromStack(empty);
    emptyTemplate.resourceCountIs('AWS::Scheduler::Schedule', 0);
    emptyTemplate.resourceCountIs('AWS::Lambda::Function', 0);
    expect(SCHEDULED_JOBS.map((job) => job.name)).toEqual([
      'refresh-moving-lists',
      'refresh-win-back-lists',
      'load-new-policies',
      'reconcile-pending-cancels',
      'settle-orders',
      'renew-approval-holds',
      'backfill-order-figures',
      'mail-drops',
      'index-search',
    ]);
  });

  it('names the schedule group after the stack, the top one when the jobs sit in a nested stack', () => {
    template.hasResourceProperties('AWS::Scheduler::ScheduleGroup', { Name: 'Jobs-job-schedules' });
    const nested = new NestedStack(testStack('MscPortal-dev'), 'ScheduledJobs');
    const inNested = Template.fromStack(jobsIn(nested, jobs).node.scope as NestedStack);
    inNested.hasResourceProperties('AWS::Scheduler::ScheduleGroup', { Name: 'MscPortal-dev-job-schedules' });
    // EventBridge Scheduler's limit: 64 characters.
    expect(() =>
      scheduleGroupName(new NestedStack(testStack(`MscPortal-${'x'.repeat(50)}`), 'Jobs')),
    ).toThrow(/longer than the scheduler's 64 characters/);
  });

  it('refuses a bad schedule or a missing handler at synth', () => {
    expect(() => jobsIn(testStack('Bad'), [{ ...jobs[0]!, schedule: '0 6 1 * *' }])).toThrow(
      /cron\(\.\.\.\)/,
    );
    expect(() => jobsIn(testStack('Missing'), [{ ...jobs[0]!, entry: 'src/jobs/nope.ts' }])).toThrow(
      /src\/jobs\/nope\.ts does not exist/,
    );
  });
});

function expectLogicalId(jobName: string) {
  const ids = Object.keys(template.findResources('AWS::Lambda::Function'));
  const id = ids.find((candidate) => candidate.includes(jobName.replace(/-/g, '')));
  expect(id).toBeDefined();
  return id;
}

import { Match, Template } from 'aws-cdk-lib/assertions';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { describe, expect, it } from 'vitest';
import { Data } from '../aws/data';
import { SCHEDULED_JOBS } from '../aws/jobs';
import { ScheduledJobs } from '../aws/scheduled-jobs';
import { FIXTURE_FUNCTIONS, resourcesOf, testStack } from './helpers';

const jobs = [
  { name: 'refresh-moving-lists', schedule: 'cron(0 6 1 * ? *)', entry: 'src/jobs/refresh-moving-lists.ts' },
];

function jobsIn(stack: ReturnType<typeof testStack>, list: typeof jobs) {
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
  it('schedules each job with EventBridge Scheduler, no flexible window', () => {
    template.resourceCountIs('AWS::Scheduler::Schedule', 1);
    template.hasResourceProperties('AWS::Scheduler::Schedule', {
      ScheduleExpression: 'cron(0 6 1 * ? *)',
      ScheduleExpressionTimezone: 'UTC',
      FlexibleTimeWindow: { Mode: 'OFF' },
      State: 'ENABLED',
      Target: {
        Arn: { 'Fn::GetAtt': [expectLogicalId('refresh-moving-lists'), 'Arn'] },
        RoleArn: { 'Fn::GetAtt': [Match.stringLikeRegexp('SchedulerRole'), 'Arn'] },
      },
    });
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
    expect(policies.filter((doc) => doc.includes('lambda:InvokeFunction'))).toHaveLength(1);
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

  it('creates nothing for an empty list; the registry deploys the two list refreshes', () => {
    const empty = testStack('NoJobs');
    jobsIn(empty, []);
    const emptyTemplate = Template.fromStack(empty);
    emptyTemplate.resourceCountIs('AWS::Scheduler::Schedule', 0);
    emptyTemplate.resourceCountIs('AWS::Lambda::Function', 0);
    expect(SCHEDULED_JOBS.map((job) => job.name)).toEqual(['refresh-moving-lists', 'refresh-win-back-lists']);
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

import { Duration, Stack, Token } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import * as scheduler from 'aws-cdk-lib/aws-scheduler';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { backgroundGrantsFor, type PortalResources, paymentKeysRead } from './grants';
import type { ScheduledJobSpec } from './jobs';
import { acceptFindings } from './nag';
import { DEV_OPERATIONS, type FunctionOperations, PortalFunction } from './portal-function';

export interface ScheduledJobsProps {
  jobs: readonly ScheduledJobSpec[];
  resources: PortalResources;
  /** The functions workspace the entries are relative to; the real one unless a test says otherwise. */
  functionsDir?: string;
  operations?: FunctionOperations;
}

const SCHEDULE_EXPRESSION = /^(cron|rate|at)\(.+\)$/;

/** EventBridge Scheduler's longest schedule group name. */
const SCHEDULE_GROUP_NAME_MAX = 64;

/**
 * `<portal stack>-job-schedules`: named after the stack the jobs belong to, the top one when they sit in a
 * nested stack (the portal's: a nested stack's own name is a token, and a long one). Not `<stack>-jobs`, the
 * group's name while it was in the portal's own stack: a deploy creates the nested stack's group before it
 * deletes the old one, and the scheduler refuses a second group of the same name.
 */
export function scheduleGroupName(scope: Construct): string {
  let stack = Stack.of(scope);
  while (stack.nestedStackParent) stack = stack.nestedStackParent;
  const name = `${stack.stackName}-job-schedules`;
  if (!Token.isUnresolved(name) && name.length > SCHEDULE_GROUP_NAME_MAX) {
    throw new Error(
      `The jobs' schedule group ${name} is longer than the scheduler's ${SCHEDULE_GROUP_NAME_MAX} characters: name the stack shorter.`,
    );
  }
  return name;
}

/** How often the scheduler retries an invocation it could not deliver, and for how long. */
export const SCHEDULE_RETRY = { maximumRetryAttempts: 2, maximumEventAgeInSeconds: 3600 };
/** How often Lambda runs a failed job again (asynchronous invocation) before its event goes to JobFailures. */
export const JOB_RETRY_ATTEMPTS = 1;

/**
 * Each job: its Lambda and an EventBridge Scheduler schedule (UTC, no flexible window) that invokes its live
 * alias. Two failure destinations, one per way a run is lost:
 * - `ScheduleDeadLetters`: the scheduler could not invoke the job (throttled, permission, gone) after its
 *   retries; the message is the schedule's input.
 * - `JobFailures`: the job ran and failed (its run record says why), once more after a pause, and the
 *   asynchronous invocation's record (request and error) lands here.
 * Both keep messages 14 days; the runbook says how to replay them.
 */
export class ScheduledJobs extends Construct {
  readonly functions: Record<string, lambda.Function> = {};
  readonly jobFunctions: Record<string, PortalFunction> = {};
  readonly schedules: Record<string, scheduler.CfnSchedule> = {};
  readonly scheduleGroup?: scheduler.CfnScheduleGroup;
  readonly deadLetters?: sqs.Queue;
  readonly failures?: sqs.Queue;

  constructor(scope: Construct, id: string, props: ScheduledJobsProps) {
    super(scope, id);
    if (props.jobs.length === 0) return;

    const stack = Stack.of(this);
    const role = new iam.Role(this, 'SchedulerRole', {
      assumedBy: new iam.ServicePrincipal('scheduler.amazonaws.com', {
        conditions: { StringEquals: { 'aws:SourceAccount': stack.account } },
      }),
      description: 'EventBridge Scheduler: invokes the portal job Lambdas',
    });
    const queue = (queueId: string) =>
      new sqs.Queue(this, queueId, {
        retentionPeriod: Duration.days(14),
        encryption: sqs.QueueEncryption.SQS_MANAGED,
        enforceSSL: true,
      });
    this.deadLetters = queue('ScheduleDeadLetters');
    this.failures = queue('JobFailures');
    for (const deadLetters of [this.deadLetters, this.failures]) {
      acceptFindings(deadLetters, [
        {
          id: 'AwsSolutions-SQS3',
          reason: 'It is the dead-letter queue itself (of schedules and job runs); alarmed, replayed by hand',
        },
      ]);
    }
    this.deadLetters.grantSendMessages(role);
    // The stack's own group: the scheduler's metrics (target errors, dead letters) are per group, and the
    // account's default group is shared with whatever else runs there.
    this.scheduleGroup = new scheduler.CfnScheduleGroup(this, 'Group', { name: scheduleGroupName(this) });

    for (const job of props.jobs) {
      if (!/^[a-z][a-z0-9-]*$/.test(job.name)) {
        throw new Error(`Job "${job.name}": names are kebab-case (they name the schedule and the Lambda).`);
      }
      if (!SCHEDULE_EXPRESSION.test(job.schedule)) {
        throw new Error(
          `Job ${job.name}: schedule must be cron(...), rate(...) or at(...), got "${job.schedule}".`,
        );
      }
      if (this.functions[job.name]) throw new Error(`Job ${job.name} is listed twice.`);
      const grants = backgroundGrantsFor(`job:${job.name}`);
      const portalFunction = new PortalFunction(this, job.name, {
        entry: job.entry,
        functionsDir: props.functionsDir,
        description: `Scheduled job ${job.name}`,
        principal: `job:${job.name}`,
        resources: props.resources,
        grants,
        operations: props.operations ?? DEV_OPERATIONS,
        asyncInvoke: {
          onFailure: new SqsDestination(this.failures),
          retryAttempts: JOB_RETRY_ATTEMPTS,
          maxEventAge: Duration.hours(6),
        },
      });
      // A job that pays or refunds reads the Stripe keys: the secret's ARN, not its value (read at cold start).
      if (grants.includes(paymentKeysRead)) {
        portalFunction.function.addEnvironment(
          'STRIPE_KEYS_SECRET_ARN',
          props.resources.paymentKeys.secretArn,
        );
      }
      portalFunction.alias.grantInvoke(role);
      this.functions[job.name] = portalFunction.function;
      this.jobFunctions[job.name] = portalFunction;
      this.schedules[job.name] = new scheduler.CfnSchedule(this, `${job.name}-Schedule`, {
        description: `Portal job ${job.name}`,
        groupName: this.scheduleGroup.ref,
        scheduleExpression: job.schedule,
        scheduleExpressionTimezone: 'UTC',
        flexibleTimeWindow: { mode: 'OFF' },
        state: 'ENABLED',
        target: {
          arn: portalFunction.alias.functionArn,
          roleArn: role.roleArn,
          input: JSON.stringify({ job: job.name }),
          retryPolicy: SCHEDULE_RETRY,
          deadLetterConfig: { arn: this.deadLetters.queueArn },
        },
      });
    }
  }
}

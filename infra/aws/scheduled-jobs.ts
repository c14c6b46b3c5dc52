import { Stack } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as scheduler from 'aws-cdk-lib/aws-scheduler';
import { Construct } from 'constructs';
import { backgroundGrantsFor, type PortalResources } from './grants';
import type { ScheduledJobSpec } from './jobs';
import { PortalFunction } from './portal-function';

export interface ScheduledJobsProps {
  jobs: readonly ScheduledJobSpec[];
  resources: PortalResources;
  /** The functions workspace the entries are relative to; the real one unless a test says otherwise. */
  functionsDir?: string;
}

const SCHEDULE_EXPRESSION = /^(cron|rate|at)\(.+\)$/;

/** Each job: its Lambda and an EventBridge Scheduler schedule (UTC, no flexible window) that invokes it. */
export class ScheduledJobs extends Construct {
  readonly functions: Record<string, lambda.Function> = {};
  readonly schedules: Record<string, scheduler.CfnSchedule> = {};

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
      const fn = new PortalFunction(this, job.name, {
        entry: job.entry,
        functionsDir: props.functionsDir,
        description: `Scheduled job ${job.name}`,
        resources: props.resources,
        grants: backgroundGrantsFor(`job:${job.name}`),
      }).function;
      fn.grantInvoke(role);
      this.functions[job.name] = fn;
      this.schedules[job.name] = new scheduler.CfnSchedule(this, `${job.name}-Schedule`, {
        description: `Portal job ${job.name}`,
        scheduleExpression: job.schedule,
        scheduleExpressionTimezone: 'UTC',
        flexibleTimeWindow: { mode: 'OFF' },
        state: 'ENABLED',
        target: {
          arn: fn.functionArn,
          roleArn: role.roleArn,
          input: JSON.stringify({ job: job.name }),
          retryPolicy: { maximumRetryAttempts: 2, maximumEventAgeInSeconds: 3600 },
        },
      });
    }
  }
}

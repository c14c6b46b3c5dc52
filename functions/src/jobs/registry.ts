/** A scheduled job: EventBridge Scheduler in AWS, the in-process scheduler on a laptop, `npm run job -- <name>`. */
export interface JobDefinition {
  name: string;
  /** EventBridge schedule expression, e.g. `cron(0 6 1 * ? *)` or `rate(1 day)`. */
  schedule: string;
  /** Handler file relative to the functions workspace (CDK bundles it). */
  entry: string;
  run: () => Promise<void>;
}

/** Every scheduled job; CDK and the local runtime both read this list. */
export const JOBS: JobDefinition[] = [];

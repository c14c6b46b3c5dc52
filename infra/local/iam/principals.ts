import type { JobDefinition } from '@msc/functions/jobs/registry';
import { runAsFunction } from '@msc/functions/platform/client-middleware';

/**
 * Where the local stack invokes a function, it says which (the principal keys of infra/aws/grants.ts and
 * the template's `msc:principal`): its SDK calls are then evaluated against that function's role.
 */
export const capabilityPrincipal = (capability: string) => `capability:${capability}`;
export const workflowTaskPrincipal = (workflow: string, stateName: string) =>
  `workflow:${workflow}/${stateName}`;
export const jobPrincipal = (job: string) => `job:${job}`;

/** The scheduled jobs, each run as its own Lambda (the scheduler, `npm run job`, the local control). */
export const asJobFunctions = (jobs: readonly JobDefinition[]): JobDefinition[] =>
  jobs.map((job) => ({
    ...job,
    run: (options) => runAsFunction(jobPrincipal(job.name), () => job.run(options)),
  }));

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { runAsFunction } from '@msc/functions/platform/client-middleware';
import { taskEntry } from '@msc/functions/workflows/task-entry';
import { workflowTaskPrincipal } from './iam/principals';
import { REPO_ROOT } from './local-config';
import type { TaskHandler } from './workflows-runner';

/**
 * Binds a Task state to its handler module by the convention CDK follows too (taskEntry), run as that
 * task's Lambda (its SDK calls evaluated against its role).
 */
export function resolveWorkflowTask(
  stateName: string,
  _resource: string,
  workflowName: string,
): TaskHandler | undefined {
  const file = join(REPO_ROOT, 'functions', taskEntry(workflowName, stateName));
  if (!existsSync(file)) return undefined;
  return async (input: unknown) => {
    const module = (await import(file)) as { handler: (payload: unknown) => Promise<unknown> };
    return runAsFunction(workflowTaskPrincipal(workflowName, stateName), () => module.handler(input));
  };
}

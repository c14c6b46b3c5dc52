import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { taskEntry } from '@msc/functions/workflows/task-entry';
import { REPO_ROOT } from './local-config';
import type { TaskHandler } from './workflows-runner';

/** Binds a Task state to its handler module by the convention CDK follows too (taskEntry). */
export function resolveWorkflowTask(
  stateName: string,
  _resource: string,
  workflowName: string,
): TaskHandler | undefined {
  const file = join(REPO_ROOT, 'functions', taskEntry(workflowName, stateName));
  if (!existsSync(file)) return undefined;
  return async (input: unknown) => {
    const module = (await import(file)) as { handler: (payload: unknown) => Promise<unknown> };
    return module.handler(input);
  };
}

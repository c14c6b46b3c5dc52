import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './local-config';
import type { TaskHandler } from './workflows-runner';

const kebab = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[\s_]+/g, '-')
    .toLowerCase();

/**
 * The convention CDK follows too: Task state S of workflow W runs `functions/src/workflows/<w>/<kebab S>.ts`.
 * The module is imported when the task first runs, so editing a handler needs no restart of the registry.
 */
export function resolveWorkflowTask(stateName: string, _resource: string, workflowName: string): TaskHandler | undefined {
  {
    const file = join(REPO_ROOT, 'functions/src/workflows', workflowName, `${kebab(stateName)}.ts`);
    if (!existsSync(file)) return undefined;
    return async (input: unknown) => {
      const module = (await import(file)) as { handler: (payload: unknown) => Promise<unknown> };
      return module.handler(input);
    };
  }
}

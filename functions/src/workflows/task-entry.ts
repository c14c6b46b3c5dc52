import { kebabCase } from '#platform/workflow-names';

export { kebabCase, stateMachineEnvName } from '#platform/workflow-names';

/**
 * The convention for Step Functions Task states, shared by CDK and the local runner: state S of
 * workflow W runs `functions/src/workflows/<W>/<kebab S>.ts`, which exports `handler`.
 */
export const taskEntry = (workflow: string, stateName: string) =>
  `src/workflows/${workflow}/${kebabCase(stateName)}.ts`;

export const kebabCase = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[\s_]+/g, '-')
    .toLowerCase();

/**
 * The convention for Step Functions Task states, shared by CDK and the local runner: state S of
 * workflow W runs `functions/src/workflows/<W>/<kebab S>.ts`, which exports `handler`.
 */
export const taskEntry = (workflow: string, stateName: string) =>
  `src/workflows/${workflow}/${kebabCase(stateName)}.ts`;

/** `upload-validate-summary` → `STATE_MACHINE_ARN_UPLOAD_VALIDATE_SUMMARY`: where CDK puts a state machine's ARN. */
export const stateMachineEnvName = (workflow: string) =>
  `STATE_MACHINE_ARN_${kebabCase(workflow).replace(/-/g, '_').toUpperCase()}`;

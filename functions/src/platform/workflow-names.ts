export const kebabCase = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[\s_]+/g, '-')
    .toLowerCase();

/** `upload-validate-summary` → `STATE_MACHINE_ARN_UPLOAD_VALIDATE_SUMMARY`: where CDK puts a state machine's ARN. */
export const stateMachineEnvName = (workflow: string) =>
  `STATE_MACHINE_ARN_${kebabCase(workflow).replace(/-/g, '_').toUpperCase()}`;

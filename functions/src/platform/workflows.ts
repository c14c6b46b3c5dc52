import type { SFNClient } from '@aws-sdk/client-sfn';
import { withLocalMiddleware } from './client-middleware';
import { config } from './config';
import { traced } from './tracer';
import { stateMachineEnvName } from './workflow-names';

let client: { endpoint: string | undefined; sfn: SFNClient } | undefined;

/**
 * A module singleton, made again when the endpoint changes (tests point the process at a new runner). The
 * SDK client loads with the first start, not with the Lambdas that can start one.
 */
async function sfn(): Promise<SFNClient> {
  const { SFNClient } = await import('@aws-sdk/client-sfn');
  const { AWS_REGION, SFN_ENDPOINT, APP_ENV } = config();
  if (!client || client.endpoint !== SFN_ENDPOINT) {
    // Traced in AWS, so an upload's trace runs on into the execution it starts.
    const sfnClient = traced(
      new SFNClient({
        region: AWS_REGION,
        ...(SFN_ENDPOINT ? { endpoint: SFN_ENDPOINT } : {}),
        ...(APP_ENV === 'local' ? { credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
      }),
    );
    client = { endpoint: SFN_ENDPOINT, sfn: withLocalMiddleware(sfnClient) };
  }
  return client.sfn;
}

/** The account the local runner pretends to be in; its ARNs name the workflow like AWS's do. */
const LOCAL_STATE_MACHINE_PREFIX = 'arn:aws:states:us-east-1:000000000000:stateMachine:';

/** The state machine's ARN: set by CDK in AWS (`STATE_MACHINE_ARN_<NAME>`); locally named after the file. */
export function stateMachineArn(workflow: string): string {
  const arn = process.env[stateMachineEnvName(workflow)];
  if (arn) return arn;
  if (config().APP_ENV === 'local') return `${LOCAL_STATE_MACHINE_PREFIX}${workflow}`;
  throw new Error(`Invalid Lambda configuration: ${stateMachineEnvName(workflow)} is not set`);
}

/**
 * Starts an execution of `infra/workflows/<workflow>.asl.json` through the Step Functions API (in AWS, or
 * the local runner's endpoint). `name` makes the start idempotent: the same name twice is one execution.
 */
export async function startWorkflow(workflow: string, name: string, input: unknown): Promise<string> {
  const { StartExecutionCommand } = await import('@aws-sdk/client-sfn');
  const { executionArn } = await (await sfn()).send(
    new StartExecutionCommand({
      stateMachineArn: stateMachineArn(workflow),
      name,
      input: JSON.stringify(input),
    }),
  );
  if (!executionArn) throw new Error(`Step Functions returned no execution for ${workflow}`);
  return executionArn;
}

/** The ARN an execution named `name` gets (StartExecution's answer, known before the call). */
export const executionArnOf = (workflow: string, name: string) =>
  `${stateMachineArn(workflow).replace(':stateMachine:', ':execution:')}:${name}`;

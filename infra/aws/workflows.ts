import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { stateMachineEnvName, taskEntry } from '@msc/functions/workflows/task-entry';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as sfn from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import { taskFunctionTimeoutSeconds } from './function-limits';
import { backgroundGrantsFor, type PortalResources } from './grants';
import { acceptFindings } from './nag';
import { WORKFLOWS_DIR } from './paths';
import { DEV_OPERATIONS, type FunctionOperations, PortalFunction } from './portal-function';

/**
 * The Task convention, shared with the local runner (infra/local/workflow-tasks.ts):
 *
 *   "ValidateRows": {
 *     "Type": "Task",
 *     "Resource": "arn:aws:states:::lambda:invoke",
 *     "Parameters": { "FunctionName": "${ValidateRows}", "Payload.$": "$" },
 *     ...
 *   }
 *
 * runs `functions/src/workflows/<workflow>/validate-rows.ts` (export `handler`). CDK substitutes
 * `${ValidateRows}` with that Lambda's ARN; locally the same state name picks the same module.
 */
export const LAMBDA_INVOKE = 'arn:aws:states:::lambda:invoke';

interface AslState {
  Type: string;
  Resource?: string;
  TimeoutSeconds?: number;
  Parameters?: Record<string, unknown>;
  Branches?: AslStates[];
  Iterator?: AslStates;
  ItemProcessor?: AslStates;
}
interface AslStates {
  States: Record<string, AslState>;
}

export interface WorkflowTask {
  stateName: string;
  /** Handler file relative to the functions workspace. */
  entry: string;
  /** The state's TimeoutSeconds: its Lambda may run that long (the Lambda maximum is 900). */
  timeoutSeconds?: number;
}

export interface WorkflowFile {
  name: string;
  file: string;
}

export { kebabCase, stateMachineEnvName, taskEntry } from '@msc/functions/workflows/task-entry';

/** Every `<name>.asl.json` in the folder, sorted by name. */
export function listWorkflowFiles(dir: string = WORKFLOWS_DIR): WorkflowFile[] {
  let files: string[];
  try {
    files = readdirSync(dir);
  } catch {
    return [];
  }
  return files
    .filter((file) => file.endsWith('.asl.json'))
    .sort()
    .map((file) => ({ name: basename(file, '.asl.json'), file: join(dir, file) }));
}

function collectStates(definition: AslStates): [string, AslState][] {
  return Object.entries(definition.States ?? {}).flatMap(([name, state]) => [
    [name, state] as [string, AslState],
    ...(state.Branches ?? []).flatMap(collectStates),
    ...[state.Iterator, state.ItemProcessor].flatMap((nested) => (nested ? collectStates(nested) : [])),
  ]);
}

/** The Lambda tasks of a definition; throws a clear error for a Task that breaks the convention. */
export function workflowTasks(workflow: string, definition: AslStates): WorkflowTask[] {
  return collectStates(definition)
    .filter(([, state]) => state.Type === 'Task')
    .map(([stateName, state]) => {
      const where = `Workflow ${workflow}, Task state "${stateName}"`;
      if (!/^[A-Za-z][A-Za-z0-9]*$/.test(stateName)) {
        throw new Error(
          `${where}: Task state names must be PascalCase letters and digits (a substitution key).`,
        );
      }
      if (state.Resource !== LAMBDA_INVOKE) {
        throw new Error(`${where}: Resource must be "${LAMBDA_INVOKE}", got "${state.Resource}".`);
      }
      if (state.Parameters?.FunctionName !== `\${${stateName}}`) {
        throw new Error(`${where}: Parameters.FunctionName must be "\${${stateName}}".`);
      }
      return {
        stateName,
        entry: taskEntry(workflow, stateName),
        ...(state.TimeoutSeconds ? { timeoutSeconds: taskFunctionTimeoutSeconds(state.TimeoutSeconds) } : {}),
      };
    });
}

export interface WorkflowsProps {
  resources: PortalResources;
  /** Where the `.asl.json` files are; infra/workflows unless a test says otherwise. */
  definitionsDir?: string;
  /** The functions workspace the task entries are relative to. */
  functionsDir?: string;
  operations?: FunctionOperations;
}

/** One state machine per infra/workflows/*.asl.json, each Task bound to its own Lambda. */
export class Workflows extends Construct {
  readonly stateMachines: Record<string, sfn.StateMachine> = {};
  /** Every task's function, by workflow. */
  readonly tasks: Record<string, PortalFunction[]> = {};

  constructor(scope: Construct, id: string, props: WorkflowsProps) {
    super(scope, id);
    const operations = props.operations ?? DEV_OPERATIONS;
    for (const { name, file } of listWorkflowFiles(props.definitionsDir)) {
      const text = readFileSync(file, 'utf8');
      let definition: AslStates;
      try {
        definition = JSON.parse(text) as AslStates;
      } catch (error) {
        throw new Error(`Workflow ${name}: ${file} is not valid JSON (${(error as Error).message}).`);
      }
      const scopeOf = new Construct(this, name);
      const functions = workflowTasks(name, definition).map((task) => ({
        task,
        fn: new PortalFunction(scopeOf, task.stateName, {
          entry: task.entry,
          functionsDir: props.functionsDir,
          description: `Workflow ${name}: ${task.stateName}`,
          principal: `workflow:${name}/${task.stateName}`,
          resources: props.resources,
          grants: backgroundGrantsFor(`workflow:${name}/${task.stateName}`),
          ...(task.timeoutSeconds ? { timeout: Duration.seconds(task.timeoutSeconds) } : {}),
          operations,
        }),
      }));
      this.tasks[name] = functions.map(({ fn }) => fn);
      const stateMachine = new sfn.StateMachine(scopeOf, 'StateMachine', {
        comment: `Portal workflow ${name} (infra/workflows/${name}.asl.json)`,
        definitionBody: sfn.DefinitionBody.fromString(text),
        // Tasks invoke the live alias: a deploy (and its rollback) moves what the state machine reaches.
        definitionSubstitutions: Object.fromEntries(
          functions.map(({ task, fn }) => [task.stateName, fn.alias.functionArn]),
        ),
        tracingEnabled: true,
        logs: {
          destination: new logs.LogGroup(scopeOf, 'Logs', {
            retention: operations.logRetentionDays as logs.RetentionDays,
            removalPolicy: RemovalPolicy.DESTROY,
          }),
          level: sfn.LogLevel.ALL,
          includeExecutionData: false,
        },
      });
      for (const { fn } of functions) fn.alias.grantInvoke(stateMachine);
      acceptFindings(stateMachine, [
        {
          id: 'AwsSolutions-IAM5',
          reason:
            'X-Ray and CloudWatch Logs delivery take no resource (*); the tasks are invoked by their alias ARNs',
          appliesTo: ['Resource::*'],
        },
      ]);
      this.stateMachines[name] = stateMachine;
    }
  }

  /** `STATE_MACHINE_ARN_<NAME>` for each workflow, for the Lambdas that start executions. */
  environment(): Record<string, string> {
    return Object.fromEntries(
      Object.entries(this.stateMachines).map(([name, machine]) => [
        stateMachineEnvName(name),
        machine.stateMachineArn,
      ]),
    );
  }
}

// Must run before aws-local-stepfunctions executes a Task (see the file).
import './promise-with-resolvers';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  ExecutionError,
  ExecutionTimeoutError,
  StateMachine,
  type StateMachineDefinition,
} from 'aws-local-stepfunctions';
import { asLambdaTask, type TaskHandler } from './lambda-task';
import { collectTaskStates } from './task-states';
import { withFunctionTimeout } from './task-timeout';

export type { TaskHandler } from './lambda-task';

export interface WorkflowRunnerOptions {
  /** Folder of `<workflowName>.asl.json` files (JSONPath definitions; JSONata is not supported locally). */
  definitionsDir: string;
  /** The handler for a Task state, or undefined if there is none (starting that workflow then fails). */
  resolveTask: (stateName: string, resource: string, workflowName: string) => TaskHandler | undefined;
  /** Wait this long before each retry instead of the definition's IntervalSeconds (tests: 0). */
  retryIntervalMs?: number;
  /** Every task function's timeout in ms instead of the stack's (a test's small one); see task-timeout.ts. */
  functionTimeoutMs?: number;
}

export type ExecutionStatus = 'RUNNING' | 'SUCCEEDED' | 'FAILED';

export interface ExecutionDescription {
  status: ExecutionStatus;
  output?: unknown;
  /** ASL error name, e.g. the thrown error's name or a Fail state's `Error`. */
  error?: string;
  cause?: string;
}

export interface WorkflowRunner {
  /**
   * Starts an execution and returns at once; `result` rejects when the execution fails. Like AWS, a `name`
   * already used for this workflow returns that execution instead of starting another.
   */
  start(
    workflowName: string,
    input: unknown,
    options?: { name?: string },
  ): { executionId: string; result: Promise<unknown> };
  /** Like DescribeExecution; throws for an unknown id. */
  describe(executionId: string): ExecutionDescription;
  /**
   * Resolves once the executions started so far have ended, or after `timeoutMs`: what stopping the local
   * stack waits for, so a run (an order's recipient rows) is not cut off halfway by the table going away.
   */
  settled(timeoutMs: number): Promise<void>;
}

interface LoadedWorkflow {
  source: string;
  machine: StateMachine;
  handlers: Record<string, (input: unknown) => Promise<unknown>>;
  taskStates: string[];
}

const ACCOUNT_ARN = 'arn:aws:states:us-east-1:000000000000';

/**
 * Runs the same `.asl.json` state machines as AWS Step Functions, in process, with Task states bound to
 * local handlers. Execution ids are shaped like AWS execution ARNs so code that stores them is unchanged.
 */
export const createWorkflowRunner = ({
  definitionsDir,
  resolveTask,
  retryIntervalMs,
  functionTimeoutMs,
}: WorkflowRunnerOptions): WorkflowRunner => {
  const executions = new Map<string, ExecutionDescription>();
  const results = new Map<string, Promise<unknown>>();

  // Building a StateMachine validates the whole definition (150-300 ms); running one takes a millisecond.
  // So machines are cached, keyed by the file's text: an edited definition is still picked up at once.
  const loaded = new Map<string, LoadedWorkflow>();

  const load = (workflowName: string): LoadedWorkflow => {
    const source = readFileSync(join(definitionsDir, `${workflowName}.asl.json`), 'utf8');
    const cached = loaded.get(workflowName);
    if (cached?.source === source) return cached;

    const definition = JSON.parse(source) as StateMachineDefinition;
    const handlers: Record<string, (input: unknown) => Promise<unknown>> = {};
    const missing: string[] = [];
    const taskStates = collectTaskStates(definition);
    for (const { stateName, resource, timeoutSeconds } of taskStates) {
      const handler = resolveTask(stateName, resource, workflowName);
      const timeouts = { stateName, stateTimeoutSeconds: timeoutSeconds, timeoutMs: functionTimeoutMs };
      if (handler) handlers[stateName] = asLambdaTask(resource, withFunctionTimeout(handler, timeouts));
      else missing.push(`${stateName} (${resource})`);
    }
    // Without a local handler the library would call the real AWS Lambda API: refuse instead.
    if (missing.length > 0) {
      throw new Error(`Workflow ${workflowName}: no local handler for Task state(s) ${missing.join(', ')}`);
    }
    const workflow = {
      source,
      machine: new StateMachine(definition),
      handlers,
      taskStates: taskStates.map((task) => task.stateName),
    };
    loaded.set(workflowName, workflow);
    return workflow;
  };

  return {
    start(workflowName, input, options = {}) {
      const { machine, handlers, taskStates } = load(workflowName);
      const executionName = options.name ?? randomUUID();
      const executionId = `${ACCOUNT_ARN}:execution:${workflowName}:${executionName}`;
      const existing = results.get(executionId);
      if (existing) return { executionId, result: existing };
      const execution = machine.run(input as never, {
        overrides: {
          taskResourceLocalHandlers: handlers as never,
          ...(retryIntervalMs === undefined
            ? {}
            : {
                retryIntervalOverrides: Object.fromEntries(
                  taskStates.map((stateName) => [stateName, retryIntervalMs]),
                ),
              }),
        },
        // What `$$` paths can read, as in AWS.
        context: {
          Execution: {
            Id: executionId,
            Name: executionName,
            Input: input as never,
            StartTime: new Date().toISOString(),
          },
          StateMachine: { Id: `${ACCOUNT_ARN}:stateMachine:${workflowName}`, Name: workflowName },
        },
      });
      executions.set(executionId, { status: 'RUNNING' });
      const result: Promise<unknown> = execution.result;
      results.set(executionId, result);
      // Bookkeeping also marks the rejection as handled: a caller that only polls describe() must not crash.
      result.then(
        (output) => executions.set(executionId, { status: 'SUCCEEDED', output }),
        (failure: unknown) => executions.set(executionId, { status: 'FAILED', ...describeFailure(failure) }),
      );
      return { executionId, result };
    },

    describe(executionId) {
      const description = executions.get(executionId);
      if (!description) throw new Error(`ExecutionDoesNotExist: ${executionId}`);
      return description;
    },

    async settled(timeoutMs) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, timeoutMs);
      });
      await Promise.race([Promise.allSettled([...results.values()]), timeout]);
      clearTimeout(timer);
    },
  };
};

/** The library wraps the state's error in ExecutionError.cause; name = ASL error, message = ASL cause. */
const describeFailure = (failure: unknown): { error: string; cause: string } => {
  if (failure instanceof ExecutionTimeoutError) return { error: 'States.Timeout', cause: failure.message };
  if (failure instanceof ExecutionError && failure.cause instanceof Error) {
    return { error: failure.cause.name, cause: failure.cause.message };
  }
  const error = failure instanceof Error ? failure : new Error(String(failure));
  return { error: error.name, cause: error.message };
};

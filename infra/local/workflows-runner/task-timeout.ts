import { logger } from '@msc/functions/platform/logger';
import { taskFunctionTimeoutSeconds } from '../../aws/function-limits';
import type { TaskHandler } from './lambda-task';

/** What the Lambda runtime reports for a function stopped at its timeout (Step Functions' error name). */
class LambdaTimedOut extends Error {
  override name = 'Sandbox.Timedout';
}

/**
 * A Task's function stopped at its own timeout, as Lambda stops it. The stack gives a task function its
 * state's TimeoutSeconds (at most 900 s) or, without one, the API functions' 29 s (function-limits.ts).
 * When the two are equal the state's TimeoutSeconds, which aws-local-stepfunctions applies itself
 * (States.Timeout), is what the definition sees; the function's timeout matters only when it is the shorter:
 * a state without TimeoutSeconds (Step Functions would wait for ever), or one above 900 s. The handler goes on
 * in process after its timeout (a promise cannot be stopped); its late result is dropped.
 */
export function withFunctionTimeout(
  handler: TaskHandler,
  { stateName, stateTimeoutSeconds, timeoutMs }: TaskTimeoutOptions,
): TaskHandler {
  const functionSeconds = taskFunctionTimeoutSeconds(stateTimeoutSeconds);
  const functionMs = timeoutMs ?? functionSeconds * 1000;
  if (stateTimeoutSeconds !== undefined && functionMs >= stateTimeoutSeconds * 1000) return handler;
  return async (input) => {
    let timer: NodeJS.Timeout | undefined;
    const running = handler(input);
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        running.catch(() => undefined);
        const message = `Task timed out after ${(functionMs / 1000).toFixed(2)} seconds`;
        logger.error(message, { function_name: stateName, errorType: 'Sandbox.Timedout' });
        reject(new LambdaTimedOut(message));
      }, functionMs);
    });
    try {
      return await Promise.race([running, deadline]);
    } finally {
      clearTimeout(timer);
    }
  };
}

interface TaskTimeoutOptions {
  stateName: string;
  /** The Task state's TimeoutSeconds, if the definition sets one. */
  stateTimeoutSeconds?: number;
  /** A test's function timeout in ms instead of the stack's. */
  timeoutMs?: number;
}

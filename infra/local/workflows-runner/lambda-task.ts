export type TaskHandler = (input: unknown) => Promise<unknown>;

// Only the plain request-response form; `.waitForTaskToken` needs a callback API this runner does not have.
const LAMBDA_INVOKE = 'arn:aws:states:::lambda:invoke';

/**
 * Wraps a local handler so the state machine sees what Step Functions would see from the Lambda:
 * - `arn:aws:states:::lambda:invoke` passes `{FunctionName, Payload}` and expects `{Payload}` back;
 *   the handler only deals with the Payload, as the Lambda itself would (only `Payload` is modelled).
 * - the result goes through JSON, as a Lambda response does (dates become strings, undefined disappears).
 * - a thrown error keeps its name as the ASL error (what `Catch`/`Retry` match) and gets AWS's Cause, the
 *   JSON `{errorType, errorMessage, trace}`, so definitions that parse the Cause behave the same locally.
 */
export const asLambdaTask =
  (resource: string, handler: TaskHandler) =>
  async (input: unknown): Promise<unknown> => {
    const isInvoke = resource === LAMBDA_INVOKE;
    const event = isInvoke ? (input as { Payload?: unknown } | null)?.Payload : input;
    let result: unknown;
    try {
      result = toJson(await handler(event));
    } catch (error) {
      throw asLambdaError(error);
    }
    return isInvoke ? { Payload: result } : result;
  };

const toJson = (value: unknown): unknown => (value === undefined ? null : JSON.parse(JSON.stringify(value)));

const asLambdaError = (error: unknown): Error => {
  const original = error instanceof Error ? error : new Error(String(error));
  const cause = {
    errorType: original.name,
    errorMessage: original.message,
    trace: (original.stack ?? '').split('\n'),
  };
  const wrapped = new Error(JSON.stringify(cause), { cause: original });
  wrapped.name = original.name;
  return wrapped;
};

import { logger } from '@msc/functions/platform/logger';
import { LAMBDA_SYNC_RESPONSE_MAX_BYTES } from '../../aws/function-limits';

/** Why Lambda gave API Gateway no answer: the function ran past its timeout, or its answer was too large. */
type LambdaFault = 'timedOut' | 'responseTooLarge';

type LimitedInvocation<T> = { result: T; fault?: undefined } | { fault: LambdaFault };

interface InvocationLimits {
  /** The function's timeout in milliseconds (the stack's, unless a test gives a smaller one). */
  timeoutMs: number;
  /** What Lambda's own log lines carry; here with the correlation id, so the line can be found. */
  logKeys: { correlation_id: string; function_name: string; function_request_id: string; route: string };
}

/**
 * Runs one invocation as Lambda bounds it. At the timeout the invocation is over: the caller answers at
 * once and logs what Lambda logs ("Task timed out after 29.00 seconds"). A promise cannot be stopped in
 * process, so the handler may go on; whatever it returns or throws later is dropped, as Lambda drops the
 * work of a frozen sandbox. A result over Lambda's response limit, measured as Lambda measures it (the
 * serialized envelope), is refused the same way Lambda refuses it.
 */
export async function invokeWithinLimits<T>(
  invoke: () => Promise<T>,
  { timeoutMs, logKeys }: InvocationLimits,
): Promise<LimitedInvocation<T>> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<'timedOut'>((resolve) => {
    timer = setTimeout(() => resolve('timedOut'), timeoutMs);
  });
  const running = invoke();
  try {
    const first = await Promise.race([running.then((result) => ({ result })), deadline]);
    if (first === 'timedOut') {
      // Late: a rejection nobody awaits would crash the process; the result has nowhere to go.
      running.catch(() => undefined);
      logger.error(`Task timed out after ${(timeoutMs / 1000).toFixed(2)} seconds`, {
        ...logKeys,
        errorType: 'Sandbox.Timedout',
      });
      return { fault: 'timedOut' };
    }
    const size = Buffer.byteLength(JSON.stringify(first.result) ?? '');
    if (size > LAMBDA_SYNC_RESPONSE_MAX_BYTES) {
      logger.error(
        `Response payload size exceeded maximum allowed payload size (${LAMBDA_SYNC_RESPONSE_MAX_BYTES} bytes).`,
        { ...logKeys, errorType: 'Function.ResponseSizeTooLarge', size },
      );
      return { fault: 'responseTooLarge' };
    }
    return first;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * How long each portal Lambda may run, as the stack deploys it, without CDK: the local gateway and workflow
 * runner (infra/local) hold each handler to the same numbers, so they read them from here too.
 */

/**
 * An API function's timeout, in seconds: one below the HTTP API's integration timeout (30 s, its default and
 * maximum; the stack sets none), so the Lambda's own timeout is what stops a slow request, with its log line.
 */
export const API_FUNCTION_TIMEOUT_SECONDS = 29;

/** Lambda's maximum timeout: a workflow task's TimeoutSeconds above it is cut to it. */
const LAMBDA_MAX_TIMEOUT_SECONDS = 900;

/**
 * A workflow Task state's function: it may run as long as its state's TimeoutSeconds (at most 900 s); a state
 * without one leaves its function the API functions' default (portal-function.ts).
 */
export function taskFunctionTimeoutSeconds(stateTimeoutSeconds: number | undefined): number {
  return stateTimeoutSeconds
    ? Math.min(stateTimeoutSeconds, LAMBDA_MAX_TIMEOUT_SECONDS)
    : API_FUNCTION_TIMEOUT_SECONDS;
}

/**
 * Lambda's limit on a synchronous invocation's response, in bytes: the serialized result (for an API
 * handler, the whole `{statusCode, headers, body, isBase64Encoded}` envelope, a base64 body included).
 * The figure is the one Lambda names in its error, "maximum allowed payload size (6291556 bytes)".
 */
export const LAMBDA_SYNC_RESPONSE_MAX_BYTES = 6_291_556;

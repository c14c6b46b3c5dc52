/**
 * How long each portal Lambda may run, as the stack deploys it, without CDK: the local gateway and workflow
 * runner (infra/local) hold each handler to the same numbers, so they read them from here too.
 */

/** An API function's timeout, in seconds. */
export const API_FUNCTION_TIMEOUT_SECONDS = 29;

/**
 * The HTTP API's integration timeout the stack sets (infra/aws/api.ts), one second below the function's: a
 * slow request is answered by API Gateway with 504 when its integration times out ("If an integration
 * request takes longer than your maximum integration timeout, API Gateway returns HTTP 504", AWS knowledge
 * center, api-gateway-504-errors), a status the SPA and the access log tell from a fault. Were the Lambda's
 * timeout first, its error would reach the client as a plain 500 like any crash. The function still stops
 * at its own timeout a second later, with its "Task timed out" log line.
 */
export const API_INTEGRATION_TIMEOUT_SECONDS = API_FUNCTION_TIMEOUT_SECONDS - 1;

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

/**
 * The error codes and the reading of an error answer, without zod: the SPA's api client loads this on
 * first paint, and zod stays out of that path (to keep the first paint light). `errors.ts` keeps the schema;
 * `errors.test.ts` holds both to the same answers.
 */
export const ErrorCode = {
  invalidInput: 'invalid_input',
  unauthorized: 'unauthorized',
  /** The impersonation session expired or was ended: drop it, keep the staff member signed in. */
  impersonationEnded: 'impersonation_ended',
  forbidden: 'forbidden',
  notFound: 'not_found',
  conflict: 'conflict',
  /** The request body is larger than MAX_REQUEST_BODY_BYTES (413). */
  tooLarge: 'too_large',
  businessRule: 'business_rule',
  /** Too many tries in a short time (429): wait and try again. */
  tooManyRequests: 'too_many_requests',
  internal: 'internal',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Largest request body the API takes, in the local gateway and in AWS alike (413 above it). */
export const MAX_REQUEST_BODY_BYTES = 1024 * 1024;

/** `{ message, code, fieldErrors? }` as `ApiError` in errors.ts describes it, or undefined for anything else. */
export function readApiError(
  json: unknown,
): { message: string; code: string; fieldErrors?: Record<string, string[]> } | undefined {
  if (typeof json !== 'object' || json === null) return undefined;
  const { message, code, fieldErrors } = json as Record<string, unknown>;
  if (typeof message !== 'string' || typeof code !== 'string') return undefined;
  if (fieldErrors === undefined) return { message, code };
  if (typeof fieldErrors !== 'object' || fieldErrors === null || Array.isArray(fieldErrors)) return undefined;
  const lists = Object.values(fieldErrors);
  if (!lists.every((list) => Array.isArray(list) && list.every((text) => typeof text === 'string')))
    return undefined;
  return { message, code, fieldErrors: fieldErrors as Record<string, string[]> };
}

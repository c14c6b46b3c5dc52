import * as z from 'zod';

/** The one error shape every endpoint answers with. */
export const ApiError = z.object({
  message: z.string(),
  code: z.string(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiError = z.infer<typeof ApiError>;

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
  internal: 'internal',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Largest request body the API takes, in the local gateway and in AWS alike (413 above it). */
export const MAX_REQUEST_BODY_BYTES = 1024 * 1024;

import { z } from 'zod';

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
  businessRule: 'business_rule',
  internal: 'internal',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

import * as z from 'zod';

/** The one error shape every endpoint answers with. */
export const ApiError = z.object({
  message: z.string(),
  code: z.string(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiError = z.infer<typeof ApiError>;

export { ErrorCode, MAX_REQUEST_BODY_BYTES, readApiError } from './error-codes';

import * as z from 'zod';
import { validation } from '../messages';
import { requiredEmail } from './fields';

/**
 * The public email opt-out form (spec 2 §5): '(Required)' when empty, 'Please enter a valid email address'
 * when it does not match a simple address pattern.
 */
export const EmailOptOutForm = z.object({
  email: requiredEmail(254, validation.requiredMarker),
});
export type EmailOptOutForm = z.infer<typeof EmailOptOutForm>;

/**
 * The opt-out call (spec 2 §3 "Opt-out: email address"): the form's shape.
 * @alias
 */
export const OptOut = EmailOptOutForm;
export type OptOut = z.infer<typeof OptOut>;

/**
 * Query of the opt-out tracking page: t (tracker), i (id), e (email), and s, the portal's signature over the
 * three with its expiry (`<expires, seconds since the epoch>.<HMAC>`): a link that carries a valid one opts
 * the address out at once; any other only opens the form.
 */
export const OptOutTracking = z.object({
  t: z.string().max(200).optional(),
  i: z.string().max(200).optional(),
  e: z.string().max(320).optional(),
  s: z.string().max(200).optional(),
});
export type OptOutTracking = z.infer<typeof OptOutTracking>;

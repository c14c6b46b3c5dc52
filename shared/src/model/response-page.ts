import * as z from 'zod';
import { responseTexts } from '../messages/response-texts';
import { optionalEmail, requiredPhone, requiredText } from './fields';

/**
 * The public response page of a recipient's personal URL (issue 48): the agency's name and contact and the
 * recipient's first name, nothing more of anyone's data.
 */
export const ResponsePage = z.object({
  firstName: z.string(),
  agency: z.object({
    name: z.string(),
    phone: z.string(),
    email: z.string().optional(),
    addressLine1: z.string(),
    addressLine2: z.string().optional(),
    city: z.string(),
    state: z.string(),
    postalCode: z.string(),
  }),
});
export type ResponsePage = z.infer<typeof ResponsePage>;

/** A visit of the page: typed, or scanned (the QR code's URL carries the scan marker). */
export const ResponseVisit = z.object({ scanned: z.boolean() });
export type ResponseVisit = z.infer<typeof ResponseVisit>;

export const ResponseRequest = z.enum(['call', 'quote']);

/** The page's "call me / quote me" form: refused without the consent to be contacted. */
export const ResponseForm = z.object({
  request: ResponseRequest,
  name: requiredText(100),
  phone: requiredPhone(),
  email: optionalEmail(100),
  message: z.string().max(1000).optional(),
  consent: z.literal(true, { error: responseTexts.page.consentRequired }),
});
export type ResponseForm = z.infer<typeof ResponseForm>;

/** What the page's calls answer: recorded (nothing about the recipient or the agency comes back). */
export const ResponseRecorded = z.object({ recorded: z.literal(true) });

import { createHash, createHmac } from 'node:crypto';
import { printedResponseUrl, responseCodeOfDigest, responseUrl } from '@msc/shared/rules/response-url';
import * as z from 'zod';
import { CONFIG_DEFAULTS, config, parseSettings } from '#platform/config';
import { requireSecretInAws, signingKey } from '#platform/secret-value';

/**
 * The response code of a personalized piece (issue 48): an HMAC of the piece, the recipient and the drop
 * with a server secret, so a code names one recipient of one drop and no one can guess another's (a counter
 * could be walked). Locally a fixed development key; in AWS a Secrets Manager secret read at cold start by
 * its ARN (the stack gives it to the Lambdas whose code bundles this module).
 */
const ResponseCodeConfigSchema = z
  .object({
    APP_ENV: z.enum(['local', 'aws']).default('local'),
    RESPONSE_CODE_SECRET: z.string().min(32).optional(),
    RESPONSE_CODE_SECRET_ARN: z.string().min(1).optional(),
  })
  .superRefine((env, context) => requireSecretInAws(env, context, 'RESPONSE_CODE_SECRET'));

let cached: z.infer<typeof ResponseCodeConfigSchema> | undefined;

function responseCodeSecret(): Promise<string> {
  cached ??= parseSettings(ResponseCodeConfigSchema, 'response codes');
  const { RESPONSE_CODE_SECRET: value, RESPONSE_CODE_SECRET_ARN: arn } = cached;
  return signingKey(value, arn, CONFIG_DEFAULTS.LOCAL_RESPONSE_CODE_SECRET);
}

/** Tests: read the settings again (another secret). */
export function resetResponseCodeConfig(): void {
  cached = undefined;
}

/** A recipient as the code knows it: the mail contact's name, address and policy or list contact. */
export interface CodedRecipient {
  firstName: string;
  lastName: string;
  addressLine1: string;
  addressLine2?: string | undefined;
  postalCode: string;
  policyNumber?: string | undefined;
  mailListContactId?: string | undefined;
}

const squeeze = (text: string | undefined) => (text ?? '').trim().replace(/\s+/g, ' ').toUpperCase();

/**
 * The recipient's id: a digest of who and where, the same from the proof to the mailed row and the held-out
 * list (a contact has no id of its own across list cleaning, holdout and order).
 */
export function recipientIdOf(recipient: CodedRecipient): string {
  const parts = [
    recipient.firstName,
    recipient.lastName,
    recipient.addressLine1,
    recipient.addressLine2,
    recipient.postalCode.slice(0, 5),
    recipient.policyNumber ?? recipient.mailListContactId,
  ].map(squeeze);
  return createHash('sha256').update(JSON.stringify(parts)).digest('base64url').slice(0, 16);
}

/** What a code is derived from: the piece (order state or Express Order), the recipient and the drop. */
export interface ResponseCodeInput {
  pieceId: string;
  recipientId: string;
  drop: number;
}

const codeWith = (key: string, input: ResponseCodeInput) =>
  responseCodeOfDigest(
    createHmac('sha256', key)
      .update(JSON.stringify(['response', input.pieceId, input.recipientId, input.drop]))
      .digest(),
  );

/** The recipient's code on the drop's piece. */
export async function responseCodeOf(input: ResponseCodeInput): Promise<string> {
  return codeWith(await responseCodeSecret(), input);
}

/** A coder with the key read once: the codes of a whole order's rows without awaiting each. */
export async function responseCoder(): Promise<(input: ResponseCodeInput) => string> {
  const key = await responseCodeSecret();
  return (input) => codeWith(key, input);
}

/** The proof's recipient values for a code: the QR code's URL and the printed personal URL. */
export function responseValues(code: string): { responseUrl: string; responseScanUrl: string } {
  const portal = config().PORTAL_URL;
  return { responseUrl: printedResponseUrl(portal, code), responseScanUrl: responseUrl(portal, code, true) };
}

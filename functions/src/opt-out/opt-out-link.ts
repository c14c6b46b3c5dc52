import { createHmac, timingSafeEqual } from 'node:crypto';
import type { OptOutTracking } from '@msc/shared/model/opt-out';
import { optOutLinkSecret } from './opt-out-config';

export interface OptOutLinkFields {
  t: string;
  i: string;
  e: string;
}

/** The HMAC of the three fields and the expiry, bound together (one cannot be swapped for another's). */
async function signature(fields: OptOutLinkFields, expires: number): Promise<Buffer> {
  return createHmac('sha256', await optOutLinkSecret())
    .update(JSON.stringify(['opt-out', fields.t, fields.i, fields.e.trim().toLowerCase(), expires]))
    .digest();
}

/** The query of an opt-out link for `e` that works until `expiresAt`: t, i, e and the signature s. */
export async function signOptOutLink(
  fields: OptOutLinkFields,
  expiresAt: Date,
): Promise<Required<OptOutTracking>> {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return { ...fields, s: `${expires}.${(await signature(fields, expires)).toString('base64url')}` };
}

/** The address a link opts out, when its signature is the portal's, over these t, i and e, and not expired. */
export async function verifiedOptOutAddress(link: OptOutTracking, now: Date): Promise<string | undefined> {
  const { t, i, e, s } = link;
  if (!t || !i || !e || !s) return undefined;
  const [expiresText, sent, ...rest] = s.split('.');
  const expires = Number(expiresText);
  if (rest.length || !sent || !Number.isSafeInteger(expires) || expires * 1000 <= now.getTime())
    return undefined;
  const expected = await signature({ t, i, e }, expires);
  const given = Buffer.from(sent, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) ? e : undefined;
}

import { pathTo } from '../routes/path-to';
import { paths } from '../routes/paths';

/**
 * The response code of a personalized piece (issue 48): unique to a recipient and a drop, derived from a
 * server secret (functions/src/documents/response-code.ts), printed as a QR code and a short personal URL.
 * This module is the URL's shape only, the same for the renderer, the preflight and the public page.
 */

/** Crockford's base 32: no I, L, O or U, so a typed code is not misread. */
export const RESPONSE_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** 10 characters: 50 bits, unguessable at the public page's rate limit, short enough to type. */
export const RESPONSE_CODE_LENGTH = 10;
/** Calls of the public response page a client address may make an hour (page, visits and forms together). */
export const RESPONSE_REQUESTS_PER_HOUR = 30;
/**
 * A code's visits (typed or scanned) count once in this many seconds: a reopened or reloaded page is the
 * same visit, so results and the agent's mail are not inflated by one recipient's refreshes.
 */
export const RESPONSE_VISIT_WINDOW_SECONDS = 3600;
/** The query marker the QR code's URL adds: a scan counts apart from a typed visit. */
export const SCAN_MARKER = { name: 'via', value: 'qr' } as const;

const CODE_PATTERN = new RegExp(`^[${RESPONSE_CODE_ALPHABET}]{${RESPONSE_CODE_LENGTH}}$`);

/**
 * A code as typed, normalized: upper case, Crockford's look-alikes read as the digits they stand for
 * (O → 0, I and L → 1); undefined when it cannot be a code.
 */
export function normalizeResponseCode(text: string): string | undefined {
  const code = text.trim().toUpperCase().replace(/O/g, '0').replace(/[IL]/g, '1');
  return CODE_PATTERN.test(code) ? code : undefined;
}

/** The first `RESPONSE_CODE_LENGTH` characters of a digest's bits in the code alphabet. */
export function responseCodeOfDigest(digest: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let code = '';
  for (const byte of digest) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5 && code.length < RESPONSE_CODE_LENGTH) {
      code += RESPONSE_CODE_ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  if (code.length < RESPONSE_CODE_LENGTH) throw new Error('digest too short for a response code');
  return code;
}

/** The personal URL of a code on the portal's origin; the QR code's adds the scan marker. */
export function responseUrl(portalUrl: string, code: string, scanned = false): string {
  const url = new URL(pathTo(paths.responsePage, { code }), portalUrl);
  if (scanned) url.searchParams.set(SCAN_MARKER.name, SCAN_MARKER.value);
  return url.toString();
}

/** The personal URL as printed under the QR code: without the scheme, for a reader to type. */
export const printedResponseUrl = (portalUrl: string, code: string) =>
  responseUrl(portalUrl, code).replace(/^https?:\/\//, '');

/**
 * The code and whether it was scanned, of a URL that is a personal URL of this portal (same origin, the
 * response page's path); undefined for anything else.
 */
export function parseResponseUrl(
  text: string,
  portalUrl: string,
): { code: string; scanned: boolean } | undefined {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  if (url.origin !== new URL(portalUrl).origin) return undefined;
  const prefix = paths.responsePage.replace(':code', '');
  if (!url.pathname.startsWith(prefix)) return undefined;
  const code = normalizeResponseCode(decodeURIComponent(url.pathname.slice(prefix.length)));
  if (!code || code !== url.pathname.slice(prefix.length)) return undefined;
  return { code, scanned: url.searchParams.get(SCAN_MARKER.name) === SCAN_MARKER.value };
}

/**
 * The browser-facing security headers (ASVS V3.4), one definition for CloudFront's response-headers
 * policy and the local server alike, so `npm start` shows what production sends.
 */
export interface SecurityHeaderOptions {
  /** Origins the SPA calls besides its own (the Cognito endpoints). */
  connectSources?: readonly string[];
  /**
   * Where presigned storage URLs point: the SPA PUTs uploads there and shows the image library's pictures
   * from there (connect-src and img-src).
   */
  storageSources?: readonly string[];
  /** Vite's dev server injects an inline module script (React refresh); never in a build. */
  dev?: boolean;
  /**
   * Payments through Stripe (AWS): Stripe.js from js.stripe.com, its card Element in Stripe's frames, its
   * calls to api.stripe.com. The card number is typed into Stripe's frame and never reaches our origin.
   */
  stripe?: boolean;
}

export const STRIPE_SCRIPT_ORIGIN = 'https://js.stripe.com';
const STRIPE_FRAME_ORIGINS = [STRIPE_SCRIPT_ORIGIN, 'https://hooks.stripe.com'];
const STRIPE_API_ORIGIN = 'https://api.stripe.com';

/** Scripts only from this origin, never inline; no framing; nothing but this origin to post forms to. */
export function contentSecurityPolicy({
  connectSources = [],
  storageSources = [],
  dev = false,
  stripe = false,
}: SecurityHeaderOptions = {}): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(stripe ? [STRIPE_SCRIPT_ORIGIN] : []), ...(dev ? ["'unsafe-inline'"] : [])],
    // Radix and React set style attributes; styles cannot run code, scripts stay strict.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...storageSources],
    'font-src': ["'self'", 'data:'],
    'connect-src': [
      "'self'",
      ...connectSources,
      ...storageSources,
      ...(stripe ? [STRIPE_API_ORIGIN] : []),
      ...(dev ? ['ws:'] : []),
    ],
    ...(stripe ? { 'frame-src': STRIPE_FRAME_ORIGINS } : {}),
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** Where a page's own `<meta>` policy narrows the header's: the storage hosts it fetches and shows. */
const NARROWED_DIRECTIVES = ['img-src', 'connect-src'];

/**
 * The `img-src` and `connect-src` of the policy with these options, for a `<meta http-equiv>` policy in the
 * page: a browser enforces every policy it is given, so the page's naming the portal's own bucket hosts
 * narrows the header's region-wide S3 wildcard (which the header keeps, see portal-stack.ts).
 */
export function narrowingPolicy(options: SecurityHeaderOptions): string {
  return contentSecurityPolicy(options)
    .split('; ')
    .filter((directive) => NARROWED_DIRECTIVES.includes(directive.split(' ')[0]!))
    .join('; ');
}

/**
 * The page with the narrowing policy first in its head, before anything it loads (after `<head>`, or after
 * the doctype of a page that leaves its head implied).
 */
export function withNarrowingPolicy(html: string, policy: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}">`;
  const opening = /<head[^>]*>/i.exec(html) ?? /<!doctype html>/i.exec(html);
  if (!opening) return `${meta}${html}`;
  const at = opening.index + opening[0].length;
  return `${html.slice(0, at)}${meta}${html.slice(at)}`;
}

export const HSTS_MAX_AGE_SECONDS = 63_072_000;
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(self), usb=()';

/** Every header, by name, as the local server sends them (CloudFront sets the same through its policy). */
export function securityHeaders(options: SecurityHeaderOptions = {}): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(options),
    'strict-transport-security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains; preload`,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': REFERRER_POLICY,
    'permissions-policy': PERMISSIONS_POLICY,
    'cross-origin-opener-policy': 'same-origin',
  };
}

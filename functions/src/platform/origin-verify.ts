import { timingSafeEqual } from 'node:crypto';
import { config } from './config';
import { forgetSecretValue, secretValue } from './secret-value';

/** How often a container may read the secret again because CloudFront sent a value it does not know. */
export const ORIGIN_VERIFY_REREAD_MS = 60_000;

let lastReread = Number.NEGATIVE_INFINITY;

const matches = (sent: string, expected: string) => {
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Whether the `x-origin-verify` header CloudFront adds is the stack's secret: the API answers only
 * requests that came through CloudFront (its WAF, its headers). In AWS the value is read from Secrets
 * Manager (ORIGIN_VERIFY_SECRET_ARN) at cold start; after a rotation CloudFront sends the new value while a
 * warm container still holds the old one, so a mismatch reads the secret again, at most once a minute
 * (a stream of forged headers cannot turn into a stream of Secrets Manager calls). Locally there is no
 * secret and no check; tests may give ORIGIN_VERIFY_SECRET itself.
 */
export async function cameThroughCloudFront(sent: string | undefined): Promise<boolean> {
  const { ORIGIN_VERIFY_SECRET: fixed, ORIGIN_VERIFY_SECRET_ARN: arn } = config();
  if (fixed) return matches(sent ?? '', fixed);
  if (!arn) return true;
  if (matches(sent ?? '', await secretValue(arn))) return true;
  // biome-ignore lint/plugin: a rate limit on secret re-reads, in real time
  const now = Date.now();
  if (now - lastReread < ORIGIN_VERIFY_REREAD_MS) return false;
  lastReread = now;
  forgetSecretValue(arn);
  return matches(sent ?? '', await secretValue(arn));
}

/** Unit tests: a fresh container's state. */
export function resetOriginVerify(): void {
  lastReread = Number.NEGATIVE_INFINITY;
}

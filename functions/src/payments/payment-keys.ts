import * as z from 'zod';
import { config } from '#platform/config';
import { forgetSecretValue, secretValue } from '#platform/secret-value';

/** Stripe's two keys: the secret one stays in the Lambda, the publishable one goes to the SPA. */
export interface StripeKeys {
  secretKey: string;
  publishableKey: string;
}

/** The secret's value, as an operator stores it: `{"secretKey":"sk_…","publishableKey":"pk_…"}`. */
const StoredStripeKeys = z.object({
  secretKey: z.string().startsWith('sk_'),
  publishableKey: z.string().startsWith('pk_'),
});

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/**
 * The Stripe keys, or undefined: the local payment gateway. In AWS they live in a Secrets Manager secret
 * (STRIPE_KEYS_SECRET_ARN names it; the template and the environment never hold a key), read once per cold
 * start and kept for the container's life (platform/secret-value.ts); a failed read, or a value that is
 * not a pair of keys yet (the placeholder), is read again on the next call. Locally and in tests
 * STRIPE_SECRET_KEY / STRIPE_PUBLISHABLE_KEY may give them directly.
 */
export async function stripeKeys(): Promise<StripeKeys | undefined> {
  const cfg = config();
  if (cfg.STRIPE_SECRET_KEY) {
    return { secretKey: cfg.STRIPE_SECRET_KEY, publishableKey: cfg.STRIPE_PUBLISHABLE_KEY ?? '' };
  }
  const arn = cfg.STRIPE_KEYS_SECRET_ARN;
  if (!arn) return undefined;
  const parsed = StoredStripeKeys.safeParse(parseJson(await secretValue(arn)));
  if (!parsed.success) {
    forgetSecretValue(arn);
    // Never the value in the message: only that it is not a pair of Stripe keys yet.
    throw new Error('The Stripe keys secret does not hold {"secretKey":"sk_…","publishableKey":"pk_…"}');
  }
  return parsed.data;
}

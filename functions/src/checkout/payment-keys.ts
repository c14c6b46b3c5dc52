import * as z from 'zod';
import { config } from '#platform/config';

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

export type SecretReader = (secretArn: string) => Promise<string | undefined>;

const readFromSecretsManager: SecretReader = async (secretArn) => {
  // Its client loads when the keys are first needed (a payment), not with the checkout Lambda.
  const { GetSecretValueCommand, SecretsManagerClient } = await import('@aws-sdk/client-secrets-manager');
  const client = new SecretsManagerClient({ region: config().AWS_REGION });
  const { SecretString } = await client.send(new GetSecretValueCommand({ SecretId: secretArn }));
  return SecretString;
};

let readSecret: SecretReader = readFromSecretsManager;
let loaded: { arn: string; keys: Promise<StripeKeys> } | undefined;

async function loadKeys(arn: string): Promise<StripeKeys> {
  const text = await readSecret(arn);
  let json: unknown;
  try {
    json = JSON.parse(text ?? '');
  } catch {
    json = undefined;
  }
  const parsed = StoredStripeKeys.safeParse(json);
  // Never the value in the message: only that it is not a pair of Stripe keys yet.
  if (!parsed.success)
    throw new Error('The Stripe keys secret does not hold {"secretKey":"sk_…","publishableKey":"pk_…"}');
  return parsed.data;
}

/**
 * The Stripe keys, or undefined: the local payment gateway. In AWS they live in a Secrets Manager secret
 * (STRIPE_KEYS_SECRET_ARN names it; the template and the environment never hold a key), read once per cold
 * start and kept for the container's life; a failed read is tried again on the next call. Locally and in
 * tests STRIPE_SECRET_KEY / STRIPE_PUBLISHABLE_KEY may give them directly.
 */
export async function stripeKeys(): Promise<StripeKeys | undefined> {
  const cfg = config();
  if (cfg.STRIPE_SECRET_KEY) {
    return { secretKey: cfg.STRIPE_SECRET_KEY, publishableKey: cfg.STRIPE_PUBLISHABLE_KEY ?? '' };
  }
  const arn = cfg.STRIPE_KEYS_SECRET_ARN;
  if (!arn) return undefined;
  if (loaded?.arn !== arn) {
    const keys = loadKeys(arn);
    loaded = { arn, keys };
    keys.catch(() => {
      if (loaded?.keys === keys) loaded = undefined;
    });
  }
  return loaded.keys;
}

/** Unit tests: read the secret through this instead of Secrets Manager (and forget what was loaded). */
export function setSecretReader(reader: SecretReader = readFromSecretsManager): void {
  readSecret = reader;
  loaded = undefined;
}

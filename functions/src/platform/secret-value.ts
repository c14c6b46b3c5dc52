import type * as z from 'zod';
import { withLocalMiddleware } from './client-middleware';
import { config } from './config';

/** Reads a secret's string value by ARN; Secrets Manager in AWS, a stand-in in unit tests. */
export type SecretReader = (secretArn: string) => Promise<string | undefined>;

const readFromSecretsManager: SecretReader = async (secretArn) => {
  // Its client loads with the first secret a Lambda needs, not with every Lambda.
  const { GetSecretValueCommand, SecretsManagerClient } = await import('@aws-sdk/client-secrets-manager');
  const client = withLocalMiddleware(new SecretsManagerClient({ region: config().AWS_REGION }));
  const { SecretString } = await client.send(new GetSecretValueCommand({ SecretId: secretArn }));
  return SecretString;
};

let readSecret: SecretReader = readFromSecretsManager;
const loaded = new Map<string, Promise<string>>();

/**
 * A secret's value, read from Secrets Manager once per cold start and kept for the container's life, so
 * no secret sits in the template or a Lambda's environment (ASVS V13.3.1). A failed or empty read is not
 * kept: the next call tries again.
 */
export function secretValue(secretArn: string): Promise<string> {
  let value = loaded.get(secretArn);
  if (!value) {
    value = readSecret(secretArn).then((text) => {
      // Never the value in the message.
      if (!text) throw new Error(`The secret ${secretArn} holds no string value`);
      return text;
    });
    loaded.set(secretArn, value);
    value.catch(() => {
      if (loaded.get(secretArn) === value) loaded.delete(secretArn);
    });
  }
  return value;
}

/** Forgets one secret's value: the next call reads it again (it was rotated since the cold start). */
export function forgetSecretValue(secretArn: string): void {
  loaded.delete(secretArn);
}

/** Unit tests: read secrets through this instead of Secrets Manager (and forget what was read). */
export function setSecretReader(reader: SecretReader = readFromSecretsManager): void {
  readSecret = reader;
  loaded.clear();
}

/**
 * A signing key set as `<name>` itself (local development, tests) or as `<name>_ARN`, a Secrets Manager
 * secret read at cold start. In AWS one of them must be set: no default, so a missing secret fails at start.
 */
export function requireSecretInAws(
  env: { APP_ENV: string } & Record<string, unknown>,
  context: z.RefinementCtx,
  name: string,
): void {
  // An issue without a message: the path names the missing setting (operators read it, no user does).
  if (env.APP_ENV === 'aws' && !env[name] && !env[`${name}_ARN`])
    context.addIssue({ code: 'custom', path: [`${name}_ARN`], input: undefined });
}

/** The key: the value set, else the secret named by its ARN, else the local development value. */
export function signingKey(
  value: string | undefined,
  arn: string | undefined,
  localValue: string,
): Promise<string> {
  if (value) return Promise.resolve(value);
  return arn ? secretValue(arn) : Promise.resolve(localValue);
}

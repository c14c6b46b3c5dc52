import { config } from './config';

/** Reads a secret's string value by ARN; Secrets Manager in AWS, a stand-in in unit tests. */
export type SecretReader = (secretArn: string) => Promise<string | undefined>;

const readFromSecretsManager: SecretReader = async (secretArn) => {
  // Its client loads with the first secret a Lambda needs, not with every Lambda.
  const { GetSecretValueCommand, SecretsManagerClient } = await import('@aws-sdk/client-secrets-manager');
  const client = new SecretsManagerClient({ region: config().AWS_REGION });
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

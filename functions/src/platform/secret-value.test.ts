import { afterEach, describe, expect, it } from 'vitest';
import { resetConfig } from './config';
import { cameThroughCloudFront, resetOriginVerify } from './origin-verify';
import { forgetSecretValue, secretValue, setSecretReader } from './secret-value';

const ARN = 'arn:aws:secretsmanager:us-east-1:000000000000:secret:origin-verify-AbCdEf';
const saved = { ...process.env };

/** A Secrets Manager stand-in holding `value`, counting its reads. */
function secretsManager(value: () => string | undefined) {
  const reads: string[] = [];
  setSecretReader(async (arn) => {
    reads.push(arn);
    return value();
  });
  return reads;
}

afterEach(() => {
  process.env = { ...saved };
  setSecretReader();
  resetOriginVerify();
  resetConfig();
});

describe('secretValue', () => {
  it('reads a secret once per cold start and keeps it', async () => {
    const reads = secretsManager(() => 'the-value');
    expect(await secretValue(ARN)).toBe('the-value');
    expect(await Promise.all([secretValue(ARN), secretValue(ARN)])).toEqual(['the-value', 'the-value']);
    expect(reads).toEqual([ARN]);
    forgetSecretValue(ARN);
    await secretValue(ARN);
    expect(reads).toEqual([ARN, ARN]);
  });

  it('reads again after a failed or empty read, never naming the value', async () => {
    let value: string | undefined;
    const reads = secretsManager(() => value);
    await expect(secretValue(ARN)).rejects.toThrow(/holds no string value/);
    value = 'now-there';
    expect(await secretValue(ARN)).toBe('now-there');
    expect(reads).toHaveLength(2);
  });
});

describe('origin verify in AWS (the secret by ARN)', () => {
  const header = (n: number) => String(n).repeat(40);

  it('lets through only the value the secret holds, read once', async () => {
    process.env.ORIGIN_VERIFY_SECRET_ARN = ARN;
    delete process.env.ORIGIN_VERIFY_SECRET;
    resetConfig();
    const reads = secretsManager(() => header(1));
    expect(await cameThroughCloudFront(header(1))).toBe(true);
    expect(await cameThroughCloudFront(header(1))).toBe(true);
    expect(reads).toHaveLength(1);
    expect(await cameThroughCloudFront(undefined)).toBe(false);
  });

  it('takes the new value after a rotation, and reads again at most once a minute for unknown values', async () => {
    process.env.ORIGIN_VERIFY_SECRET_ARN = ARN;
    delete process.env.ORIGIN_VERIFY_SECRET;
    resetConfig();
    let current = header(1);
    const reads = secretsManager(() => current);
    expect(await cameThroughCloudFront(header(1))).toBe(true);
    current = header(2); // rotated, CloudFront redeployed with the new value
    expect(await cameThroughCloudFront(header(2))).toBe(true);
    expect(reads).toHaveLength(2);
    // Forged values do not turn into Secrets Manager calls.
    for (const forged of [header(3), header(4), header(5)])
      expect(await cameThroughCloudFront(forged)).toBe(false);
    expect(reads).toHaveLength(2);
    expect(await cameThroughCloudFront(header(1))).toBe(false);
  });

  it('checks nothing locally, where the stack names no secret', async () => {
    delete process.env.ORIGIN_VERIFY_SECRET_ARN;
    delete process.env.ORIGIN_VERIFY_SECRET;
    resetConfig();
    const reads = secretsManager(() => header(1));
    expect(await cameThroughCloudFront(undefined)).toBe(true);
    expect(reads).toHaveLength(0);
  });
});

import { describe, expect, it } from 'vitest';
import { presignedPost } from './s3';

/** The policy S3 holds a form upload to, as the fields carry it (base64 JSON, signed). */
const policyOf = (fields: Record<string, string>) =>
  JSON.parse(Buffer.from(fields.Policy ?? '', 'base64').toString('utf8')) as {
    expiration: string;
    conditions: unknown[];
  };

describe('presignedPost', () => {
  it('signs one key, one content type and a size range, for a few minutes only', async () => {
    const before = Date.now();
    const { url, fields } = await presignedPost('msc-uploads', 'uploads/U1/source', 'text/csv', 1000, 900);
    expect(url).toContain('msc-uploads');
    expect(fields).toMatchObject({ key: 'uploads/U1/source', 'Content-Type': 'text/csv' });
    expect(fields['X-Amz-Signature']).toMatch(/^[0-9a-f]{64}$/);
    const policy = policyOf(fields);
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        { bucket: 'msc-uploads' },
        { key: 'uploads/U1/source' },
        ['content-length-range', 1, 1000],
        ['eq', '$Content-Type', 'text/csv'],
      ]),
    );
    const expires = Date.parse(policy.expiration);
    expect(expires).toBeGreaterThan(before);
    expect(expires).toBeLessThanOrEqual(Date.now() + 900 * 1000);
    // The SDK and the signer load with the first call: slow on a busy machine.
  }, 60_000);
});

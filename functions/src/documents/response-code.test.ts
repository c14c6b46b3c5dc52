import { RESPONSE_CODE_LENGTH } from '@msc/shared/rules/response-url';
import { afterEach, describe, expect, it } from 'vitest';
import { recipientIdOf, resetResponseCodeConfig, responseCodeOf } from './response-code';

const pat = {
  firstName: 'Pat',
  lastName: 'Sample',
  addressLine1: '100 Main Street',
  postalCode: '62701',
};

afterEach(() => {
  delete process.env.RESPONSE_CODE_SECRET;
  resetResponseCodeConfig();
});

describe('a recipient’s id', () => {
  it('is the same for the same person and place however spaced or cased, another for anyone else', () => {
    const id = recipientIdOf(pat);
    expect(
      recipientIdOf({
        ...pat,
        firstName: ' PAT ',
        addressLine1: '100  main street',
        postalCode: '62701-1234',
      }),
    ).toBe(id);
    expect(recipientIdOf({ ...pat, firstName: 'Kim' })).not.toBe(id);
    expect(recipientIdOf({ ...pat, addressLine2: 'Apt 2' })).not.toBe(id);
    expect(recipientIdOf({ ...pat, policyNumber: 'P-1' })).not.toBe(id);
  });
});

describe('a response code', () => {
  it('is the same for the same piece, recipient and drop, another for each other drop, recipient or piece', async () => {
    const input = { pieceId: 'STATE-1', recipientId: recipientIdOf(pat), drop: 1 };
    const code = await responseCodeOf(input);
    expect(code).toHaveLength(RESPONSE_CODE_LENGTH);
    expect(await responseCodeOf({ ...input })).toBe(code);
    const others = await Promise.all([
      responseCodeOf({ ...input, drop: 2 }),
      responseCodeOf({ ...input, pieceId: 'STATE-2' }),
      responseCodeOf({ ...input, recipientId: recipientIdOf({ ...pat, firstName: 'Kim' }) }),
    ]);
    expect(new Set([code, ...others]).size).toBe(4);
  });

  it('depends on the server’s secret: another secret, another code (not a counter anyone can walk)', async () => {
    const input = { pieceId: 'STATE-1', recipientId: 'r', drop: 1 };
    const local = await responseCodeOf(input);
    process.env.RESPONSE_CODE_SECRET = 'another-secret-of-at-least-thirty-two-chars';
    resetResponseCodeConfig();
    expect(await responseCodeOf(input)).not.toBe(local);
  });
});

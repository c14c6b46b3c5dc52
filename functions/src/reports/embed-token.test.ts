import { describe, expect, it } from 'vitest';
import { type EmbedClaims, EmbedTokenError, signEmbedToken, verifyEmbedToken } from './embed-token';

const SECRET = 'a-test-secret-that-is-long-enough-000000';
const CLAIMS: EmbedClaims = {
  userName: 'owner@demo.local',
  agencyId: 7,
  agencyNumber: '1234567',
  reportId: '3',
};
const NOW = new Date('2026-11-22T12:00:00Z');

async function failureOf(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (error instanceof EmbedTokenError) return error.failure;
    throw error;
  }
  return 'accepted';
}

describe('report embed token', () => {
  it('is accepted for the user, agency and report it was issued for, before it expires', async () => {
    const { token, expiresAt } = await signEmbedToken(CLAIMS, { secret: SECRET, ttlSeconds: 300, now: NOW });
    expect(expiresAt.toISOString()).toBe('2026-11-22T12:05:00.000Z');
    const later = new Date(NOW.getTime() + 299_000);
    await expect(verifyEmbedToken(token, CLAIMS, { secret: SECRET, now: later })).resolves.toEqual(CLAIMS);
  });

  it.each([
    ['another user', { userName: 'agent@demo.local' }],
    ['another agency id', { agencyId: 8 }],
    ['another agency number', { agencyNumber: '7654321' }],
    ['another report', { reportId: '12' }],
  ])('is refused for %s', async (_name, change) => {
    const { token } = await signEmbedToken(CLAIMS, { secret: SECRET, ttlSeconds: 300, now: NOW });
    expect(
      await failureOf(verifyEmbedToken(token, { ...CLAIMS, ...change }, { secret: SECRET, now: NOW })),
    ).toBe('mismatch');
  });

  it('is refused once expired', async () => {
    const { token } = await signEmbedToken(CLAIMS, { secret: SECRET, ttlSeconds: 300, now: NOW });
    const after = new Date(NOW.getTime() + 301_000);
    expect(await failureOf(verifyEmbedToken(token, CLAIMS, { secret: SECRET, now: after }))).toBe('expired');
  });

  it('is refused when signed with another secret or altered', async () => {
    const { token } = await signEmbedToken(CLAIMS, {
      secret: 'another-secret-that-is-long-enough-00000',
      ttlSeconds: 300,
      now: NOW,
    });
    expect(await failureOf(verifyEmbedToken(token, CLAIMS, { secret: SECRET, now: NOW }))).toBe('invalid');
    const own = (await signEmbedToken(CLAIMS, { secret: SECRET, ttlSeconds: 300, now: NOW })).token;
    const [header, payload, signature] = own.split('.');
    const forged = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    forged.sub = 'agent@demo.local';
    const tampered = [header, Buffer.from(JSON.stringify(forged)).toString('base64url'), signature].join('.');
    expect(
      await failureOf(
        verifyEmbedToken(tampered, { ...CLAIMS, userName: 'agent@demo.local' }, { secret: SECRET, now: NOW }),
      ),
    ).toBe('invalid');
    expect(await failureOf(verifyEmbedToken('not-a-token', CLAIMS, { secret: SECRET, now: NOW }))).toBe(
      'invalid',
    );
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { config, resetConfig } from '#platform/config';
import { HttpError } from '#platform/http-error';
import { logger } from '#platform/logger';
import { NO_PROSPECT_PROVIDER, prospectProvider, useProspectProvider } from './prospect-provider';

const area = {
  zip: '98101',
  city: 'Seattle',
  state: 'WA',
  latitude: 47.6,
  longitude: -122.3,
  households: 40,
  householdsWithPhone: 10,
};

function withEnv(env: Record<string, string | undefined>) {
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetConfig();
}

afterEach(() => {
  withEnv({ APP_ENV: undefined, PROSPECT_PROVIDER: undefined });
  useProspectProvider(undefined);
  vi.restoreAllMocks();
});

describe('the prospect provider', () => {
  it('is the generated universe on a laptop', async () => {
    withEnv({ APP_ENV: undefined });
    expect(config().PROSPECT_PROVIDER).toBe('generated');
    const provider = prospectProvider();
    expect(provider.name).toBe('generated');
    expect(await provider.count([area], new Map())).toEqual({
      withPhone: 10,
      withoutPhone: 40,
      suppressed: 0,
    });
    const list = await provider.list([area], { includePhoneNumber: true, targetCount: 3 }, new Map());
    expect(list.totalCount).toBe(3);
    expect(list.rows(0, 5)).toHaveLength(3);
  });

  it('refuses to count or sell prospects in AWS until a provider is configured, saying what is missing', async () => {
    withEnv({ APP_ENV: 'aws', PROSPECT_PROVIDER: undefined });
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const provider = prospectProvider();
    expect(provider.name).toBe('none');
    const refusal = provider.count([area], new Map());
    await expect(refusal).rejects.toBeInstanceOf(HttpError);
    await expect(refusal).rejects.toMatchObject({ statusCode: 503 });
    await expect(
      provider.list([area], { includePhoneNumber: false, targetCount: 1 }, new Map()),
    ).rejects.toThrow(/not available/);
    expect(logged).toHaveBeenCalledWith(NO_PROSPECT_PROVIDER);
    expect(NO_PROSPECT_PROVIDER).toMatch(/PROSPECT_PROVIDER/);
  });

  it('is whatever the deployment wires in, and the generated one only when a stage asks for it', async () => {
    withEnv({ APP_ENV: 'aws', PROSPECT_PROVIDER: 'generated' });
    expect(prospectProvider().name).toBe('generated');
    const fake = { name: 'broker', count: vi.fn(), list: vi.fn() };
    useProspectProvider(fake);
    expect(prospectProvider()).toBe(fake);
  });
});

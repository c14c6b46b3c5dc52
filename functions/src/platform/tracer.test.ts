import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetConfig } from './config';
import { tracingWanted } from './tracer';

afterEach(() => {
  vi.unstubAllEnvs();
  resetConfig();
});

const given = (env: Record<string, string | undefined>) => {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  resetConfig();
  return tracingWanted();
};

describe('where the X-Ray SDK is loaded', () => {
  it('in AWS unless the stage turns tracing off', () => {
    expect(given({ APP_ENV: 'aws', POWERTOOLS_TRACE_ENABLED: undefined })).toBe(true);
    expect(given({ APP_ENV: 'aws', POWERTOOLS_TRACE_ENABLED: 'false' })).toBe(false);
  });

  it('not locally (its async hook would slow every promise), unless asked for', () => {
    expect(given({ APP_ENV: 'local', POWERTOOLS_TRACE_ENABLED: undefined })).toBe(false);
    expect(given({ APP_ENV: 'local', POWERTOOLS_TRACE_ENABLED: 'true' })).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { parseRuntimeConfig, RuntimeConfigError } from './runtime-config';

const password = {
  auth: {
    mode: 'password',
    userPoolId: 'local_pool',
    userPoolClientId: 'client',
    userPoolEndpoint: 'http://localhost:9229',
  },
  demoAccounts: [{ email: 'agent@demo.local', description: 'Agent' }],
  demoPassword: 'Demo-Password-1',
};

describe('parseRuntimeConfig', () => {
  it('accepts the local password configuration', () => {
    const config = parseRuntimeConfig(password);
    expect(config.auth.mode).toBe('password');
    expect(config.demoAccounts).toHaveLength(1);
  });

  it('accepts the hosted-ui configuration and normalises redirect URLs to lists', () => {
    const config = parseRuntimeConfig({
      auth: {
        mode: 'hosted-ui',
        userPoolId: 'us-east-1_abc',
        userPoolClientId: 'client',
        domain: 'msc.auth.us-east-1.amazoncognito.com',
        redirectSignIn: 'https://portal.example.com/sso-redirect',
        redirectSignOut: ['https://portal.example.com/sign-in'],
      },
    });
    expect(config.auth.mode === 'hosted-ui' && config.auth.redirectSignIn).toEqual([
      'https://portal.example.com/sso-redirect',
    ]);
    expect(config.demoAccounts).toEqual([]);
  });

  it('names every missing setting', () => {
    try {
      parseRuntimeConfig({ auth: { mode: 'password', userPoolId: 'pool' } });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(RuntimeConfigError);
      const problems = (error as RuntimeConfigError).problems.join('\n');
      expect(problems).toContain('auth.userPoolClientId');
      expect(problems).toContain('auth.userPoolEndpoint');
    }
  });

  it('rejects an unknown sign-in mode', () => {
    expect(() => parseRuntimeConfig({ auth: { mode: 'magic' } })).toThrow(RuntimeConfigError);
  });

  it('names a setting of the wrong kind', () => {
    try {
      parseRuntimeConfig({
        ...password,
        auth: { ...password.auth, userPoolEndpoint: 'not a url' },
        demoAccounts: 'x',
      });
      expect.unreachable();
    } catch (error) {
      expect((error as RuntimeConfigError).problems).toEqual([
        'auth.userPoolEndpoint: is not a URL',
        'demoAccounts: is not a list',
      ]);
    }
  });

  it('keeps exactly the settings it knows', () => {
    expect(parseRuntimeConfig({ ...password, extra: 1 })).toEqual(password);
  });
});

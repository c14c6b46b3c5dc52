import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '#lib/api-client';
import { authStore } from '#lib/auth-store';
import { impersonationToken } from '#lib/impersonation-token';
import {
  authHeaders,
  configureAuth,
  expireSession,
  restoreSession,
  signInWithPassword,
  signOutUser,
} from './amplify-auth';
import { connectApiClient } from './connect-api-client';
import { signInMarker } from './sign-in-marker';

const amplify = vi.hoisted(() => ({
  fetchAuthSession: vi.fn(),
  signIn: vi.fn(),
  signOut: vi.fn(async () => {}),
  clearTokens: vi.fn(async () => {}),
}));
vi.mock('aws-amplify', () => ({ Amplify: { configure: vi.fn() } }));
vi.mock('aws-amplify/auth', () => ({
  fetchAuthSession: amplify.fetchAuthSession,
  signIn: amplify.signIn,
  signOut: amplify.signOut,
  signInWithRedirect: vi.fn(),
}));
vi.mock('aws-amplify/auth/cognito', () => ({
  cognitoUserPoolsTokenProvider: {
    setKeyValueStorage: vi.fn(),
    tokenOrchestrator: { clearTokens: amplify.clearTokens },
  },
}));
vi.mock('aws-amplify/auth/enable-oauth-listener', () => ({}));
vi.mock('#lib/api-client', () => ({ configureApiClient: vi.fn() }));

const withIdToken = () =>
  amplify.fetchAuthSession.mockResolvedValue({ tokens: { idToken: { toString: () => 'id.jwt' } } });
const withoutTokens = () => amplify.fetchAuthSession.mockResolvedValue({ tokens: undefined });

beforeEach(() => authStore.set({ status: 'signedOut', reason: 'initial' }));
afterEach(() => vi.clearAllMocks());

describe('restoreSession (page load)', () => {
  it('signs out when the sign-in marker is missing, even with tokens', async () => {
    withIdToken();
    sessionStorage.setItem('CognitoIdentityServiceProvider.client.user.idToken', 'id.jwt');
    impersonationToken.set('t');
    await restoreSession();
    expect(authStore.get()).toEqual({ status: 'signedOut', reason: 'initial' });
    expect(amplify.clearTokens).toHaveBeenCalled();
    expect(impersonationToken.get()).toBeNull();
  });

  it('stays signed in with the marker and a token', async () => {
    withIdToken();
    signInMarker.set();
    await restoreSession();
    expect(authStore.isSignedIn()).toBe(true);
  });

  it('counts an expired token (no refresh possible) as signed out', async () => {
    withoutTokens();
    signInMarker.set();
    await restoreSession();
    expect(authStore.isSignedIn()).toBe(false);
    expect(signInMarker.isSet()).toBe(false);
  });
});

describe('signInWithPassword', () => {
  it('uses USER_PASSWORD_AUTH and sets the marker', async () => {
    amplify.signIn.mockResolvedValue({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    expect(await signInWithPassword(' owner@demo.local ', 'pw')).toEqual({ ok: true });
    expect(amplify.signIn).toHaveBeenCalledWith({
      username: 'owner@demo.local',
      password: 'pw',
      options: { authFlowType: 'USER_PASSWORD_AUTH' },
    });
    expect(signInMarker.isSet()).toBe(true);
    expect(authStore.isSignedIn()).toBe(true);
  });

  it('reports the user pool error', async () => {
    const error = Object.assign(new Error('x'), { name: 'NotAuthorizedException' });
    amplify.signIn.mockRejectedValue(error);
    expect(await signInWithPassword('a@b.c', 'bad')).toEqual({ ok: false, error });
    expect(authStore.isSignedIn()).toBe(false);
  });
});

describe('headers and session end', () => {
  it('sends the ID token and, while impersonating, the session token', async () => {
    withIdToken();
    authStore.set({ status: 'signedIn' });
    expect(await authHeaders()).toEqual({ authorization: 'Bearer id.jwt' });
    impersonationToken.set('imp-token');
    expect(await authHeaders()).toEqual({ authorization: 'Bearer id.jwt', 'x-session-token': 'imp-token' });
  });

  it('a 401 for a signed-in user clears marker, tokens and impersonation token once', async () => {
    const onExpired = vi.fn();
    connectApiClient(onExpired);
    const { onUnauthorized } = vi.mocked(configureApiClient).mock.calls[0]![0];
    authStore.set({ status: 'signedIn' });
    signInMarker.set();
    impersonationToken.set('imp-token');

    onUnauthorized();
    onUnauthorized();

    expect(authStore.get()).toEqual({ status: 'signedOut', reason: 'expired' });
    expect(signInMarker.isSet()).toBe(false);
    expect(impersonationToken.get()).toBeNull();
    // Amplify is loaded on demand, so its tokens are cleared a moment later.
    await vi.waitFor(() => expect(amplify.clearTokens).toHaveBeenCalledTimes(1));
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('an ended impersonation drops only the impersonation and lands on /impersonation-ended', () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const onExpired = vi.fn();
    connectApiClient(onExpired);
    const { onUnauthorized } = vi.mocked(configureApiClient).mock.calls.at(-1)![0];
    authStore.set({ status: 'signedIn' });
    signInMarker.set();
    impersonationToken.set('imp-token');

    onUnauthorized('impersonation_ended');

    expect(authStore.get()).toEqual({ status: 'signedIn' });
    expect(signInMarker.isSet()).toBe(true);
    expect(impersonationToken.get()).toBeNull();
    expect(assign).toHaveBeenCalledWith('/impersonation-ended');
    vi.unstubAllGlobals();
  });

  it('expireSession and Sign Out both forget the tab', async () => {
    authStore.set({ status: 'signedIn' });
    expireSession();
    expect(authStore.get()).toEqual({ status: 'signedOut', reason: 'expired' });
    authStore.set({ status: 'signedIn' });
    signInMarker.set();
    await signOutUser();
    expect(authStore.get()).toEqual({ status: 'signedOut', reason: 'signOut' });
    expect(amplify.signOut).toHaveBeenCalled();
    expect(signInMarker.isSet()).toBe(false);
  });
});

describe('a stored token without Amplify (last: it configures the module)', () => {
  const KEY = 'CognitoIdentityServiceProvider.client';
  const jwt = (expiresInSeconds: number) =>
    `h.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + expiresInSeconds }))}.s`;

  afterEach(() => sessionStorage.clear());

  it('signs in and calls the API with the stored id token while it is valid; Amplify refreshes one about to expire', async () => {
    configureAuth({
      mode: 'password',
      userPoolId: 'pool',
      userPoolClientId: 'client',
      userPoolEndpoint: 'http://pool',
    });
    const valid = jwt(3_600);
    sessionStorage.setItem(`${KEY}.LastAuthUser`, 'owner');
    sessionStorage.setItem(`${KEY}.owner.idToken`, valid);
    signInMarker.set();
    await restoreSession();
    expect(authStore.isSignedIn()).toBe(true);
    expect(await authHeaders()).toEqual({ authorization: `Bearer ${valid}` });
    expect(amplify.fetchAuthSession).not.toHaveBeenCalled();
    sessionStorage.setItem(`${KEY}.owner.idToken`, jwt(30));
    withIdToken();
    expect(await authHeaders()).toEqual({ authorization: 'Bearer id.jwt' });
    expect(amplify.fetchAuthSession).toHaveBeenCalledOnce();
  });
});

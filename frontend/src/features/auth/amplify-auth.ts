import { SESSION_TOKEN_HEADER } from '@msc/shared/api/endpoint';
import { authStore } from '#lib/auth-store';
import { impersonationToken } from '#lib/impersonation-token';
import type { AuthConfig } from '#lib/runtime-config';
import { postSignInRedirect } from './post-sign-in-redirect';
import { signInMarker } from './sign-in-marker';

const OAUTH_CALLBACK_TIMEOUT_MS = 30_000;
/** Where Amplify keeps a user pool's tokens (its AUTH_KEY_PREFIX), in this tab's sessionStorage. */
const AMPLIFY_TOKEN_KEY_PREFIX = 'CognitoIdentityServiceProvider.';

/** Amplify's sign-in and sign-out calls, with Amplify configured first. */
const signInCalls = () => amplify().then(() => import('./amplify-sign-in'));

let authConfig: AuthConfig | undefined;
let amplifySession: Promise<typeof import('./amplify-session')> | undefined;

/**
 * Amplify, configured, loaded the first time a token is needed (to keep a page's first JS small): a visitor who is
 * not signed in (the sign-in page, the opt-out pages) never downloads it until they press Sign In.
 */
function amplify() {
  amplifySession ??= import('./amplify-session').then(async (session) => {
    if (authConfig) await session.configureAmplify(authConfig);
    return session;
  });
  return amplifySession;
}

/** Keeps /config.json's auth settings; Amplify is configured with them when first loaded. */
export function configureAuth(config: AuthConfig): void {
  authConfig = config;
}

/** A stored id token is used without Amplify while it is valid this much longer (else Amplify refreshes it). */
const TOKEN_MARGIN_MS = 60_000;

/**
 * This tab's id token as Amplify keeps it (`CognitoIdentityServiceProvider.<client>.<user>.idToken`),
 * while it is valid for another TOKEN_MARGIN_MS: a signed-in page's first load and its API calls then
 * need no Amplify (22 KB of a first load's JavaScript); an expiring token is Amplify's to refresh.
 */
function storedIdToken(): string | undefined {
  if (!authConfig) return undefined;
  const prefix = `${AMPLIFY_TOKEN_KEY_PREFIX}${authConfig.userPoolClientId}.`;
  const user = sessionStorage.getItem(`${prefix}LastAuthUser`);
  const token = user ? sessionStorage.getItem(`${prefix}${user}.idToken`) : null;
  if (!token) return undefined;
  try {
    const payload = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as {
      exp?: unknown;
    };
    // biome-ignore lint/plugin: a token's expiry is real time (the issuer's clock), not a business date.
    const validFor = typeof payload.exp === 'number' ? payload.exp * 1000 - Date.now() : 0;
    return validFor > TOKEN_MARGIN_MS ? token : undefined;
  } catch {
    return undefined;
  }
}

async function currentIdToken(): Promise<string | undefined> {
  return storedIdToken() ?? (await amplify()).currentIdToken();
}

function hasStoredTokens(): boolean {
  return Object.keys(sessionStorage).some((key) => key.startsWith(AMPLIFY_TOKEN_KEY_PREFIX));
}

/** Forgets this tab's tokens without a round trip (no hosted-UI sign-out redirect). */
async function clearLocalTokens(): Promise<void> {
  await (await amplify()).clearTokens();
}

function isOAuthCallback(): boolean {
  const query = new URLSearchParams(window.location.search);
  return authConfig?.mode === 'hosted-ui' && query.has('code') && query.has('state');
}

/**
 * Resolves once Amplify has exchanged the hosted UI's code for tokens (or failed to). The listener is
 * in place before Amplify is configured, which is what starts the exchange.
 */
async function waitForOAuthCallback(): Promise<boolean> {
  const { Hub } = await import('./amplify-session');
  const outcome = new Promise<boolean>((resolve) => {
    const timer = window.setTimeout(() => finish(false), OAUTH_CALLBACK_TIMEOUT_MS);
    const stop = Hub.listen('auth', ({ payload }) => {
      if (payload.event === 'signInWithRedirect') finish(true);
      if (payload.event === 'signInWithRedirect_failure') finish(false);
    });
    function finish(signedIn: boolean) {
      window.clearTimeout(timer);
      stop();
      resolve(signedIn);
    }
  });
  await amplify();
  return outcome;
}

/**
 * On page load (spec 1 §4 "Sign-in"): returning from the hosted UI signs in; a missing sign-in marker
 * signs out; otherwise the user is signed in while Amplify still holds (or can refresh) a token.
 */
export async function restoreSession(): Promise<void> {
  if (isOAuthCallback()) {
    if (await waitForOAuthCallback()) {
      signInMarker.set();
      authStore.set({ status: 'signedIn' });
    }
    return;
  }
  if (!signInMarker.isSet()) {
    impersonationToken.clear();
    if (hasStoredTokens()) await clearLocalTokens();
    return;
  }
  if (await currentIdToken()) {
    authStore.set({ status: 'signedIn' });
  } else {
    signInMarker.clear();
    impersonationToken.clear();
  }
}

export type PasswordSignInResult = { ok: true } | { ok: false; error: unknown };

/** Local sign-in with the user pool's USER_PASSWORD_AUTH flow. */
export async function signInWithPassword(username: string, password: string): Promise<PasswordSignInResult> {
  const attempt = async () => {
    const { signIn } = await signInCalls();
    return signIn({ username: username.trim(), password, options: { authFlowType: 'USER_PASSWORD_AUTH' } });
  };
  try {
    let result: Awaited<ReturnType<typeof attempt>>;
    try {
      result = await attempt();
    } catch (error) {
      if (!(error instanceof Error) || error.name !== 'UserAlreadyAuthenticatedException') throw error;
      await clearLocalTokens();
      result = await attempt();
    }
    if (!result.isSignedIn) {
      return { ok: false, error: new Error(`Sign-in needs another step: ${result.nextStep.signInStep}`) };
    }
  } catch (error) {
    return { ok: false, error };
  }
  impersonationToken.clear();
  signInMarker.set();
  authStore.set({ status: 'signedIn' });
  return { ok: true };
}

/** Hosted-UI sign-in: leaves for Cognito and comes back to /sso-redirect, then to `returnTo`. */
export async function startHostedSignIn(returnTo: string): Promise<void> {
  postSignInRedirect.save(returnTo);
  const { signInWithRedirect } = await signInCalls();
  await signInWithRedirect();
}

/** Sign Out in the header: forget everything of this tab, then sign out of Cognito. */
export async function signOutUser(): Promise<void> {
  signInMarker.clear();
  impersonationToken.clear();
  authStore.set({ status: 'signedOut', reason: 'signOut' });
  await signInCalls()
    .then(({ signOut }) => signOut())
    .catch(clearLocalTokens);
}

/** A 401 for a signed-in user: clear the marker, the tokens and the impersonation token. */
export function expireSession(): void {
  signInMarker.clear();
  impersonationToken.clear();
  authStore.set({ status: 'signedOut', reason: 'expired' });
  void clearLocalTokens();
}

/** Headers of every API call: the Cognito ID token, plus the impersonation session while there is one. */
export async function authHeaders(): Promise<Record<string, string>> {
  const headers: Record<string, string> = {};
  if (authStore.isSignedIn()) {
    const idToken = await currentIdToken();
    if (idToken) headers.authorization = `Bearer ${idToken}`;
  }
  const sessionToken = impersonationToken.get();
  if (sessionToken) headers[SESSION_TOKEN_HEADER] = sessionToken;
  return headers;
}

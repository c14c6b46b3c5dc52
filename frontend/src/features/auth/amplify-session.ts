import { Amplify } from 'aws-amplify';
import { fetchAuthSession } from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { ConsoleLogger, Hub, sessionStorage } from 'aws-amplify/utils';
import type { AuthConfig } from '#lib/runtime-config';

export { Hub };

/**
 * Configures Amplify from /config.json: the mode decides between password and the hosted UI. The
 * hosted UI's OAuth listener is loaded only in that mode (it completes the flow even when imported
 * after `Amplify.configure`); password sign-in never downloads it.
 */
export async function configureAmplify(config: AuthConfig): Promise<void> {
  const { userPoolId, userPoolClientId } = config;
  // The local user pool's endpoint is custom on purpose; Amplify would warn about it on every call.
  if (config.mode === 'password') ConsoleLogger.LOG_LEVEL = 'ERROR';
  Amplify.configure({
    Auth: {
      Cognito:
        config.mode === 'password'
          ? { userPoolId, userPoolClientId, userPoolEndpoint: config.userPoolEndpoint }
          : {
              userPoolId,
              userPoolClientId,
              loginWith: {
                oauth: {
                  domain: config.domain,
                  scopes: ['openid', 'email', 'profile'],
                  redirectSignIn: config.redirectSignIn,
                  redirectSignOut: config.redirectSignOut,
                  responseType: 'code',
                },
              },
            },
    },
  });
  // Tokens live as long as the tab, like the sign-in marker beside them.
  cognitoUserPoolsTokenProvider.setKeyValueStorage(sessionStorage);
  if (config.mode === 'hosted-ui') await import('aws-amplify/auth/enable-oauth-listener');
}

/** @public used through amplify() in amplify-auth.ts, a dynamic import knip does not follow */
export async function currentIdToken(): Promise<string | undefined> {
  try {
    const { tokens } = await fetchAuthSession();
    return tokens?.idToken?.toString();
  } catch {
    return undefined;
  }
}

/**
 * Forgets this tab's tokens without a round trip (no hosted-UI sign-out redirect).
 * @public used through amplify() in amplify-auth.ts
 */
export async function clearTokens(): Promise<void> {
  await cognitoUserPoolsTokenProvider.tokenOrchestrator.clearTokens().catch(() => undefined);
}

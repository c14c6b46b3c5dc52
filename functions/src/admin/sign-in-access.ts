import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { ErrorCode } from '@msc/shared/api/errors';
import { adminTexts } from '@msc/shared/messages';
import { withLocalMiddleware } from '#platform/client-middleware';
import { config } from '#platform/config';
import { HttpError } from '#platform/http-error';
import { localClientSettings } from '#platform/local-aws';
import { logger } from '#platform/logger';

/** The portal user whose sign-in changes: the e-mail they are known by, and the Cognito `sub` once linked. */
interface SignInOwner {
  userName: string;
  sub?: string;
}

/**
 * `changed`: the pool's user was disabled or enabled. `noSignIn`: the user never signed in and the pool holds
 * no password user of that e-mail, so there is no sign-in to close (a federated user's first sign-in makes
 * one, which the portal refuses while the user is disabled: authenticate.ts). `notConfigured`: no pool here.
 */
type SignInChange = 'changed' | 'noSignIn' | 'notConfigured';

/**
 * A user disabled in the Admin Center is disabled in Cognito too, so sign-in refuses them before any token
 * exists; the portal also refuses a disabled user on every request (authenticate.ts), which covers the
 * tokens issued before. The pool's user is found by the `sub` the first sign-in linked: a SAML or OIDC
 * user's Cognito username is the provider's (`corpsaml_jane@corp.com`), not the e-mail, and only a
 * password user is found by e-mail (the pool's sign-in alias). A user without a `sub` has never signed in,
 * so only a password user can exist for them. Any failure is an HttpError with the Admin Center's text;
 * the caller changes nothing else then. Without a pool configured (a test without Cognito) there is nothing
 * to change; the stack sets USER_POOL_ID for the Lambda whose code calls this.
 */
export async function setSignInEnabled(owner: SignInOwner, enabled: boolean): Promise<SignInChange> {
  const { USER_POOL_ID, COGNITO_ENDPOINT, APP_ENV } = config();
  if (!USER_POOL_ID) {
    if (APP_ENV === 'aws') throw new Error('USER_POOL_ID is not set: sign-ins cannot be disabled');
    return 'notConfigured';
  }
  // Loaded with the first disable, not with the Admin Center's every cold start.
  const cognito = await import('@aws-sdk/client-cognito-identity-provider');
  const client = withLocalMiddleware(
    new cognito.CognitoIdentityProviderClient(
      APP_ENV === 'local' && COGNITO_ENDPOINT ? localClientSettings(COGNITO_ENDPOINT) : {},
    ),
  );
  try {
    const username = owner.sub ? await usernameOfSub(client, USER_POOL_ID, owner.sub) : owner.userName;
    const input = { UserPoolId: USER_POOL_ID, Username: username };
    await client.send(
      enabled ? new cognito.AdminEnableUserCommand(input) : new cognito.AdminDisableUserCommand(input),
    );
    return 'changed';
  } catch (error) {
    if (!owner.sub && error instanceof cognito.UserNotFoundException) return 'noSignIn';
    logger.error('Sign-in not changed', { error: error as Error, target: owner.userName, enabled });
    const texts = adminTexts.users;
    throw new HttpError(502, ErrorCode.internal, enabled ? texts.signInNotEnabled : texts.signInNotDisabled);
  }
}

/** The pool's username of the user with this `sub` (ListUsers, filtered); none is a failure, not a skip. */
async function usernameOfSub(
  client: CognitoIdentityProviderClient,
  userPoolId: string,
  sub: string,
): Promise<string> {
  const { ListUsersCommand } = await import('@aws-sdk/client-cognito-identity-provider');
  const quoted = sub.replace(/["\\]/g, '\\$&');
  const { Users } = await client.send(
    new ListUsersCommand({ UserPoolId: userPoolId, Filter: `sub = "${quoted}"`, Limit: 1 }),
  );
  const username = Users?.[0]?.Username;
  if (!username) throw new Error(`No user of the pool has the sub ${sub}`);
  return username;
}

import { withLocalMiddleware } from '#platform/client-middleware';
import { config } from '#platform/config';
import { localClientSettings } from '#platform/local-aws';

/**
 * A user disabled in the Admin Center is disabled in Cognito too, so sign-in refuses them before any token
 * exists; the portal also refuses a disabled user on every request (authenticate.ts), which covers the
 * tokens issued before. A user the pool does not hold (federated sign-in, a demo account never signed up)
 * has no sign-in of its own to close. Without a pool configured (a test without Cognito) there is nothing
 * to change; the stack sets USER_POOL_ID for the Lambda whose code calls this.
 */
export async function setSignInEnabled(userName: string, enabled: boolean): Promise<void> {
  const { USER_POOL_ID, COGNITO_ENDPOINT, APP_ENV } = config();
  if (!USER_POOL_ID) {
    if (APP_ENV === 'aws') throw new Error('USER_POOL_ID is not set: sign-ins cannot be disabled');
    return;
  }
  // Loaded with the first disable, not with the Admin Center's every cold start.
  const cognito = await import('@aws-sdk/client-cognito-identity-provider');
  const client = withLocalMiddleware(
    new cognito.CognitoIdentityProviderClient(
      APP_ENV === 'local' && COGNITO_ENDPOINT ? localClientSettings(COGNITO_ENDPOINT) : {},
    ),
  );
  const input = { UserPoolId: USER_POOL_ID, Username: userName };
  try {
    await client.send(
      enabled ? new cognito.AdminEnableUserCommand(input) : new cognito.AdminDisableUserCommand(input),
    );
  } catch (error) {
    if (!(error instanceof cognito.UserNotFoundException)) throw error;
  }
}

import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
  CreateUserPoolCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetConfig } from '#platform/config';
import { localClientSettings } from '#platform/local-aws';
import { setSignInEnabled } from './sign-in-access';

const EMAIL = 'disabled-in-cognito@example.com';

describe('sign-in access in the user pool (cognito-local)', () => {
  const cognito = new CognitoIdentityProviderClient(localClientSettings(process.env.COGNITO_ENDPOINT!));
  let userPoolId = '';
  const enabled = async () =>
    (await cognito.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: EMAIL }))).Enabled;

  beforeAll(async () => {
    const { UserPool } = await cognito.send(new CreateUserPoolCommand({ PoolName: `sign-in-${Date.now()}` }));
    userPoolId = UserPool!.Id!;
    await cognito.send(
      new AdminCreateUserCommand({ UserPoolId: userPoolId, Username: EMAIL, MessageAction: 'SUPPRESS' }),
    );
    process.env.USER_POOL_ID = userPoolId;
    resetConfig();
  });
  afterAll(() => {
    delete process.env.USER_POOL_ID;
    resetConfig();
  });

  it('disables the user in the pool, and enables them again', async () => {
    expect(await enabled()).toBe(true);
    await setSignInEnabled(EMAIL, false);
    expect(await enabled()).toBe(false);
    await setSignInEnabled(EMAIL, true);
    expect(await enabled()).toBe(true);
  });

  it('leaves a user the pool does not hold (federated sign-in) to the portal’s own refusal', async () => {
    await expect(setSignInEnabled('only-federated@example.com', false)).resolves.toBeUndefined();
  });
});

import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
  CreateUserPoolCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { ErrorCode } from '@msc/shared/api/errors';
import { adminTexts } from '@msc/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRecordsOfTarget } from '#platform/audit-trail-store';
import { resetConfig } from '#platform/config';
import { getUser } from '#platform/identity-store';
import { localClientSettings } from '#platform/local-aws';
import { adminUsersFixture } from '../test/admin-users';
import { givenUser } from '../test/fixtures';
import { useFreshTable } from '../test/fresh-table';
import { callerOf } from '../test/invoke';
import { handler } from './handler';
import { setSignInEnabled } from './sign-in-access';

const NATIVE = 'disabled-in-cognito@example.com';
/** A SAML user as Cognito names it: the provider's prefix, not the e-mail the portal knows them by. */
const FEDERATED_USERNAME = 'corpsaml_jane.doe@corp.example';
const FEDERATED_EMAIL = 'jane.doe@corp.example';
const admin = adminUsersFixture('sign-in');
const { SA: ADMIN, seen } = admin;
const GONE = 'gone-from-pool@corp.example';
const call = callerOf(handler);

describe('sign-in access in the user pool (cognito-local)', () => {
  const cognito = new CognitoIdentityProviderClient(localClientSettings(process.env.COGNITO_ENDPOINT!));
  let userPoolId = '';
  let federatedSub = '';
  const enabled = async (username: string) =>
    (await cognito.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: username }))).Enabled;

  beforeAll(async () => {
    await useFreshTable();
    // Usernames of their own, not e-mails: a SAML user's username is the provider's, and their e-mail finds
    // no one, as in AWS. (cognito-local makes every pool without UsernameAttributes an e-mail pool, and
    // drops an empty list; with the phone number as the alias the e-mail is no username and no alias.)
    const { UserPool } = await cognito.send(
      new CreateUserPoolCommand({ PoolName: `sign-in-${Date.now()}`, UsernameAttributes: ['phone_number'] }),
    );
    userPoolId = UserPool!.Id!;
    await cognito.send(
      new AdminCreateUserCommand({ UserPoolId: userPoolId, Username: NATIVE, MessageAction: 'SUPPRESS' }),
    );
    await cognito.send(
      new AdminCreateUserCommand({
        UserPoolId: userPoolId,
        Username: FEDERATED_USERNAME,
        UserAttributes: [{ Name: 'email', Value: FEDERATED_EMAIL }],
        MessageAction: 'SUPPRESS',
      }),
    );
    const federated = await cognito.send(
      new AdminGetUserCommand({ UserPoolId: userPoolId, Username: FEDERATED_USERNAME }),
    );
    federatedSub = federated.UserAttributes!.find((attribute) => attribute.Name === 'sub')!.Value!;
    await admin.given();
    await givenUser({ userName: FEDERATED_EMAIL, sub: federatedSub });
    await givenUser({ userName: GONE, sub: 'a-sub-the-pool-no-longer-has' });
    process.env.USER_POOL_ID = userPoolId;
    resetConfig();
  });
  afterAll(() => {
    delete process.env.USER_POOL_ID;
    resetConfig();
  });

  it('disables a password user who never signed in by e-mail, and enables them again', async () => {
    expect(await enabled(NATIVE)).toBe(true);
    expect(await setSignInEnabled({ userName: NATIVE }, false)).toBe('changed');
    expect(await enabled(NATIVE)).toBe(false);
    expect(await setSignInEnabled({ userName: NATIVE }, true)).toBe('changed');
    expect(await enabled(NATIVE)).toBe(true);
  });

  it('finds a federated user by their sub (their Cognito username is not the e-mail) and disables them', async () => {
    const owner = { userName: FEDERATED_EMAIL, sub: federatedSub };
    expect(await setSignInEnabled(owner, false)).toBe('changed');
    expect(await enabled(FEDERATED_USERNAME)).toBe(false);
    expect(await setSignInEnabled(owner, true)).toBe('changed');
    expect(await enabled(FEDERATED_USERNAME)).toBe(true);
  });

  it('by e-mail alone a federated user is not found: only a user who never signed in may be left so', async () => {
    expect(await setSignInEnabled({ userName: FEDERATED_EMAIL }, false)).toBe('noSignIn');
    expect(await enabled(FEDERATED_USERNAME)).toBe(true);
  });

  it('the Admin Center disables a federated user in the pool and in the portal, with an audit record', async () => {
    const answer = await call(
      ADMIN,
      'POST',
      `/admin/users/${encodeURIComponent(FEDERATED_EMAIL)}/disable`,
      await seen(FEDERATED_EMAIL),
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ disabled: true });
    expect(await enabled(FEDERATED_USERNAME)).toBe(false);
    const [record] = await auditRecordsOfTarget(`user:${FEDERATED_EMAIL}`);
    expect(JSON.parse(record!.after!)).toMatchObject({ disabled: true, signIn: 'changed' });
    await call(
      ADMIN,
      'POST',
      `/admin/users/${encodeURIComponent(FEDERATED_EMAIL)}/enable`,
      await seen(FEDERATED_EMAIL),
    );
    expect(await enabled(FEDERATED_USERNAME)).toBe(true);
  });

  it('a sign-in the pool cannot change is an error the page shows; the user is not changed, nothing audited', async () => {
    const answer = await call(
      ADMIN,
      'POST',
      `/admin/users/${encodeURIComponent(GONE)}/disable`,
      await seen(GONE),
    );
    expect(answer.status).toBe(502);
    expect(answer.body).toEqual({ message: adminTexts.users.signInNotDisabled, code: ErrorCode.internal });
    expect((await getUser(GONE))?.disabledAt).toBeUndefined();
    expect(await auditRecordsOfTarget(`user:${GONE}`)).toEqual([]);
  });
});

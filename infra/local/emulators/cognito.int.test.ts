import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AdminGetUserCommand, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { createRemoteJWKSet, decodeJwt, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CognitoHandle,
  createLocalCognitoClient,
  ensureUser,
  ensureUserPool,
  issuer,
  jwksUrl,
  startCognito,
  WRONG_CREDENTIALS_ERROR_NAMES,
} from './cognito';
import { freePort } from './free-port';

const USER = {
  email: 'ada@example.com',
  password: 'Secret-Passw0rd!',
  givenName: 'Ada',
  familyName: 'Lovelace',
};

describe('startCognito', () => {
  let dataDir: string;
  let cognito: CognitoHandle;
  let pool: { userPoolId: string; userPoolClientId: string };
  let sub: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'cognito-data-'));
    cognito = await startCognito({ port: await freePort(), dataDir });
    pool = await ensureUserPool(cognito.endpoint, { poolName: 'portal', clientName: 'web' });
    ({ sub } = await ensureUser(cognito.endpoint, pool.userPoolId, USER));
  });
  afterAll(async () => {
    await cognito?.stop();
    await cognito?.stop(); // idempotent
    await rm(dataDir, { recursive: true, force: true });
  });

  const signIn = (password: string) => {
    const client = createLocalCognitoClient(cognito.endpoint);
    return client
      .send(
        new InitiateAuthCommand({
          ClientId: pool.userPoolClientId,
          AuthFlow: 'USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: USER.email, PASSWORD: password },
        }),
      )
      .finally(() => client.destroy());
  };

  it('keeps its data in dataDir, not in ./.cognito', async () => {
    expect(await readdir(join(dataDir, 'db'))).toContain(`${pool.userPoolId}.json`);
  });

  it('is idempotent: the same pool, client and user come back', async () => {
    expect(await ensureUserPool(cognito.endpoint, { poolName: 'portal', clientName: 'web' })).toEqual(pool);
    expect(await ensureUser(cognito.endpoint, pool.userPoolId, USER)).toEqual({ username: sub, sub });
  });

  it('stores the optional name attributes', async () => {
    const client = createLocalCognitoClient(cognito.endpoint);
    const user = await client.send(
      new AdminGetUserCommand({ UserPoolId: pool.userPoolId, Username: USER.email }),
    );
    client.destroy();
    expect(user.UserAttributes).toEqual(
      expect.arrayContaining([
        { Name: 'given_name', Value: USER.givenName },
        { Name: 'family_name', Value: USER.familyName },
        { Name: 'email_verified', Value: 'true' },
      ]),
    );
    expect(user.UserStatus).toBe('CONFIRMED');
  });

  it('signs in with USER_PASSWORD_AUTH and issues an ID token that verifies against the JWKS', async () => {
    const { AuthenticationResult } = await signIn(USER.password);
    const idToken = AuthenticationResult?.IdToken;
    expect(idToken).toBeTruthy();

    const jwks = createRemoteJWKSet(new URL(jwksUrl(cognito.endpoint, pool.userPoolId)));
    const { payload } = await jwtVerify(idToken!, jwks, {
      issuer: issuer(cognito.endpoint, pool.userPoolId),
      audience: pool.userPoolClientId,
    });
    expect(payload.aud).toBe(pool.userPoolClientId);
    expect(payload.iss).toBe(`${cognito.endpoint}/${pool.userPoolId}`);
    expect(payload.sub).toBe(sub);
    expect(payload).toMatchObject({ email: USER.email, email_verified: true, token_use: 'id' });
    // With email as the username attribute, the stored username is the sub (as in AWS), not the email.
    expect(payload['cognito:username']).toBe(sub);
    // cognito-local only puts email and custom:* attributes in ID tokens (AWS also adds given_name...).
    expect(payload.given_name).toBeUndefined();

    // Access tokens carry no aud (as in AWS): the client is in client_id.
    const access = decodeJwt(AuthenticationResult!.AccessToken!);
    expect(access.aud).toBeUndefined();
    expect(access.client_id).toBe(pool.userPoolClientId);
  });

  it('rejects a wrong password', async () => {
    const error = await signIn('not-the-password').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(WRONG_CREDENTIALS_ERROR_NAMES).toContain((error as Error).name);
    // Record which one cognito-local 5.3.0 uses (real Cognito: NotAuthorizedException).
    expect((error as Error).name).toBe('InvalidPasswordException');
  });

  it('serves the JWKS at the documented path', async () => {
    const response = await fetch(jwksUrl(cognito.endpoint, pool.userPoolId));
    const body = (await response.json()) as { keys: Array<{ kid: string; alg: string }> };
    expect(body.keys[0]).toMatchObject({ kid: 'CognitoLocal', alg: 'RS256' });
  });
});

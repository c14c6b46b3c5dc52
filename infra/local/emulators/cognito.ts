import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { localClientSettings } from '@msc/functions/platform/local-aws';
import { startCognitoServer } from './cognito-server';
import { endpointFor, LOCAL_HOST } from './host';

export interface CognitoOptions {
  port: number;
  /** Holds `config.json` (optional cognito-local overrides) and `db/` (pools, clients, users). */
  dataDir: string;
  /** cognito-local's own request log; 'error' keeps expected 4xx answers (wrong password...) quiet. */
  logLevel?: 'debug' | 'info' | 'warn' | 'error' | 'silent';
}

export interface CognitoHandle {
  endpoint: string;
  stop(): Promise<void>;
}

/**
 * Exception names for "wrong username or password": real Cognito answers NotAuthorizedException,
 * cognito-local answers InvalidPasswordException. Code that maps sign-in failures must accept both.
 */
export const WRONG_CREDENTIALS_ERROR_NAMES = ['NotAuthorizedException', 'InvalidPasswordException'] as const;

/** Tokens are signed by cognito-local with `iss` = `<endpoint>/<userPoolId>`, as Cognito does with its URL. */
export const issuer = (endpoint: string, userPoolId: string): string =>
  `${endpoint.replace(/\/+$/, '')}/${userPoolId}`;

/**
 * Always build this URL rather than reading `.well-known/openid-configuration`: cognito-local hard-codes
 * `http://localhost:9229` there whatever its real port.
 */
export const jwksUrl = (endpoint: string, userPoolId: string): string =>
  `${issuer(endpoint, userPoolId)}/.well-known/jwks.json`;

export const createLocalCognitoClient = (endpoint: string): CognitoIdentityProviderClient =>
  new CognitoIdentityProviderClient(localClientSettings(endpoint));

export const startCognito = async ({
  port,
  dataDir,
  logLevel = 'error',
}: CognitoOptions): Promise<CognitoHandle> => {
  const server = await startCognitoServer({ host: LOCAL_HOST, port, dataDir, logLevel });
  let stopping: Promise<void> | undefined;
  return {
    endpoint: endpointFor(port),
    stop() {
      stopping ??= new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // SDK clients keep sockets alive; without this, close() waits for them to time out.
        server.closeAllConnections();
      });
      return stopping;
    },
  };
};

/** Finds the pool and app client by name, creating what is missing, so seeding can run any number of times. */
export const ensureUserPool = async (
  endpoint: string,
  { poolName, clientName }: { poolName: string; clientName: string },
): Promise<{ userPoolId: string; userPoolClientId: string }> => {
  const client = createLocalCognitoClient(endpoint);
  try {
    const userPoolId = (await findPoolId(client, poolName)) ?? (await createPool(client, poolName));
    const userPoolClientId =
      (await findClientId(client, userPoolId, clientName)) ??
      (await createClient(client, userPoolId, clientName));
    return { userPoolId, userPoolClientId };
  } finally {
    client.destroy();
  }
};

const findPoolId = async (client: CognitoIdentityProviderClient, poolName: string) => {
  let NextToken: string | undefined;
  do {
    const page = await client.send(new ListUserPoolsCommand({ MaxResults: 60, NextToken }));
    const pool = page.UserPools?.find((candidate) => candidate.Name === poolName);
    if (pool?.Id) return pool.Id;
    NextToken = page.NextToken;
  } while (NextToken);
  return undefined;
};

const createPool = async (client: CognitoIdentityProviderClient, poolName: string) => {
  const { UserPool } = await client.send(
    new CreateUserPoolCommand({
      PoolName: poolName,
      // As in AWS: people sign in with their email address.
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
    }),
  );
  if (!UserPool?.Id) throw new Error(`cognito-local created pool "${poolName}" without an id`);
  return UserPool.Id;
};

const findClientId = async (
  client: CognitoIdentityProviderClient,
  userPoolId: string,
  clientName: string,
) => {
  let NextToken: string | undefined;
  do {
    const page = await client.send(
      new ListUserPoolClientsCommand({ UserPoolId: userPoolId, MaxResults: 60, NextToken }),
    );
    const found = page.UserPoolClients?.find((candidate) => candidate.ClientName === clientName);
    if (found?.ClientId) return found.ClientId;
    NextToken = page.NextToken;
  } while (NextToken);
  return undefined;
};

const createClient = async (
  client: CognitoIdentityProviderClient,
  userPoolId: string,
  clientName: string,
) => {
  const { UserPoolClient } = await client.send(
    new CreateUserPoolClientCommand({
      UserPoolId: userPoolId,
      ClientName: clientName,
      // A public SPA client: no secret, password sign-in (what aws-amplify uses locally) and refresh.
      GenerateSecret: false,
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
    }),
  );
  if (!UserPoolClient?.ClientId)
    throw new Error(`cognito-local created client "${clientName}" without an id`);
  return UserPoolClient.ClientId;
};

export interface EnsureUserInput {
  email: string;
  password: string;
  givenName?: string;
  familyName?: string;
}

/**
 * Creates a confirmed user whose username is the email (cognito-local requires emails as usernames here),
 * or, if it exists, only resets its password. Returns the user's `sub`, the id tokens carry.
 */
export const ensureUser = async (
  endpoint: string,
  userPoolId: string,
  { email, password, givenName, familyName }: EnsureUserInput,
): Promise<{ username: string; sub: string }> => {
  const client = createLocalCognitoClient(endpoint);
  try {
    const attributes = [
      { Name: 'email', Value: email },
      { Name: 'email_verified', Value: 'true' },
      ...(givenName === undefined ? [] : [{ Name: 'given_name', Value: givenName }]),
      ...(familyName === undefined ? [] : [{ Name: 'family_name', Value: familyName }]),
    ];
    try {
      await client.send(
        new AdminCreateUserCommand({
          UserPoolId: userPoolId,
          Username: email,
          UserAttributes: attributes,
          MessageAction: 'SUPPRESS',
        }),
      );
    } catch (error) {
      if (!(error instanceof Error && error.name === 'UsernameExistsException')) throw error;
    }
    // A permanent password also moves the user out of FORCE_CHANGE_PASSWORD, so sign-in works at once.
    await client.send(
      new AdminSetUserPasswordCommand({
        UserPoolId: userPoolId,
        Username: email,
        Password: password,
        Permanent: true,
      }),
    );
    const user = await client.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: email }));
    const sub = user.UserAttributes?.find((attribute) => attribute.Name === 'sub')?.Value;
    if (!sub) throw new Error(`cognito-local returned user ${email} without a sub`);
    return { username: user.Username ?? email, sub };
  } finally {
    client.destroy();
  }
};

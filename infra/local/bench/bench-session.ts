import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { localClientSettings } from '@msc/functions/platform/local-aws';
import { ensureUser } from '../emulators/cognito';
import type { LocalCloud } from '../local-cloud';

const PASSWORD = 'Bench-Password-1';

export type BenchApi = (method: string, path: string, body?: unknown) => Promise<Response>;

/** A bench user signed in to the local Cognito: calls the local API with its id token. */
export async function benchSession(cloud: LocalCloud, email: string): Promise<BenchApi> {
  await ensureUser(cloud.cognitoEndpoint, cloud.userPoolId, { email, password: PASSWORD });
  const cognito = new CognitoIdentityProviderClient(localClientSettings(cloud.cognitoEndpoint));
  const { AuthenticationResult } = await cognito.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: cloud.userPoolClientId,
      AuthParameters: { USERNAME: email, PASSWORD },
    }),
  );
  cognito.destroy();
  const token = AuthenticationResult!.IdToken!;
  return (method, path, body) =>
    fetch(`${cloud.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
}

/** The answer's JSON, or an error naming the call when its status is not the expected one. */
export async function expectJson<T>(answer: Promise<Response>, status: number, what: string): Promise<T> {
  const response = await answer;
  if (response.status !== status) {
    throw new Error(`bench: ${what} answered ${response.status}: ${await response.text()}`);
  }
  return (await response.json()) as T;
}

export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

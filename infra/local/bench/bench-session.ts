import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { localClientSettings } from '@msc/functions/platform/local-aws';
import { ensureUser } from '../emulators/cognito';
import type { LocalCloud } from '../local-cloud';

/** The password of the users a bench makes. */
export const BENCH_PASSWORD = 'Bench-Password-1';

export type BenchApi = (method: string, path: string, body?: unknown) => Promise<Response>;

/** The id token of a user of the local Cognito pool, signed in with their password. */
export async function idTokenOf(cloud: LocalCloud, email: string, password: string): Promise<string> {
  const cognito = new CognitoIdentityProviderClient(localClientSettings(cloud.cognitoEndpoint));
  try {
    const { AuthenticationResult } = await cognito.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: cloud.userPoolClientId,
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    );
    return AuthenticationResult!.IdToken!;
  } finally {
    cognito.destroy();
  }
}

/** A bench user signed in to the local Cognito: calls the local API with its id token. */
export async function benchSession(cloud: LocalCloud, email: string): Promise<BenchApi> {
  await ensureUser(cloud.cognitoEndpoint, cloud.userPoolId, { email, password: BENCH_PASSWORD });
  const token = await idTokenOf(cloud, email, BENCH_PASSWORD);
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

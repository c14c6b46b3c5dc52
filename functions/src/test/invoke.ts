import { apiRoutes } from '@msc/shared/api';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { ApiHandler } from '../capabilities';
import { type ApiRequest, apiGatewayEvent, lambdaContext } from '../platform/api-gateway-event';
import { runAsFunction } from '../platform/client-middleware';

export interface InvokeInput extends Omit<ApiRequest, 'claims'> {
  /** Verified token claims; omit for an anonymous call. */
  claims?: Record<string, string>;
}

/**
 * Calls a Lambda handler with the API Gateway v2 event it gets in AWS, as if the authorizer passed, as the
 * Lambda of the route's capability: with local IAM on, its SDK calls are held to that Lambda's policy.
 */
export async function invoke(handler: ApiHandler, input: InvokeInput) {
  const event = apiGatewayEvent({
    ...input,
    headers: { 'content-type': 'application/json', 'user-agent': 'test', ...input.headers },
  });
  const capability = apiRoutes().find((route) => route.routeKey === event.routeKey)?.capability;
  const run = () => handler(event, lambdaContext(capability ? `msc-${capability}` : 'test'));
  const result = (await (capability
    ? runAsFunction(`capability:${capability}`, run)
    : run())) as APIGatewayProxyStructuredResultV2;
  return {
    status: result.statusCode ?? 200,
    body: result.body ? JSON.parse(result.body) : undefined,
    headers: (result.headers ?? {}) as Record<string, string>,
  };
}

/** Who calls: a user by email (their ID token's claims), the claims themselves, or null for nobody. */
export type Caller = string | Record<string, string> | null;

export interface CallOptions {
  /** Query parameters; a query string in the path is used when none are given. */
  query?: Record<string, string>;
  headers?: Record<string, string>;
}

/**
 * The integration tests' `call` of one Lambda: `call(who, 'GET', '/cart?x=1', body, { headers })`, the path
 * written as the contract writes it (without `/api`).
 */
export function callerOf(handler: ApiHandler) {
  return (who: Caller, method: string, pathAndQuery: string, body?: unknown, options: CallOptions = {}) => {
    const [path, query] = pathAndQuery.split('?');
    return invoke(handler, {
      method,
      path: `/api${path}`,
      query: options.query ?? query,
      headers: options.headers,
      claims: typeof who === 'string' ? claimsFor(who) : (who ?? undefined),
      body,
    });
  };
}

/** An ID token's claims: `sub` identifies the user; the verified email links it at the first request. */
export const claimsFor = (email: string, sub = `sub-${email}`) => ({
  sub,
  email,
  email_verified: 'true',
  token_use: 'id',
});

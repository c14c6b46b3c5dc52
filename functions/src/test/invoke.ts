import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { ApiHandler } from '../capabilities';
import { type ApiRequest, apiGatewayEvent, lambdaContext } from '../platform/api-gateway-event';

export interface InvokeInput extends Omit<ApiRequest, 'claims'> {
  /** Verified token claims; omit for an anonymous call. */
  claims?: Record<string, string>;
}

/** Calls a Lambda handler with the API Gateway v2 event it gets in AWS, as if the authorizer passed. */
export async function invoke(handler: ApiHandler, input: InvokeInput) {
  const event = apiGatewayEvent({
    ...input,
    headers: { 'content-type': 'application/json', 'user-agent': 'test', ...input.headers },
  });
  const result = (await handler(event, lambdaContext('test'))) as APIGatewayProxyStructuredResultV2;
  return {
    status: result.statusCode ?? 200,
    body: result.body ? JSON.parse(result.body) : undefined,
    headers: (result.headers ?? {}) as Record<string, string>,
  };
}

/** An ID token's claims: `sub` identifies the user; the verified email links it at the first request. */
export const claimsFor = (email: string, sub = `sub-${email}`) => ({
  sub,
  email,
  email_verified: 'true',
  token_use: 'id',
});

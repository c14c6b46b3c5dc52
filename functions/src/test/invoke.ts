import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { ApiHandler } from '../capabilities';

export interface InvokeInput {
  method: string;
  /** Full path including /api. */
  path: string;
  /** Verified token claims; omit for an anonymous call. */
  claims?: Record<string, string>;
  headers?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}

/** Calls a Lambda handler with the API Gateway v2 event it gets in AWS, as if the authorizer passed. */
export async function invoke(handler: ApiHandler, input: InvokeInput) {
  const event = {
    version: '2.0',
    routeKey: `${input.method} ${input.path}`,
    rawPath: input.path,
    rawQueryString: new URLSearchParams(input.query).toString(),
    headers: { 'content-type': 'application/json', ...input.headers },
    queryStringParameters: input.query,
    body:
      input.body === undefined
        ? undefined
        : typeof input.body === 'string'
          ? input.body
          : JSON.stringify(input.body),
    isBase64Encoded: false,
    requestContext: {
      http: {
        method: input.method,
        path: input.path,
        protocol: 'HTTP/1.1',
        sourceIp: '127.0.0.1',
        userAgent: 'test',
      },
      authorizer: { jwt: { claims: input.claims ?? {}, scopes: [] } },
      requestId: 'test',
      routeKey: `${input.method} ${input.path}`,
      stage: '$default',
    },
  } as unknown as APIGatewayProxyEventV2;
  const result = (await handler(event, {} as Context)) as APIGatewayProxyStructuredResultV2;
  return { status: result.statusCode ?? 200, body: result.body ? JSON.parse(result.body) : undefined };
}

export const claimsFor = (email: string) => ({ email, token_use: 'id' });

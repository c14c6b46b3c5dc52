import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import type { JWTPayload } from 'jose';

const TEXT_TYPES = /^(application\/(json|x-www-form-urlencoded)|text\/)/;

/** Builds the API Gateway HTTP API (payload 2.0) event that the Lambda would receive in AWS. */
export function toApiGatewayEvent(input: {
  request: IncomingMessage;
  url: URL;
  body: Buffer;
  routeKey: string;
  pathParameters: Record<string, string>;
  claims?: JWTPayload;
}): APIGatewayProxyEventV2WithJWTAuthorizer {
  const { request, url, body, routeKey, pathParameters, claims } = input;
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
  }
  const query: Record<string, string> = {};
  for (const key of new Set(url.searchParams.keys())) query[key] = url.searchParams.getAll(key).join(',');
  const isText = TEXT_TYPES.test(headers['content-type'] ?? 'application/json');
  const now = new Date();
  return {
    version: '2.0',
    routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.replace(/^\?/, ''),
    headers,
    queryStringParameters: Object.keys(query).length ? query : undefined,
    pathParameters: Object.keys(pathParameters).length ? pathParameters : undefined,
    body: body.length ? (isText ? body.toString('utf8') : body.toString('base64')) : undefined,
    isBase64Encoded: body.length > 0 && !isText,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: url.host,
      domainPrefix: 'local',
      http: {
        method: request.method ?? 'GET',
        path: url.pathname,
        protocol: `HTTP/${request.httpVersion}`,
        sourceIp: request.socket.remoteAddress ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
      authorizer: {
        principalId: '',
        integrationLatency: 0,
        jwt: { claims: (claims ?? {}) as Record<string, string>, scopes: [] },
      },
    },
  };
}

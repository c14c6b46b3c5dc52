import { randomUUID } from 'node:crypto';
import { apiRoutes, findRoute } from '@msc/shared/api';
import { now as clockNow } from '@msc/shared/clock';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, Context } from 'aws-lambda';

/**
 * The one builder of the API Gateway HTTP API (payload 2.0) event a capability's Lambda receives in AWS,
 * for every place without an API Gateway: the tests (`test/invoke.ts`), the local gateway and
 * `npm run invoke`. Routing follows the contract as API Gateway's routes do (route key with `{param}`,
 * path parameters decoded); claims stand for a token the authorizer already verified.
 */
export interface ApiRequest {
  method: string;
  /** The full path, /api included, without the query string. */
  path: string;
  /** `a=1&b=2` or a record; a repeated key arrives joined by commas, as API Gateway does. */
  query?: string | Record<string, string>;
  headers?: Record<string, string | string[] | undefined>;
  /** Raw bytes or text as sent; anything else is sent as JSON. */
  body?: Buffer | string | unknown;
  /** Verified token claims; omit for an anonymous call. */
  claims?: Record<string, unknown>;
  /** API Gateway's request id (a fresh UUID unless given). */
  requestId?: string;
  sourceIp?: string;
  protocol?: string;
  /** The route when the caller already matched it (the local gateway does, to decide on auth). */
  route?: { routeKey: string; params: Record<string, string> };
}

const TEXT_TYPES = /^(application\/(json|x-www-form-urlencoded)|text\/)/;

function bodyOf(body: unknown, contentType: string): { body?: string; isBase64Encoded: boolean } {
  if (body === undefined || body === null) return { isBase64Encoded: false };
  if (Buffer.isBuffer(body)) {
    if (!body.length) return { isBase64Encoded: false };
    const isText = TEXT_TYPES.test(contentType);
    return { body: body.toString(isText ? 'utf8' : 'base64'), isBase64Encoded: !isText };
  }
  return { body: typeof body === 'string' ? body : JSON.stringify(body), isBase64Encoded: false };
}

/** API Gateway's match for a request; `$default` when no route answers (AWS would answer 404 itself). */
function routeOf(method: string, path: string) {
  const found = findRoute(apiRoutes(), method, path);
  return found
    ? { routeKey: found.route.routeKey, params: found.params }
    : { routeKey: '$default', params: {} };
}

export function apiGatewayEvent(request: ApiRequest): APIGatewayProxyEventV2WithJWTAuthorizer {
  const method = request.method.toUpperCase();
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers ?? {})) {
    if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
  }
  if (request.body !== undefined && !Buffer.isBuffer(request.body) && typeof request.body !== 'string')
    headers['content-type'] ??= 'application/json';
  const search = new URLSearchParams(request.query);
  const query: Record<string, string> = {};
  for (const key of new Set(search.keys())) query[key] = search.getAll(key).join(',');
  const { routeKey, params } = request.route ?? routeOf(method, request.path);
  const now = clockNow();
  return {
    version: '2.0',
    routeKey,
    rawPath: request.path,
    rawQueryString: typeof request.query === 'string' ? request.query.replace(/^\?/, '') : search.toString(),
    headers,
    queryStringParameters: Object.keys(query).length ? query : undefined,
    pathParameters: Object.keys(params).length ? params : undefined,
    ...bodyOf(request.body, headers['content-type'] ?? 'application/json'),
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'local',
      http: {
        method,
        path: request.path,
        protocol: request.protocol ?? 'HTTP/1.1',
        sourceIp: request.sourceIp ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: request.requestId ?? randomUUID(),
      routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
      authorizer: {
        principalId: '',
        integrationLatency: 0,
        jwt: { claims: (request.claims ?? {}) as Record<string, string>, scopes: [] },
      },
    },
  };
}

/** The request an event stands for: a saved sample event (events/api) back into `apiGatewayEvent`'s input. */
export function requestOf(event: APIGatewayProxyEventV2WithJWTAuthorizer): ApiRequest {
  return {
    method: event.requestContext.http.method,
    path: event.rawPath,
    query: event.rawQueryString,
    headers: event.headers,
    body:
      event.body === undefined
        ? undefined
        : Buffer.from(event.body, event.isBase64Encoded ? 'base64' : 'utf8'),
    claims: event.requestContext.authorizer?.jwt?.claims,
    requestId: event.requestContext.requestId,
  };
}

/** The Lambda context the runtime would pass to the capability's function. */
export function lambdaContext(functionName: string, awsRequestId: string = randomUUID()): Context {
  return {
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: '1024',
    awsRequestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    callbackWaitsForEmptyEventLoop: false,
    getRemainingTimeInMillis: () => 30_000,
    done: () => {},
    fail: () => {},
    succeed: () => {},
  };
}

import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type ApiHandler, capabilityHandlers } from '@msc/functions/capabilities';
import { apiGatewayEvent, lambdaContext } from '@msc/functions/platform/api-gateway-event';
import { logger } from '@msc/functions/platform/logger';
import { CORRELATION_ID_HEADER, correlationIdOf } from '@msc/functions/platform/observability';
import {
  apiRoutes,
  type CapabilityName,
  ErrorCode,
  findRoute,
  MAX_REQUEST_BODY_BYTES,
} from '@msc/shared/api';
import { apiErrors, errors } from '@msc/shared/messages';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { API_FUNCTION_TIMEOUT_SECONDS, API_INTEGRATION_TIMEOUT_SECONDS } from '../../aws/function-limits';
import { decodedPath } from './decoded-path';
import type { JwtVerifier } from './jwt-verifier';
import { invokeHandler } from './lambda-invocation';
import { invokeWithinLimits } from './lambda-limits';

/** API Gateway's own answers (no route, no valid token, too large); they never reach a Lambda. */
export const gatewayMessages = {
  noSuchRoute: apiErrors.noSuchRoute,
  unauthorized: 'Unauthorized',
  tooLarge: apiErrors.requestTooLarge,
  malformedUrl: apiErrors.malformedUrl,
} as const;

/**
 * What the HTTP API answers when the Lambda gives it no answer: its response was over Lambda's limit (or the
 * function stopped at its timeout, which the integration's shorter timeout answers first, below). Both reach
 * API Gateway as a function error, and an HTTP API answers any Lambda integration error with 500
 * `{"message":"Internal Server Error"}` (API Gateway developer guide, "Troubleshooting issues with HTTP API
 * Lambda integrations"). The body here is the portal's error shape with the text the SPA shows for any 500.
 */
export const LAMBDA_FAULT_STATUS = 500;

/** What API Gateway answers when the integration's own timeout passes first (function-limits.ts). */
export const INTEGRATION_TIMEOUT_STATUS = 504;

interface ApiHandlerOptions {
  /** Each capability's Lambda timeout in ms; the stack's (API_FUNCTION_TIMEOUT_SECONDS) unless a test says. */
  timeoutMs?: (capability: CapabilityName) => number;
  /** The integration's timeout in ms; the stack's (API_INTEGRATION_TIMEOUT_SECONDS) unless a test says. */
  integrationTimeoutMs?: number;
  /** A test's stand-in for a capability's handler module (a handler that sleeps, or answers too much). */
  handlers?: Partial<Record<CapabilityName, () => Promise<ApiHandler>>>;
}

const STACK_TIMEOUT_MS = API_FUNCTION_TIMEOUT_SECONDS * 1000;
const STACK_INTEGRATION_TIMEOUT_MS = API_INTEGRATION_TIMEOUT_SECONDS * 1000;

/** Settles with 'integrationTimedOut' after `ms`, unless `settled` settles first (then the timer is cleared). */
function integrationDeadline(ms: number, settled: Promise<unknown>): Promise<'integrationTimedOut'> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve('integrationTimedOut'), ms);
    void settled.finally(() => clearTimeout(timer));
  });
}

function sendJson(response: ServerResponse, statusCode: number, body: unknown, correlationId: string) {
  response.writeHead(statusCode, {
    'content-type': 'application/json',
    'cache-control': 'no-store',
    [CORRELATION_ID_HEADER]: correlationId,
  });
  response.end(JSON.stringify(body));
}

const NO_BODY = Buffer.alloc(0);

async function readBody(request: IncomingMessage): Promise<Buffer | undefined> {
  // Most requests are GETs without a body: the stream's async iterator would cost more than the handler's
  // own parsing, and API Gateway in AWS has no such cost in the Lambda's time.
  if (request.headers['content-length'] === undefined && request.headers['transfer-encoding'] === undefined)
    return NO_BODY;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_REQUEST_BODY_BYTES) return undefined;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * The local stand-in for API Gateway: route by the contract, verify the token like the JWT authorizer,
 * and call the same Lambda handler module that CDK deploys. The correlation id is decided here as the
 * Lambda decides it (the caller's `x-correlation-id`, else the request id), so the gateway's own answers
 * carry it too.
 */
export function createApiHandler(verify: JwtVerifier, options: ApiHandlerOptions = {}) {
  const routes = apiRoutes();
  const loaded = new Map<CapabilityName, Promise<ApiHandler>>();
  const handlerOf = (capability: CapabilityName) => {
    const load = options.handlers?.[capability] ?? capabilityHandlers[capability];
    if (!loaded.has(capability)) loaded.set(capability, load());
    return loaded.get(capability)!;
  };

  return async (request: IncomingMessage, response: ServerResponse, url: URL) => {
    const requestId = randomUUID();
    const correlationId = correlationIdOf({
      headers: request.headers as Record<string, string>,
      requestContext: { requestId } as never,
    });
    if (decodedPath(url.pathname) === undefined) {
      const body = { message: gatewayMessages.malformedUrl, code: ErrorCode.invalidInput };
      return sendJson(response, 400, body, correlationId);
    }
    const found = findRoute(routes, request.method ?? 'GET', url.pathname);
    if (!found) {
      const body = { message: gatewayMessages.noSuchRoute, code: ErrorCode.notFound };
      return sendJson(response, 404, body, correlationId);
    }
    const { route, params } = found;

    let claims: Awaited<ReturnType<JwtVerifier>> | undefined;
    if (route.definition.auth !== 'public') {
      const token = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
      try {
        if (!token) throw new Error('missing token');
        claims = await verify(token);
      } catch (error) {
        // As API Gateway's access log records the authorizer's refusals, the local gateway logs its own.
        logger.warn('Refused', {
          correlation_id: correlationId,
          route: route.routeKey,
          status: 401,
          reason: token ? (error as Error).message : 'missing token',
          sourceIp: request.socket.remoteAddress,
        });
        const body = { message: gatewayMessages.unauthorized, code: ErrorCode.unauthorized };
        return sendJson(response, 401, body, correlationId);
      }
    }

    const declared = Number(request.headers['content-length'] ?? 0);
    const body = declared > MAX_REQUEST_BODY_BYTES ? undefined : await readBody(request);
    if (!body) {
      const error = { message: gatewayMessages.tooLarge, code: ErrorCode.tooLarge };
      response.setHeader('connection', 'close');
      return sendJson(response, 413, error, correlationId);
    }
    const event = apiGatewayEvent({
      method: request.method ?? 'GET',
      path: url.pathname,
      query: url.search,
      headers: request.headers,
      body,
      claims,
      requestId,
      sourceIp: request.socket.remoteAddress,
      protocol: `HTTP/${request.httpVersion}`,
      route: { routeKey: route.routeKey, params },
    });
    const handler = await handlerOf(route.capability);
    const context = lambdaContext(`msc-${route.capability}`);
    const invoking = invokeWithinLimits(() => invokeHandler(handler, event, context), {
      timeoutMs: options.timeoutMs?.(route.capability) ?? STACK_TIMEOUT_MS,
      logKeys: {
        correlation_id: correlationId,
        function_name: context.functionName,
        function_request_id: context.awsRequestId,
        route: route.routeKey,
      },
    });
    const integrationMs = options.integrationTimeoutMs ?? STACK_INTEGRATION_TIMEOUT_MS;
    const invocation = await Promise.race([invoking, integrationDeadline(integrationMs, invoking)]);
    if (invocation === 'integrationTimedOut') {
      // API Gateway gives up on the integration and answers; the function runs on to its own timeout, whose
      // log line invokeWithinLimits writes, and whatever it returns then is dropped.
      logger.warn('Integration timed out', {
        correlation_id: correlationId,
        route: route.routeKey,
        status: INTEGRATION_TIMEOUT_STATUS,
        integrationTimeoutMs: integrationMs,
      });
      const error = { message: errors.somethingWentWrong, code: ErrorCode.internal };
      return sendJson(response, INTEGRATION_TIMEOUT_STATUS, error, correlationId);
    }
    if (invocation.fault) {
      const error = { message: errors.somethingWentWrong, code: ErrorCode.internal };
      return sendJson(response, LAMBDA_FAULT_STATUS, error, correlationId);
    }
    const result = invocation.result as APIGatewayProxyStructuredResultV2;
    response.writeHead(result.statusCode ?? 200, result.headers as Record<string, string>);
    response.end(
      result.isBase64Encoded && result.body ? Buffer.from(result.body, 'base64') : (result.body ?? ''),
    );
  };
}

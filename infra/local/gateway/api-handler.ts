import type { IncomingMessage, ServerResponse } from 'node:http';
import { type ApiHandler, capabilityHandlers } from '@msc/functions/capabilities';
import type { CapabilityName } from '@msc/shared/api';
import { apiRoutes, findRoute } from '@msc/shared/api';
import type { APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { JwtVerifier } from './jwt-verifier';
import { toApiGatewayEvent } from './to-event';

/** API Gateway's payload limit. */
const MAX_BODY_BYTES = 10 * 1024 * 1024;

function sendJson(response: ServerResponse, statusCode: number, body: unknown) {
  response.writeHead(statusCode, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  response.end(JSON.stringify(body));
}

async function readBody(request: IncomingMessage): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) return undefined;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function lambdaContext(capability: string): Context {
  return {
    functionName: `msc-${capability}`,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:msc-${capability}`,
    memoryLimitInMB: '1024',
    awsRequestId: crypto.randomUUID(),
    logGroupName: `/aws/lambda/msc-${capability}`,
    logStreamName: 'local',
    callbackWaitsForEmptyEventLoop: false,
    getRemainingTimeInMillis: () => 30_000,
    done: () => {},
    fail: () => {},
    succeed: () => {},
  };
}

/**
 * The local stand-in for API Gateway: route by the contract, verify the token like the JWT authorizer,
 * and call the same Lambda handler module that CDK deploys.
 */
export function createApiHandler(verify: JwtVerifier) {
  const routes = apiRoutes();
  const loaded = new Map<CapabilityName, Promise<ApiHandler>>();
  const handlerOf = (capability: CapabilityName) => {
    if (!loaded.has(capability)) loaded.set(capability, capabilityHandlers[capability]());
    return loaded.get(capability)!;
  };

  return async (request: IncomingMessage, response: ServerResponse, url: URL) => {
    const found = findRoute(routes, request.method ?? 'GET', url.pathname);
    if (!found) return sendJson(response, 404, { message: 'No such API route.', code: 'not_found' });
    const { route, params } = found;

    let claims: Awaited<ReturnType<JwtVerifier>> | undefined;
    if (route.definition.auth !== 'public') {
      const token = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
      try {
        if (!token) throw new Error('missing token');
        claims = await verify(token);
      } catch {
        return sendJson(response, 401, { message: 'Unauthorized', code: 'unauthorized' });
      }
    }

    const body = await readBody(request);
    if (!body)
      return sendJson(response, 413, { message: 'The request is too large.', code: 'invalid_input' });
    const event = toApiGatewayEvent({
      request,
      url,
      body,
      routeKey: route.routeKey,
      pathParameters: params,
      claims,
    });
    const handler = await handlerOf(route.capability);
    const result = (await handler(
      event,
      lambdaContext(route.capability),
    )) as APIGatewayProxyStructuredResultV2;
    response.writeHead(result.statusCode ?? 200, result.headers as Record<string, string>);
    response.end(
      result.isBase64Encoded && result.body ? Buffer.from(result.body, 'base64') : (result.body ?? ''),
    );
  };
}

import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { capabilityHandlers } from '@msc/functions/capabilities';
import { apiGatewayEvent, lambdaContext, requestOf } from '@msc/functions/platform/api-gateway-event';
import { getUser } from '@msc/functions/platform/identity-store';
import { apiRoutes, findRoute } from '@msc/shared/api';
import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import { invokeHandler } from './gateway/lambda-invocation';
import { runLocalCommand } from './local-command';

const USAGE = 'Usage: npm run invoke -- <event.json> [--as <email>]   (sample events are in events/api/)';

/**
 * `npm run invoke -- events/api/cart-add-item.json --as agent@demo.local`: runs one API Gateway event
 * through the capability's Lambda handler against the local data in .local/, as the Lambda would in AWS.
 * The file says what is asked (method, path, query, headers, body, claims); the event itself is rebuilt
 * by the one builder the gateway and the tests use, so route key and path parameters follow the contract.
 */
runLocalCommand(
  () => {
    const { positionals, values } = parseArgs({
      allowPositionals: true,
      options: { as: { type: 'string' } },
    });
    const file = positionals[0];
    if (!file) throw new Error(USAGE);
    const saved = JSON.parse(readFileSync(file, 'utf8')) as APIGatewayProxyEventV2WithJWTAuthorizer;
    const request = requestOf(saved);
    const found = findRoute(apiRoutes(), request.method, request.path);
    if (!found) throw new Error(`No contract entry answers ${request.method} ${request.path}`);
    return { request, as: values.as?.toLowerCase(), route: found.route };
  },
  async ({ request, as, route }) => {
    if (as) {
      // Users are known by their Cognito `sub`: reuse the one their first sign-in linked, else link one.
      const sub = (await getUser(as))?.sub ?? `local-invoke:${as}`;
      request.claims = { sub, email: as, email_verified: 'true', token_use: 'id' };
    }
    const event = apiGatewayEvent(request);
    const handler = await capabilityHandlers[route.capability]();
    const started = performance.now();
    const result = await invokeHandler(handler, event, lambdaContext(`msc-${route.capability}`));
    const elapsed = Math.round(performance.now() - started);
    const { statusCode, body } = typeof result === 'string' ? { statusCode: 200, body: result } : result;
    console.log(`${route.routeKey} → ${route.capability}.${route.name}: ${statusCode} in ${elapsed} ms`);
    console.log(body ? JSON.stringify(JSON.parse(body), null, 2) : '(no body)');
  },
);

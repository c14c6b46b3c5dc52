import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { capabilityHandlers } from '@msc/functions/capabilities';
import { apiRoutes, findRoute } from '@msc/shared/api';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, Context } from 'aws-lambda';
import { runLocalCommand } from './local-command';

const USAGE = 'Usage: npm run invoke -- <event.json> [--as <email>]   (sample events are in events/api/)';

/**
 * `npm run invoke -- events/api/cart-add-item.json --as agent@demo.local`: runs one API Gateway event
 * through the capability's Lambda handler against the local data in .local/, as the Lambda would in AWS.
 */
runLocalCommand(
  () => {
    const { positionals, values } = parseArgs({
      allowPositionals: true,
      options: { as: { type: 'string' } },
    });
    const file = positionals[0];
    if (!file) throw new Error(USAGE);
    const event = JSON.parse(readFileSync(file, 'utf8')) as APIGatewayProxyEventV2WithJWTAuthorizer;
    if (values.as) event.requestContext.authorizer.jwt.claims = { email: values.as, token_use: 'id' };
    const found = findRoute(apiRoutes(), event.requestContext.http.method, event.rawPath);
    if (!found)
      throw new Error(`No contract entry answers ${event.requestContext.http.method} ${event.rawPath}`);
    event.pathParameters = Object.keys(found.params).length ? found.params : undefined;
    return { event, route: found.route };
  },
  async ({ event, route }) => {
    const handler = await capabilityHandlers[route.capability]();
    const started = performance.now();
    const result = await handler(event, {} as Context);
    const elapsed = Math.round(performance.now() - started);
    const { statusCode, body } = typeof result === 'string' ? { statusCode: 200, body: result } : result;
    console.log(`${route.routeKey} → ${route.capability}.${route.name}: ${statusCode} in ${elapsed} ms`);
    console.log(body ? JSON.stringify(JSON.parse(body), null, 2) : '(no body)');
  },
);

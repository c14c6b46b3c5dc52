import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { capabilityHandlers } from '@msc/functions/capabilities';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, Context } from 'aws-lambda';
import { apiRoutes, findRoute } from './gateway/route-table';
import { startLocalCloud } from './local-cloud';
import { localConfig } from './local-config';

const USAGE = 'Usage: npm run invoke -- <event.json> [--as <email>]   (sample events are in events/api/)';

/**
 * `npm run invoke -- events/api/cart-add-item.json --as agent@demo.local`: runs one API Gateway event
 * through the capability's Lambda handler against the local data in .local/, as the Lambda would in AWS.
 */
async function main() {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
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

  const config = localConfig();
  const cloud = await startLocalCloud({ dataDir: config.LOCAL_DATA_DIR, port: 0, config });
  try {
    const handler = await capabilityHandlers[found.route.capability]();
    const started = performance.now();
    const result = await handler(event, {} as Context);
    const elapsed = Math.round(performance.now() - started);
    const { statusCode, body } = typeof result === 'string' ? { statusCode: 200, body: result } : result;
    console.log(
      `${found.route.routeKey} → ${found.route.capability}.${found.route.name}: ${statusCode} in ${elapsed} ms`,
    );
    console.log(body ? JSON.stringify(JSON.parse(body), null, 2) : '(no body)');
  } finally {
    await cloud.stop();
  }
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});

import { capabilityHandlers } from '@msc/functions/capabilities';
import { apiGatewayEvent, lambdaContext } from '@msc/functions/platform/api-gateway-event';
import { API_PREFIX, api, apiRoutes, type EndpointDefinition, findRoute } from '@msc/shared/api';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';

const endpoints = Object.entries(api).flatMap(([capability, contract]) =>
  Object.entries(contract).map(([name, definition]: [string, EndpointDefinition]) => ({
    capability,
    name,
    definition,
  })),
);
const samplePath = (path: string) => `${API_PREFIX}${path.replace(/\{\w+\}/g, 'sample-id')}`;

describe('every contract entry is routed locally', () => {
  it.each(endpoints)('$capability.$name: the gateway finds it', ({ capability, name, definition }) => {
    const found = findRoute(apiRoutes(), definition.method, samplePath(definition.path));
    expect(found?.route.capability).toBe(capability);
    expect(found?.route.name).toBe(name);
    expect(found?.route.routeKey).toBe(`${definition.method} ${API_PREFIX}${definition.path}`);
  });

  it.each(endpoints)(
    "$capability.$name: the capability's Lambda routes it",
    async ({ capability, definition }) => {
      const handler = await capabilityHandlers[capability as keyof typeof capabilityHandlers]();
      const event = apiGatewayEvent({ method: definition.method, path: samplePath(definition.path) });
      const result = (await handler(event, lambdaContext('test'))) as APIGatewayProxyStructuredResultV2;
      // Anonymous: a routed endpoint answers 400 (validation) or 401, never the router's 404.
      expect(JSON.parse(result.body ?? '{}').message).not.toBe('No such API route.');
    },
  );

  it('an unknown path is not routed', () => {
    expect(findRoute(apiRoutes(), 'GET', '/api/no-such-thing')).toBeUndefined();
    expect(findRoute(apiRoutes(), 'PATCH', '/api/cart')).toBeUndefined();
  });

  it('a static segment wins over a parameter, and parameters arrive decoded', () => {
    const routes = apiRoutes();
    const withParam = routes.find((route) => route.method === 'GET' && route.path.includes('{'));
    expect(withParam).toBeDefined();
    const path = withParam!.path.replace(/\{\w+\}/, 'a%20b');
    const found = findRoute(routes, 'GET', path);
    expect(Object.values(found!.params)).toContain('a b');
  });
});

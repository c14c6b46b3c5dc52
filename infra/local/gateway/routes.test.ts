import { capabilityHandlers } from '@msc/functions/capabilities';
import { API_PREFIX, api, apiRoutes, type EndpointDefinition, findRoute } from '@msc/shared/api';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
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
  });

  it.each(endpoints)(
    "$capability.$name: the capability's Lambda routes it",
    async ({ capability, definition }) => {
      const handler = await capabilityHandlers[capability as keyof typeof capabilityHandlers]();
      const path = samplePath(definition.path);
      const event = {
        version: '2.0',
        routeKey: `${definition.method} ${path}`,
        rawPath: path,
        headers: {},
        requestContext: { http: { method: definition.method, path }, authorizer: { jwt: { claims: {} } } },
      } as unknown as APIGatewayProxyEventV2;
      const result = (await handler(event, {} as Context)) as APIGatewayProxyStructuredResultV2;
      // Anonymous: a routed endpoint answers 400 (validation) or 401, never the router's 404.
      expect(JSON.parse(result.body ?? '{}').message).not.toBe('No such API route.');
    },
  );

  it('an unknown path is not routed', () => {
    expect(findRoute(apiRoutes(), 'GET', '/api/no-such-thing')).toBeUndefined();
    expect(findRoute(apiRoutes(), 'PATCH', '/api/cart')).toBeUndefined();
  });
});

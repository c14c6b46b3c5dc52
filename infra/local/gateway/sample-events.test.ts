import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiGatewayEvent, requestOf } from '@msc/functions/platform/api-gateway-event';
import { apiRoutes, findRoute } from '@msc/shared/api';
import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { planProducts } from '../seed/products';

const dir = join(import.meta.dirname, '../../../events/api');
const events = readdirSync(dir)
  .filter((file) => file.endsWith('.json'))
  .map((file) => [file, JSON.parse(readFileSync(join(dir, file), 'utf8'))] as const);
const productIds = new Set(planProducts(new Date()).map((product) => product.productId));

describe('sample events (events/api)', () => {
  it('exist', () => expect(events.length).toBeGreaterThan(3));

  it.each(events)('%s is an API Gateway v2 event for a contract entry', (_file, raw) => {
    const event = raw as APIGatewayProxyEventV2WithJWTAuthorizer;
    expect(event.version).toBe('2.0');
    const found = findRoute(apiRoutes(), event.requestContext.http.method, event.rawPath);
    expect(found?.route.routeKey).toBe(event.routeKey);
    expect(String(event.requestContext.authorizer.jwt.claims.email)).toMatch(/@demo\.local$/);
    // Ids in the samples name seeded products, so each event works against the demo data.
    const body = event.body ? (JSON.parse(event.body) as { productId?: string }) : {};
    for (const id of [...Object.values(event.pathParameters ?? {}), body.productId].filter(Boolean)) {
      expect(productIds.has(String(id))).toBe(true);
    }
  });

  it.each(events)('%s is what the one event builder makes of its request', (_file, raw) => {
    const saved = raw as APIGatewayProxyEventV2WithJWTAuthorizer;
    const rebuilt = apiGatewayEvent(requestOf(saved));
    const { time: _t, timeEpoch: _e, ...savedContext } = saved.requestContext;
    const { time: _rt, timeEpoch: _re, ...rebuiltContext } = rebuilt.requestContext;
    expect({ ...rebuilt, requestContext: rebuiltContext }).toEqual({
      ...saved,
      requestContext: savedContext,
    });
  });
});

import { MetricUnit } from '@aws-lambda-powertools/metrics';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { testContract } from '../test/router-contract';
import { apiGatewayEvent, lambdaContext } from './api-gateway-event';
import { implement } from './implement';
import { metrics } from './metrics';

// As the stack runs a capability's Lambda: metrics on, the stage's service, the capability named.
vi.hoisted(() => {
  process.env.POWERTOOLS_METRICS_DISABLED = 'false';
  process.env.POWERTOOLS_SERVICE_NAME = 'msc-portal-test';
  process.env.PORTAL_CAPABILITY = 'test';
  // Lambda says so on an on-demand cold start; Powertools counts ColdStart only then.
  process.env.AWS_LAMBDA_INITIALIZATION_TYPE = 'on-demand';
});
afterAll(() => {
  delete process.env.POWERTOOLS_METRICS_DISABLED;
  delete process.env.POWERTOOLS_SERVICE_NAME;
  delete process.env.PORTAL_CAPABILITY;
  delete process.env.AWS_LAMBDA_INITIALIZATION_TYPE;
});

const handler = implement(testContract, {
  // A use case that counts something of its own, as place order counts orders.
  ping: async () => {
    metrics.addMetric('ordersPlaced', MetricUnit.Count, 1);
    return { ok: true };
  },
  getThing: async () => ({ id: '1', name: 'x' }),
  renameThing: async ({ body }) => body,
  search: async ({ query }) => query,
  thingsSearch: async () => ({ found: 'static' as const }),
});

async function emfLines() {
  const lines: Record<string, unknown>[] = [];
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    for (const text of String(chunk).split('\n').filter(Boolean)) {
      const line = JSON.parse(text) as Record<string, unknown>;
      if ('_aws' in line) lines.push(line);
    }
    return true;
  });
  await handler(apiGatewayEvent({ method: 'GET', path: '/api/test/ping' }), lambdaContext('portal-test'));
  spy.mockRestore();
  return lines as {
    _aws: { CloudWatchMetrics: { Dimensions: string[][]; Metrics: { Name: string }[] }[] };
  }[];
}

const names = (line: Awaited<ReturnType<typeof emfLines>>[number]) =>
  line._aws.CloudWatchMetrics[0]!.Metrics.map((metric) => metric.Name);
const dimensions = (line: Awaited<ReturnType<typeof emfLines>>[number]) =>
  line._aws.CloudWatchMetrics[0]!.Dimensions;

describe('metrics in AWS', () => {
  it('publish requests and latency per route and per capability, what a use case counts per service only, and one cold start', async () => {
    const lines = await emfLines();
    const request = lines.find((line) => names(line).includes('requests'))!;
    expect(names(request)).toEqual(['requests', 'latency']);
    expect(dimensions(request)).toEqual([
      ['service', 'route'],
      ['service', 'capability'],
    ]);
    expect(request).toMatchObject({ service: 'msc-portal-test', capability: 'test' });
    const business = lines.find((line) => names(line).includes('ordersPlaced'))!;
    expect(dimensions(business)).toEqual([['service']]);
    const coldStart = lines.find((line) => names(line).includes('ColdStart'))!;
    expect(dimensions(coldStart)).toEqual([['service', 'function_name']]);
    expect(coldStart).toMatchObject({ function_name: 'portal-test' });

    const again = await emfLines();
    expect(again.some((line) => names(line).includes('ColdStart'))).toBe(false);
  });
});

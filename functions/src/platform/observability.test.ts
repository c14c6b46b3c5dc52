import { beforeEach, describe, expect, it, vi } from 'vitest';
import { agentContext, impersonatingContext, testContract } from '../test/router-contract';
import { type ApiRequest, apiGatewayEvent, lambdaContext } from './api-gateway-event';
import { authenticate } from './authenticate';
import { implement } from './implement';
import { logger } from './logger';
import { CORRELATION_ID_HEADER } from './observability';

// Before the logger is created: the lines are what this file reads.
vi.hoisted(() => {
  process.env.LOG_LEVEL = 'INFO';
});
vi.mock('./authenticate', () => ({ authenticate: vi.fn() }));
const signedInAs = vi.mocked(authenticate);

/** Every log line written while the use case runs, and the request line after it. */
let lines: Record<string, unknown>[] = [];
const handler = implement(testContract, {
  ping: async () => {
    logger.info('inside ping');
    return { ok: true };
  },
  getThing: async ({ params }) => {
    logger.info('inside getThing');
    return { id: params.id, name: 'Thing' };
  },
  renameThing: async ({ body }) => body,
  search: async ({ query }) => query,
  thingsSearch: async () => ({ found: 'static' as const }),
});

async function call(request: ApiRequest) {
  const event = apiGatewayEvent(request);
  const result = await handler(event, lambdaContext('test'));
  if (typeof result === 'string') throw new Error('expected a structured result');
  return { event, headers: result.headers ?? {} };
}
const line = (message: string) => lines.find((entry) => entry.message === message);

beforeEach(() => {
  lines = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    for (const text of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(text));
    return true;
  });
  signedInAs.mockResolvedValue(agentContext());
});

describe('correlation id', () => {
  it("is the caller's x-correlation-id when sent, on the response and on every line of the request", async () => {
    const { headers } = await call({
      method: 'GET',
      path: '/api/test/things/1',
      headers: { [CORRELATION_ID_HEADER]: 'trace-123' },
      // The test contract is not in `api`, so say which route API Gateway matched.
      route: { routeKey: 'GET /api/test/things/{id}', params: { id: '1' } },
    });
    vi.restoreAllMocks();
    expect(headers[CORRELATION_ID_HEADER]).toBe('trace-123');
    expect(line('inside getThing')).toMatchObject({ correlation_id: 'trace-123' });
    expect(line('Request')).toMatchObject({
      correlation_id: 'trace-123',
      route: 'GET /api/test/things/{id}',
      status: 200,
    });
  });

  it("is API Gateway's request id otherwise, and for an id unsafe to copy into logs", async () => {
    const plain = await call({ method: 'GET', path: '/api/test/ping' });
    const unsafe = await call({
      method: 'GET',
      path: '/api/test/ping',
      headers: { [CORRELATION_ID_HEADER]: 'a b\n{"level":"ERROR"}' },
    });
    vi.restoreAllMocks();
    expect(plain.headers[CORRELATION_ID_HEADER]).toBe(plain.event.requestContext.requestId);
    expect(unsafe.headers[CORRELATION_ID_HEADER]).toBe(unsafe.event.requestContext.requestId);
  });

  it("is on the router's own answers too (no such route)", async () => {
    const { headers } = await call({
      method: 'GET',
      path: '/api/test/nothing',
      headers: { [CORRELATION_ID_HEADER]: 'lost-1' },
    });
    vi.restoreAllMocks();
    expect(headers[CORRELATION_ID_HEADER]).toBe('lost-1');
    expect(line('Request')).toMatchObject({ correlation_id: 'lost-1', status: 404 });
  });
});

describe('who the request acts as', () => {
  it('puts user and agency on every line, and the staff actor while impersonating', async () => {
    signedInAs.mockResolvedValue(impersonatingContext());
    await call({ method: 'GET', path: '/api/test/things/1' });
    vi.restoreAllMocks();
    const who = { user: 'agent@test.local', agency: 7, actor: 'csr@test.local' };
    expect(line('inside getThing')).toMatchObject(who);
    expect(line('Request')).toMatchObject(who);
  });

  it("clears them between requests: the next caller's lines carry none of them", async () => {
    signedInAs.mockResolvedValue(impersonatingContext());
    await call({ method: 'GET', path: '/api/test/things/1', headers: { [CORRELATION_ID_HEADER]: 'first' } });
    lines = [];
    await call({ method: 'GET', path: '/api/test/ping' });
    vi.restoreAllMocks();
    const next = line('inside ping');
    expect(next).toBeDefined();
    expect(next).not.toHaveProperty('user');
    expect(next).not.toHaveProperty('agency');
    expect(next).not.toHaveProperty('actor');
    expect(next?.correlation_id).not.toBe('first');
  });
});

describe('metrics', () => {
  it('are off locally, so `npm start` prints no EMF blobs between the log lines', async () => {
    await call({ method: 'GET', path: '/api/test/ping' });
    vi.restoreAllMocks();
    expect(line('Request')).toBeDefined();
    expect(lines.some((entry) => '_aws' in entry)).toBe(false);
  });
});

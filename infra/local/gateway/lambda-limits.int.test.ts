import { createServer, type Server } from 'node:http';
import type { ApiHandler } from '@msc/functions/capabilities';
import { CORRELATION_ID_HEADER } from '@msc/functions/platform/observability';
import { ErrorCode } from '@msc/shared/api';
import { errors } from '@msc/shared/messages';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LAMBDA_SYNC_RESPONSE_MAX_BYTES } from '../../aws/function-limits';
import { createApiHandler, INTEGRATION_TIMEOUT_STATUS, LAMBDA_FAULT_STATUS } from './api-handler';

/**
 * The gateway holds each Lambda to its limits as AWS does. The stand-in handlers stand for a Lambda that runs
 * too long and one that answers too much; the timeouts are the test's own (the integration's 50 ms, the
 * function's 80 ms, in the stack's order) so the test does not wait 29 s.
 */
let server: Server;
let base: string;
let lines: Record<string, unknown>[] = [];

/** The slow handler waits for the test to let it go, so the deadline passes first whatever the machine's speed. */
let letSlowFinish: () => void = () => undefined;
let slowFinished: Promise<void> = Promise.resolve();
const slow: ApiHandler = async () => {
  const released = new Promise<void>((resolve) => {
    letSlowFinish = resolve;
  });
  let finished: () => void = () => undefined;
  slowFinished = new Promise<void>((resolve) => {
    finished = resolve;
  });
  await released;
  setImmediate(finished);
  return { statusCode: 200, body: JSON.stringify({ late: true }) };
};

/** A body that alone fits Lambda's limit; with the JSON envelope around it, it does not. */
const tooLarge: ApiHandler = async () => ({
  statusCode: 200,
  headers: { 'content-type': 'application/json' },
  body: 'x'.repeat(LAMBDA_SYNC_RESPONSE_MAX_BYTES - 10),
});

beforeAll(async () => {
  for (const stream of [process.stdout, process.stderr]) {
    vi.spyOn(stream, 'write').mockImplementation((chunk) => {
      for (const text of String(chunk).split('\n')) if (text.startsWith('{')) lines.push(JSON.parse(text));
      return true;
    });
  }
  const api = createApiHandler(
    async (token) => ({ sub: `sub-${token}`, email: token, email_verified: true, token_use: 'id' }),
    {
      timeoutMs: () => 80,
      integrationTimeoutMs: 50,
      handlers: { session: async () => slow, catalog: async () => tooLarge },
    },
  );
  server = createServer((request, response) => {
    void api(request, response, new URL(request.url ?? '/', 'http://localhost'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  vi.restoreAllMocks();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const get = (path: string, correlationId: string) =>
  fetch(`${base}${path}`, {
    headers: { authorization: 'Bearer one@test.local', [CORRELATION_ID_HEADER]: correlationId },
  });

describe('Lambda limits in the local gateway', () => {
  it('answers 504 when the integration times out, as the HTTP API does, and logs the function timeout as Lambda does', async () => {
    lines = [];
    const response = await get('/api/session', 'slow-1');
    expect(response.status).toBe(INTEGRATION_TIMEOUT_STATUS);
    expect(await response.json()).toEqual({ message: errors.somethingWentWrong, code: ErrorCode.internal });
    expect(response.headers.get(CORRELATION_ID_HEADER)).toBe('slow-1');
    expect(lines).toContainEqual(
      expect.objectContaining({ message: 'Integration timed out', correlation_id: 'slow-1', status: 504 }),
    );
    // The function runs on to its own timeout after the answer, as in AWS.
    await vi.waitFor(() =>
      expect(lines).toContainEqual(
        expect.objectContaining({
          message: 'Task timed out after 0.08 seconds',
          correlation_id: 'slow-1',
          route: 'GET /api/session',
        }),
      ),
    );
  });

  it('drops the late result of a timed-out handler: nothing is written, the gateway goes on serving', async () => {
    const first = await get('/api/session', 'slow-2');
    expect(first.status).toBe(INTEGRATION_TIMEOUT_STATUS);
    const pending = slowFinished;
    letSlowFinish();
    await pending;
    // Had the late result been written to the answered response, writeHead would have thrown (an
    // unhandled rejection fails the run); the next request gets its own answer.
    const second = await get('/api/session', 'slow-3');
    expect(second.status).toBe(INTEGRATION_TIMEOUT_STATUS);
    letSlowFinish();
  });

  it('refuses a response over Lambda’s 6 MB limit, counting the JSON envelope', async () => {
    lines = [];
    const response = await get('/api/products', 'large-1');
    expect(response.status).toBe(LAMBDA_FAULT_STATUS);
    expect(((await response.json()) as { code: string }).code).toBe(ErrorCode.internal);
    expect(lines).toContainEqual(
      expect.objectContaining({
        message: `Response payload size exceeded maximum allowed payload size (${LAMBDA_SYNC_RESPONSE_MAX_BYTES} bytes).`,
        correlation_id: 'large-1',
      }),
    );
  });
});

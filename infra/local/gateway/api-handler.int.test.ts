import { createServer, type Server } from 'node:http';
import { logger } from '@msc/functions/platform/logger';
import { CORRELATION_ID_HEADER } from '@msc/functions/platform/observability';
import { givenAgency, givenUser } from '@msc/functions/test/fixtures';
import { useFreshTable } from '@msc/functions/test/fresh-table';
import { ErrorCode } from '@msc/shared/api';
import { apiErrors } from '@msc/shared/messages';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiHandler } from './api-handler';

// The request lines are what this file reads: at INFO from the logger's creation, which is when Powertools
// takes the level each warm invocation goes back to (a later `setLogLevel` lasts one invocation).
vi.hoisted(() => {
  process.env.LOG_LEVEL = 'INFO';
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
let server: Server;
let base: string;
/** The JSON log lines of the Lambdas, kept out of the test output. */
let lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  // A setup file that loads the functions' platform creates the logger before the line above sets the level.
  expect(logger.getLevelName(), "the platform logger was created at the setup files' level").toBe('INFO');
  // Powertools writes warnings and errors to stderr, the rest to stdout.
  for (const stream of [process.stdout, process.stderr]) {
    vi.spyOn(stream, 'write').mockImplementation((chunk) => {
      for (const text of String(chunk).split('\n')) if (text.startsWith('{')) lines.push(JSON.parse(text));
      return true;
    });
  }
  await useFreshTable();
  await givenAgency({ agencyId: 11 });
  await givenAgency({ agencyId: 22 });
  await givenUser({ userName: 'one@test.local', defaultAgencyId: 11 }, [11]);
  await givenUser({ userName: 'two@test.local', defaultAgencyId: 22 }, [22]);
  // The token is "verified" by naming its user: the JWT check itself is jwt-verifier's business.
  const api = createApiHandler(async (token) => ({
    sub: `sub-${token}`,
    email: token,
    email_verified: true,
    token_use: 'id',
  }));
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    void api(request, response, url);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  vi.restoreAllMocks();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { headers });

describe('local gateway', () => {
  it('answers an unknown route itself, in the one error shape, with a correlation id', async () => {
    const response = await get('/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: expect.any(String), code: ErrorCode.notFound });
    expect(response.headers.get(CORRELATION_ID_HEADER)).toMatch(UUID);
  });

  it("refuses a missing token like the JWT authorizer, echoing the caller's correlation id", async () => {
    const response = await get('/api/session', { [CORRELATION_ID_HEADER]: 'from-the-spa-1' });
    expect(response.status).toBe(401);
    expect(((await response.json()) as { code: string }).code).toBe(ErrorCode.unauthorized);
    expect(response.headers.get(CORRELATION_ID_HEADER)).toBe('from-the-spa-1');
    // A refused request is a security event: it is logged (ASVS V16).
    expect(lines).toContainEqual(
      expect.objectContaining({ message: 'Refused', status: 401, correlation_id: 'from-the-spa-1' }),
    );
  });

  it("passes the caller's correlation id through to the Lambda, and makes one up otherwise", async () => {
    const sent = await get('/api/session', {
      authorization: 'Bearer one@test.local',
      [CORRELATION_ID_HEADER]: 'from-the-spa-2',
    });
    expect(sent.status).toBe(200);
    expect(sent.headers.get(CORRELATION_ID_HEADER)).toBe('from-the-spa-2');
    const [first, second] = await Promise.all([
      get('/api/session', { authorization: 'Bearer one@test.local' }),
      get('/api/session', { authorization: 'Bearer one@test.local' }),
    ]);
    expect(first.headers.get(CORRELATION_ID_HEADER)).toMatch(UUID);
    expect(first.headers.get(CORRELATION_ID_HEADER)).not.toBe(second.headers.get(CORRELATION_ID_HEADER));
  });

  it("keeps concurrent requests' log keys apart: each line names its own user and correlation id", async () => {
    lines = [];
    const callers = Array.from({ length: 12 }, (_, index) => (index % 2 ? 'one' : 'two'));
    await Promise.all(
      callers.map((who, index) =>
        get('/api/session', {
          authorization: `Bearer ${who}@test.local`,
          [CORRELATION_ID_HEADER]: `${who}-${index}`,
        }),
      ),
    );
    const requestLines = lines.filter((entry) => entry.message === 'Request');
    expect(requestLines).toHaveLength(12);
    for (const entry of requestLines) {
      const who = String(entry.correlation_id).split('-')[0];
      expect(entry).toMatchObject({
        user: `${who}@test.local`,
        agency: who === 'one' ? 11 : 22,
        status: 200,
      });
    }
  });

  it('answers malformed percent-encoding with a 400, never a 500', async () => {
    const response = await get('/api/cart/items/%E0%A4%A', { authorization: 'Bearer one@test.local' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { code: string }).code).toBe(ErrorCode.invalidInput);
  });

  it('refuses a body over 1 MB with 413 and a clear message', async () => {
    const response = await fetch(`${base}/api/cart/items`, {
      method: 'POST',
      headers: { authorization: 'Bearer one@test.local', 'content-type': 'application/json' },
      body: JSON.stringify({ productId: 'x'.repeat(1024 * 1024), quantity: 1 }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: apiErrors.requestTooLarge, code: ErrorCode.tooLarge });
  });
});

import { ErrorCode } from '@msc/shared/api/errors';
import { errors } from '@msc/shared/messages';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { agentContext, impersonatingContext, staffContext, testContract } from '../test/router-contract';
import { type ApiRequest, apiGatewayEvent, lambdaContext } from './api-gateway-event';
import { authenticate } from './authenticate';
import { resetConfig } from './config';
import { conflict, unauthorized } from './http-error';
import { type Implementation, implement } from './implement';
import { logger } from './logger';

// The router's own behaviour, with no I/O: who the caller is comes from this stand-in.
vi.mock('./authenticate', () => ({ authenticate: vi.fn() }));
const signedInAs = vi.mocked(authenticate);

const use = {
  ping: vi.fn(),
  getThing: vi.fn(),
  renameThing: vi.fn(),
  search: vi.fn(),
  thingsSearch: vi.fn(),
} satisfies Implementation<typeof testContract>;
const handler = implement(testContract, use);

async function call(request: ApiRequest) {
  const result = await handler(apiGatewayEvent(request), lambdaContext('test'));
  if (typeof result === 'string') throw new Error('expected a structured result');
  return {
    status: result.statusCode,
    headers: result.headers ?? {},
    body: result.body ? JSON.parse(result.body) : undefined,
  };
}

beforeEach(() => {
  vi.clearAllMocks();
  signedInAs.mockResolvedValue(agentContext());
  use.ping.mockResolvedValue({ ok: true });
  use.getThing.mockImplementation(async ({ params }) => ({ id: params.id, name: 'Thing' }));
  use.renameThing.mockImplementation(async ({ body }) => ({ name: body.name }));
  use.search.mockImplementation(async ({ query }) => ({ page: query.page }));
  use.thingsSearch.mockResolvedValue({ found: 'static' });
});

describe('implement: input', () => {
  it('hands the use case parsed params, query and body, and answers with the success status', async () => {
    signedInAs.mockResolvedValue(staffContext());
    const created = await call({ method: 'POST', path: '/api/test/things', body: { name: 'New' } });
    expect(created).toMatchObject({ status: 201, body: { name: 'New' } });
    expect(use.renameThing).toHaveBeenCalledWith(
      expect.objectContaining({ body: { name: 'New' }, ctx: staffContext() }),
    );
    expect(await call({ method: 'GET', path: '/api/test/things', query: { page: '3' } })).toMatchObject({
      status: 200,
      body: { page: 3 },
    });
    expect(await call({ method: 'GET', path: '/api/test/things/42' })).toMatchObject({
      body: { id: '42', name: 'Thing' },
    });
  });

  it('answers 400 with field errors for invalid params, query or body, before the use case runs', async () => {
    const badParam = await call({ method: 'GET', path: '/api/test/things/abc' });
    expect(badParam.status).toBe(400);
    expect(badParam.body).toMatchObject({
      code: ErrorCode.invalidInput,
      fieldErrors: { id: [expect.any(String)] },
    });

    const badQuery = await call({ method: 'GET', path: '/api/test/things', query: { page: '-1' } });
    expect(badQuery.status).toBe(400);
    expect(Object.keys(badQuery.body.fieldErrors)).toEqual(['page']);

    signedInAs.mockResolvedValue(staffContext());
    const badBody = await call({ method: 'POST', path: '/api/test/things', body: { name: '' } });
    expect(badBody.status).toBe(400);
    expect(Object.keys(badBody.body.fieldErrors)).toEqual(['name']);
    expect(use.getThing).not.toHaveBeenCalled();
    expect(use.renameThing).not.toHaveBeenCalled();
  });

  it('answers 400 to a body that is not JSON', async () => {
    signedInAs.mockResolvedValue(staffContext());
    const result = await call({ method: 'POST', path: '/api/test/things', body: '{"name": ' });
    expect(result.status).toBe(400);
    expect(result.body).toEqual({ message: expect.any(String), code: ErrorCode.invalidInput });
  });
});

describe('implement: who before what', () => {
  it('answers 401 to an anonymous caller, never field errors', async () => {
    signedInAs.mockRejectedValue(unauthorized());
    const result = await call({ method: 'GET', path: '/api/test/things/not-a-number' });
    expect(result.status).toBe(401);
    expect(result.body.code).toBe(ErrorCode.unauthorized);
    expect(result.body.fieldErrors).toBeUndefined();
  });

  it('answers 403 to a signed-in caller without the capability, never field errors', async () => {
    const result = await call({ method: 'POST', path: '/api/test/things', body: { name: '' } });
    expect(result.status).toBe(403);
    expect(result.body.code).toBe(ErrorCode.forbidden);
    expect(result.body.fieldErrors).toBeUndefined();
    expect(use.renameThing).not.toHaveBeenCalled();
  });

  it('lets a public endpoint run without authenticating', async () => {
    expect(await call({ method: 'GET', path: '/api/test/ping' })).toMatchObject({
      status: 200,
      body: { ok: true },
    });
    expect(signedInAs).not.toHaveBeenCalled();
    expect(use.ping).toHaveBeenCalledWith(expect.objectContaining({ ctx: undefined }));
  });
});

describe('implement: answers', () => {
  it('maps an HttpError to its status and the one error shape', async () => {
    use.getThing.mockRejectedValue(conflict('Already there.'));
    const result = await call({ method: 'GET', path: '/api/test/things/1' });
    expect(result).toMatchObject({
      status: 409,
      body: { message: 'Already there.', code: ErrorCode.conflict },
    });
  });

  it('answers 500 with the catalogue text to an unknown error, and leaks nothing of it', async () => {
    const quiet = vi.spyOn(logger, 'error').mockImplementation(() => {});
    use.getThing.mockRejectedValue(new Error('connection string postgres://secret'));
    const result = await call({ method: 'GET', path: '/api/test/things/1' });
    expect(result.status).toBe(500);
    expect(result.body).toEqual({ message: errors.somethingWentWrong, code: ErrorCode.internal });
    expect(JSON.stringify(result)).not.toContain('secret');
    expect(quiet).toHaveBeenCalled();
  });

  it('strips fields the contract does not promise', async () => {
    use.getThing.mockResolvedValue({ id: '1', name: 'Thing', passwordHash: 'x' } as never);
    const result = await call({ method: 'GET', path: '/api/test/things/1' });
    expect(result.body).toEqual({ id: '1', name: 'Thing' });
  });

  it('answers 404 in the one error shape to a route the contract does not have', async () => {
    const result = await call({ method: 'GET', path: '/api/test/nothing-here' });
    expect(result.status).toBe(404);
    expect(result.body).toEqual({ message: expect.any(String), code: ErrorCode.notFound });
    const wrongMethod = await call({ method: 'DELETE', path: '/api/test/ping' });
    expect(wrongMethod.status).toBe(404);
  });

  it('prefers a static segment to a parameter', async () => {
    const result = await call({ method: 'GET', path: '/api/test/things/search' });
    expect(result.body).toEqual({ found: 'static' });
  });

  it('sends JSON that no cache keeps', async () => {
    const result = await call({ method: 'GET', path: '/api/test/ping' });
    expect(result.headers).toMatchObject({ 'content-type': 'application/json', 'cache-control': 'no-store' });
  });

  it('passes the impersonation context through unchanged', async () => {
    signedInAs.mockResolvedValue(impersonatingContext());
    await call({ method: 'GET', path: '/api/test/things/1' });
    expect(use.getThing).toHaveBeenCalledWith(expect.objectContaining({ ctx: impersonatingContext() }));
  });
});

describe('implement: only through CloudFront', () => {
  it('refuses a request without the origin secret when the stack configured one', async () => {
    const secret = 's'.repeat(40);
    process.env.ORIGIN_VERIFY_SECRET = secret;
    resetConfig();
    try {
      const path = '/api/test/things/1';
      expect((await call({ method: 'GET', path })).status).toBe(403);
      expect((await call({ method: 'GET', path, headers: { 'x-origin-verify': 'x' } })).status).toBe(403);
      expect((await call({ method: 'GET', path, headers: { 'x-origin-verify': secret } })).status).toBe(200);
    } finally {
      delete process.env.ORIGIN_VERIFY_SECRET;
      resetConfig();
    }
  });
});

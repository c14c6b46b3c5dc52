import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { handler as impersonationHandler } from '../impersonation/handler';
import { handler as ordersHandler } from '../orders/handler';
import { givenAgency, givenUser } from '../test/fixtures';
import { useFreshTable } from '../test/fresh-table';
import { claimsFor, invoke } from '../test/invoke';
import { db } from './db';

/** What CloudFront passes on: the viewer's address; API Gateway's source IP is then CloudFront's. */
const viaCloudFront = { 'cloudfront-viewer-address': '203.0.113.7:52311' };
const CLOUDFRONT_IP = '130.176.1.1';

/** The log lines written while `run` runs. */
async function logLines(run: () => Promise<unknown>) {
  const lines: Record<string, unknown>[] = [];
  // Warnings go to stderr, the rest to stdout.
  for (const stream of [process.stdout, process.stderr]) {
    vi.spyOn(stream, 'write').mockImplementation((chunk) => {
      for (const text of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(text));
      return true;
    });
  }
  await run();
  vi.restoreAllMocks();
  return lines;
}
afterEach(() => vi.restoreAllMocks());

beforeAll(async () => {
  await useFreshTable();
  await givenAgency({ agencyId: 7 });
  await givenUser({ userName: 'audited-agent@test.local', defaultAgencyId: 7 }, [7]);
  await givenUser({
    userName: 'audit-csr@test.local',
    roles: ['CustomerService'],
    primaryRole: 'CustomerService',
  });
});

describe('the audit trail (ASVS V16)', () => {
  it("logs a refused request with the client's address, not CloudFront's", async () => {
    const lines = await logLines(() =>
      invoke(ordersHandler, {
        method: 'GET',
        path: '/api/orders/O-1',
        claims: { sub: 'sub-nobody' },
        headers: viaCloudFront,
        sourceIp: CLOUDFRONT_IP,
      }),
    );
    expect(lines.find((line) => line.message === 'Refused')).toMatchObject({
      status: 403,
      sourceIp: '203.0.113.7',
    });
  });

  it('logs an id that is not the caller’s (an ownership miss), with who asked', async () => {
    const lines = await logLines(() =>
      invoke(ordersHandler, {
        method: 'GET',
        path: '/api/orders/someone-elses',
        claims: claimsFor('audited-agent@test.local'),
        sourceIp: '198.51.100.4',
      }),
    );
    expect(lines.find((line) => line.message === 'Not found')).toMatchObject({
      route: 'GET /api/orders/{id}',
      status: 404,
      user: 'audited-agent@test.local',
      sourceIp: '198.51.100.4',
    });
  });

  it('records an export made while impersonating, with the client address', async () => {
    const csr = claimsFor('audit-csr@test.local');
    const started = await invoke(impersonationHandler, {
      method: 'POST',
      path: '/api/impersonation/sessions',
      claims: csr,
      body: { userName: 'audited-agent@test.local', reason: 'Ticket 4711' },
    });
    expect(started.status).toBe(201);
    const exported = await invoke(ordersHandler, {
      method: 'GET',
      path: '/api/orders/export',
      query: 'format=csv',
      claims: csr,
      headers: { 'x-session-token': started.body.sessionToken, ...viaCloudFront },
      sourceIp: CLOUDFRONT_IP,
    });
    expect(exported.status).toBe(200);
    const { data } = await db()
      .entities.auditRecord.query.byTarget({ targetUserName: 'audited-agent@test.local' })
      .go();
    expect(data.filter((record) => record.action === 'impersonation.export')).toEqual([
      expect.objectContaining({
        actorUserName: 'audit-csr@test.local',
        route: 'GET /api/orders/export',
        status: 200,
        ip: '203.0.113.7',
      }),
    ]);
  });
});

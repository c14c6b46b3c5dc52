import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityHeaders } from '../../aws/security-headers';
import { createPortalServer } from './server';

const dist = mkdtempSync(join(tmpdir(), 'msc-dist-'));
let server: ReturnType<typeof createPortalServer>;
let base = '';

beforeAll(async () => {
  mkdirSync(join(dist, 'static'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>portal</title>');
  writeFileSync(join(dist, 'static/app.js'), 'console.log("app")');
  writeFileSync(join(dist, 'static/app.js.gz'), gzipSync('console.log("app")'));
  writeFileSync(join(dist, 'static/app.js.map'), '{"version":3}');
  server = createPortalServer({
    verify: async () => ({}),
    s3: new S3Client({ region: 'us-east-1' }),
    assetsBucket: 'none',
    staticDir: dist,
    spaConfig: {},
    headers: securityHeaders({ connectSources: ['http://127.0.0.1:9229'] }),
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => server.drain());

describe('the local server, like CloudFront', () => {
  it('sends the security headers on pages and API answers alike', async () => {
    for (const path of ['/', '/cart', '/api/no-such-route']) {
      const response = await fetch(`${base}${path}`);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toMatch(/script-src 'self'(;|$)/);
      expect(response.headers.get('strict-transport-security')).toContain('max-age=');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('permissions-policy')).toContain('camera=()');
    }
  });

  it('serves the precompressed file to a browser that accepts it', async () => {
    const response = await fetch(`${base}/static/app.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toBe('console.log("app")');
  });

  it('never serves a source map', async () => {
    expect((await fetch(`${base}/static/app.js.map`)).status).toBe(404);
  });

  it('answers malformed percent-encoding with a 400', async () => {
    expect((await fetch(`${base}/%E0%A4%A`)).status).toBe(400);
    expect((await fetch(`${base}/assets/%E0%A4%A`)).status).toBe(400);
  });
});

describe('the local-only parts of the server', () => {
  const controlCalls: string[] = [];
  const received: { host: string; path: string; authorization?: string }[] = [];
  let local: ReturnType<typeof createPortalServer>;
  let elsewhere: Server;
  let payments: Server;
  let localBase = '';
  let elsewherePort = 0;

  const listen = async (target: Server) => {
    await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
    const address = target.address();
    return typeof address === 'object' && address ? address.port : 0;
  };

  beforeAll(async () => {
    payments = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
    const paymentsPort = await listen(payments);
    // A host the proxy must never reach.
    elsewhere = createServer((request, response) => {
      received.push({
        host: request.headers.host ?? '',
        path: request.url ?? '',
        authorization: request.headers.authorization,
      });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
    elsewherePort = await listen(elsewhere);
    local = createPortalServer({
      verify: async () => ({}),
      s3: new S3Client({ region: 'us-east-1' }),
      assetsBucket: 'none',
      staticDir: dist,
      spaConfig: {},
      paymentsEndpoint: `http://127.0.0.1:${paymentsPort}/`,
      localControl: async (_request, response, url) => {
        controlCalls.push(url.pathname);
        response.writeHead(200).end('{}');
      },
    });
    localBase = `http://127.0.0.1:${await listen(local)}`;
  });
  afterAll(async () => {
    await local.drain();
    elsewhere.close();
    payments.close();
  });

  it('runs a local operator call posted from the portal itself or a tool', async () => {
    const tool = await fetch(`${localBase}/__local/jobs/refresh-moving-lists`, { method: 'POST' });
    const page = await fetch(`${localBase}/__local/jobs/refresh-moving-lists`, {
      method: 'POST',
      headers: { origin: localBase, 'sec-fetch-site': 'same-origin' },
    });
    expect([tool.status, page.status]).toEqual([200, 200]);
    expect(controlCalls).toHaveLength(2);
  });

  it('refuses a local operator call posted by another site or through another host name', async () => {
    controlCalls.length = 0;
    const crossSite = await fetch(`${localBase}/__local/jobs/refresh-moving-lists`, {
      method: 'POST',
      headers: { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    // fetch keeps its own Host header: a DNS-rebound name is sent by hand.
    const rebound = await new Promise<number | undefined>((resolve, reject) => {
      const url = new URL(`${localBase}/__local/feeds/moving/2026-11`);
      request(url, { method: 'POST', headers: { host: `evil.example:${url.port}` } }, (answer) => {
        answer.resume();
        resolve(answer.statusCode);
      })
        .on('error', reject)
        .end();
    });
    expect([crossSite.status, rebound]).toEqual([403, 403]);
    expect(controlCalls).toEqual([]);
  });

  it('never lets a payments path name another host', async () => {
    received.length = 0;
    for (const path of [
      `/local-payments//127.0.0.1:${elsewherePort}/steal`,
      `/local-payments/%2F127.0.0.1:${elsewherePort}/steal`,
    ]) {
      await fetch(`${localBase}${path}`, {
        method: 'POST',
        headers: { authorization: 'Bearer secret' },
        body: 'card=4242',
      });
    }
    expect(received).toEqual([]);
    const doubled = await fetch(`${localBase}/local-payments//127.0.0.1:${elsewherePort}/steal`);
    expect(doubled.status).toBe(400);
  });
});

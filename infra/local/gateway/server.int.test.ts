import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
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

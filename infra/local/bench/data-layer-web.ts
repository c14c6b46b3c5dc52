import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, loadConfigFromFile, type PluginOption } from 'vite';
import { REPO_ROOT } from '../local-config';
import { round } from './lambda-timings';

/**
 * The SPA side of the data-layer bench: its production build as it is (the `api` module a route table with
 * rename maps, frontend/contract-routes.ts) and without the plugin (the contract itself, its zod schemas,
 * as a client decoding with zod would need): the JS of the first paint (the entry and what it preloads),
 * gzip -9, in KB.
 */
const FRONTEND = join(REPO_ROOT, 'frontend');

async function firstPaintKB(withRouteTable: boolean) {
  const loaded = await loadConfigFromFile(
    { command: 'build', mode: 'production' },
    join(FRONTEND, 'vite.config.ts'),
  );
  if (!loaded) throw new Error('frontend/vite.config.ts could not be loaded');
  const plugins = (loaded.config.plugins ?? [])
    .flat(Number.POSITIVE_INFINITY as 1)
    .filter((plugin: PluginOption) => {
      const name = (plugin as { name?: string } | null)?.name;
      // The .br/.gz copies are not read here (the first paint is gzipped below).
      return name !== 'msc-precompress' && (withRouteTable || name !== 'contract-routes-only');
    });
  const outDir = mkdtempSync(join(tmpdir(), 'msc-web-'));
  try {
    await build({
      ...loaded.config,
      configFile: false,
      root: FRONTEND,
      plugins,
      logLevel: 'error',
      build: { ...loaded.config.build, outDir, emptyOutDir: true, sourcemap: false },
    });
    const html = readFileSync(join(outDir, 'index.html'), 'utf8');
    const scripts = [
      ...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
      ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
    ].map((match) => match[1]!);
    const bytes = scripts.reduce(
      (sum, src) => sum + gzipSync(readFileSync(join(outDir, src.replace(/^\//, ''))), { level: 9 }).length,
      0,
    );
    return round(bytes / 1024, 1);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

export async function spaFirstPaint() {
  const routeTableKB = await firstPaintKB(true);
  const contractKB = await firstPaintKB(false);
  return {
    firstPaintJsGzipKB: { routeTable: routeTableKB, contract: contractKB },
    // What the first paint would download and parse more with the contract's schemas (zod decoding).
    contractOverRouteTable: round(contractKB / routeTableKB, 3),
  };
}

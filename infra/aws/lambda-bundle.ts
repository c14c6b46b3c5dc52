import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type BuildOptions, buildSync, type Metafile } from 'esbuild';
import { FUNCTIONS_DIR, LOCK_FILE } from './paths';

/** ESM needs `require` for the CommonJS dependencies esbuild leaves as `require()` calls. */
const ESM_REQUIRE_BANNER =
  "import { createRequire } from 'module'; const require = createRequire(import.meta.url);";

/**
 * How every portal Lambda is bundled, and the bench's floor with it (infra/local/bench/lambda-bundles.ts),
 * so the two are compared like for like.
 *
 * - ESM with code splitting: a dynamic `import()` stays a separate file (chunks/), read only when a request
 *   first needs it. Without splitting esbuild inlines it, and V8 still parses it at every cold start
 *   (a floor handler with exceljs, zod and ElectroDB behind `import()` imported 2.4x slower inlined than split).
 * - The SDK stays in the bundle, by choice. The nodejs22.x runtime ships an SDK v3, but one
 *   older than the 3.1162-3.1169 pinned in STACK.md and updated by AWS without a deploy of ours, so the
 *   code would run against versions it was never tested with.
 * - Source maps without the sources in them: the Lambdas run with --enable-source-maps, and Node reads and
 *   parses the map of every module it loads; the mappings alone map a stack trace (the agency bundle's map
 *   went from 2.1 MB to 0.7 MB, its cold import with maps from 3.6x to 2.7x the floor's without).
 * - `jsonschema` is replaced by a stand-in (./jsonschema-stand-in.ts): ElectroDB checks each entity's model
 *   against its JSON schema when the entity is made, 60% of the cost of making one. Our models are static;
 *   the tests, which run unbundled, check every one with the real validator (data/entities.test.ts).
 */
export const LAMBDA_ESBUILD_OPTIONS = {
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'esm',
  splitting: true,
  minify: true,
  sourcemap: true,
  sourcesContent: false,
  mainFields: ['module', 'main'],
  banner: { js: ESM_REQUIRE_BANNER },
  outExtension: { '.js': '.mjs' },
  entryNames: 'index',
  chunkNames: 'chunks/[name]-[hash]',
  alias: { jsonschema: join(import.meta.dirname, 'jsonschema-stand-in.ts') },
  logLevel: 'warning',
} as const satisfies BuildOptions;

export interface LambdaBundleOptions {
  /** Packages with native code, installed for linux-arm64 beside the bundle instead of bundled. */
  nodeModules?: readonly string[];
}

/**
 * Bundles `entry` (exports `handler`) into `outDir`: `index.mjs`, its chunks and source maps, plus the
 * native packages asked for. Returns esbuild's metafile (what each output holds and imports).
 */
export function bundleLambda(entry: string, outDir: string, options: LambdaBundleOptions = {}): Metafile {
  const { metafile } = buildSync({
    ...LAMBDA_ESBUILD_OPTIONS,
    entryPoints: [entry],
    outdir: outDir,
    external: [...(options.nodeModules ?? [])],
    metafile: true,
  });
  if (options.nodeModules?.length) installNativeModules(outDir, options.nodeModules);
  return metafile;
}

/** As aws-lambda-nodejs does it: the pinned versions, from the lock file, built for the Lambda's platform. */
function installNativeModules(outDir: string, names: readonly string[]) {
  const { dependencies } = JSON.parse(readFileSync(join(FUNCTIONS_DIR, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  mkdirSync(outDir, { recursive: true });
  writeFileSync(
    join(outDir, 'package.json'),
    JSON.stringify({ dependencies: Object.fromEntries(names.map((name) => [name, dependencies[name]])) }),
  );
  copyFileSync(LOCK_FILE, join(outDir, 'package-lock.json'));
  execFileSync('npm', ['ci', '--loglevel', 'warn'], {
    cwd: outDir,
    stdio: ['ignore', 'inherit', 'inherit'],
    // npm picks the prebuilt binaries of the Lambda's platform, not the deploying machine's.
    env: { ...process.env, npm_config_os: 'linux', npm_config_cpu: 'arm64', npm_config_libc: 'glibc' },
  });
}

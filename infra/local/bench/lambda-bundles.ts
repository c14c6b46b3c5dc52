import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Metafile } from 'esbuild';
import { bundleLambda } from '../../aws/lambda-bundle';
import { BUNDLE_REPORT_CONTEXT } from '../../aws/portal-function';
import { REPO_ROOT } from '../local-config';

/**
 * Every Lambda's cold import within 2x the floor's, measured in the same run: a bare handler doing one
 * GetItem with the DynamoDB document client (floor-handler.ts), bundled with the portal's own options.
 */
export const LAMBDA_BUDGET = {
  coldImportOverFloor: 2,
  /**
   * The measure proposed where the first cannot hold: the platform floor alone (router, logs, zod, ElectroDB,
   * the identity store) is above 2x the floor, so a function is judged by what it adds to it.
   */
  coldImportOverPlatformFloor: 1.25,
};

const IMPORT_ROUNDS = Number(process.env.BENCH_IMPORT_ROUNDS ?? 5);
const TOP_MODULES = 10;

export interface ModuleWeight {
  module: string;
  kb: number;
}

export interface ImportTiming {
  /** Median over the rounds of the CPU time over the platform floor's (platform-floor-handler.ts). */
  overPlatformFloor?: number;
  /** Median wall time of the import, ms. */
  ms: number;
  /** Median CPU time (user + system) of the import, ms: what a 1024 MB Lambda (0.58 vCPU) waits for. */
  cpuMs: number;
  /** Median over the rounds of the CPU time over the floor's in the same round. */
  overFloor: number;
  /** The same for wall time. */
  wallOverFloor: number;
}

export interface LambdaBundle {
  /** The function's description, e.g. `Portal API: agency`, `Workflow upload-validate-summary: CheckFile`. */
  name: string;
  /** index.mjs and the chunks it imports: what a cold start reads and parses. */
  bytesAtImport: number;
  /** Every .mjs deployed, the chunks loaded on first use included. */
  bytesDeployed: number;
  coldImport: ImportTiming;
  /** As deployed: NODE_OPTIONS=--enable-source-maps (Node then parses each loaded module's map). */
  coldImportWithSourceMaps: ImportTiming;
  withinBudget: boolean;
  withinPlatformBudget: boolean;
  /** The heaviest modules loaded at import (packages by name, our code by folder). */
  topModules: ModuleWeight[];
  /** The heaviest packages loaded only by the requests that need them. */
  onFirstUse: ModuleWeight[];
}

export interface FirstAnswer {
  /** The function's description, and the request it answered first. */
  name: string;
  request: string;
  /** Median wall time from the start of the import to the answer, ms. */
  ms: number;
  cpuMs: number;
  /** Median over the rounds of the CPU time over the floor's (its import and one GetItem). */
  overFloor: number;
}

export interface LambdaBundleReport {
  budget: typeof LAMBDA_BUDGET;
  rounds: number;
  floor: { bytesAtImport: number; ms: number; cpuMs: number; withSourceMaps: { ms: number; cpuMs: number } };
  /** A route through `implement` that reads the caller's identity and nothing else: what every route loads. */
  platformFloor: ImportTiming & { bytesAtImport: number; topModules: ModuleWeight[] };
  functions: LambdaBundle[];
  /**
   * Import and first request together, against the local cloud: what loading on first use moved out of
   * the import is paid here. No budget: the figure says whether the import's gain is real.
   */
  firstAnswers?: { floor: { ms: number; cpuMs: number }; functions: FirstAnswer[] };
}

/** What a first request needs: the Lambdas' environment, and one request per function to answer. */
export interface FirstAnswerSetup {
  /** Added to the Lambda processes' environment (the local cloud's endpoints and table). */
  env: Record<string, string>;
  /** The floor's event: the table and the key of its one GetItem. */
  floorEvent: unknown;
  /** By function description: the API Gateway event of the request and a label for it. */
  requests: Record<string, { label: string; event: unknown }>;
}

/** The Lambda runtime provides the invoke store before any handler module loads; so does this probe. */
const RUNTIME_PREAMBLE = `globalThis.awslambda = {}; const { InvokeStore } = await import(${JSON.stringify(
  pathToFileURL(join(REPO_ROOT, 'node_modules/@aws/lambda-invoke-store/dist-es/invoke-store.js')).href,
)}); await InvokeStore.getInstanceAsync();`;

/** One cold import of `file` in a fresh Node process: wall and CPU ms. */
function importOnce(file: string, sourceMaps: boolean): { ms: number; cpuMs: number } {
  const script = `${RUNTIME_PREAMBLE}
    const cpu = process.cpuUsage(); const started = performance.now();
    await import(${JSON.stringify(pathToFileURL(file).href)});
    const ms = performance.now() - started; const { user, system } = process.cpuUsage(cpu);
    process.stdout.write(JSON.stringify({ ms, cpuMs: (user + system) / 1000 }));`;
  const result = spawnSync(
    process.execPath,
    [...(sourceMaps ? ['--enable-source-maps'] : []), '--input-type=module', '-e', script],
    {
      env: {
        ...process.env,
        APP_ENV: 'local',
        AWS_REGION: 'us-east-1',
        AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      },
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) throw new Error(`importing ${file} failed: ${result.stderr.slice(-2000)}`);
  return JSON.parse(result.stdout) as { ms: number; cpuMs: number };
}

/** What the Lambda runtime passes a handler, as far as the portal's middlewares read it. */
const LAMBDA_CONTEXT = `{ functionName: 'bench', functionVersion: '$LATEST', memoryLimitInMB: '1024',
  invokedFunctionArn: 'arn:aws:lambda:us-east-1:000000000000:function:bench', awsRequestId: crypto.randomUUID(),
  logGroupName: 'bench', logStreamName: 'bench', callbackWaitsForEmptyEventLoop: true,
  getRemainingTimeInMillis: () => 29000, done() {}, fail() {}, succeed() {} }`;
const RESULT_MARK = '@@first-answer@@';

/** A cold import and one invocation in a fresh Node process: wall and CPU ms from the start of the import. */
function firstAnswerOnce(file: string, event: unknown, env: Record<string, string>) {
  const script = `${RUNTIME_PREAMBLE}
    const cpu = process.cpuUsage(); const started = performance.now();
    const { handler } = await import(${JSON.stringify(pathToFileURL(file).href)});
    const answer = await handler(JSON.parse(process.env.BENCH_EVENT), ${LAMBDA_CONTEXT});
    const ms = performance.now() - started; const { user, system } = process.cpuUsage(cpu);
    if (answer && answer.statusCode !== undefined && answer.statusCode !== 200)
      throw new Error('answered ' + answer.statusCode + ': ' + answer.body);
    process.stdout.write('${RESULT_MARK}' + JSON.stringify({ ms, cpuMs: (user + system) / 1000 }));
    process.exit(0);`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    env: {
      ...process.env,
      AWS_REGION: 'us-east-1',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      ...env,
      BENCH_EVENT: JSON.stringify(event),
    },
    encoding: 'utf8',
  });
  const output = result.stdout.split(RESULT_MARK)[1];
  if (result.status !== 0 || !output) {
    throw new Error(`first request of ${file} failed: ${(result.stderr || result.stdout).slice(-2000)}`);
  }
  return JSON.parse(output) as { ms: number; cpuMs: number };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const round = (value: number, digits = 0) => Number(value.toFixed(digits));

/**
 * Each round imports the floor, then every function: ratios are taken within a round, so a machine that
 * other work slows down slows both sides (the medians over rounds are what is reported).
 */
function measureImports(floorFile: string, platformFloorFile: string, files: string[], sourceMaps: boolean) {
  type Run = {
    ms: number;
    cpuMs: number;
    overFloor: number;
    wallOverFloor: number;
    overPlatformFloor: number;
  };
  const floor: { ms: number; cpuMs: number }[] = [];
  const platform: Run[] = [];
  const runs = files.map(() => [] as Run[]);
  for (let r = 0; r < IMPORT_ROUNDS; r++) {
    const base = importOnce(floorFile, sourceMaps);
    const least = importOnce(platformFloorFile, sourceMaps);
    const measured = (run: { ms: number; cpuMs: number }): Run => ({
      ...run,
      overFloor: run.cpuMs / base.cpuMs,
      wallOverFloor: run.ms / base.ms,
      overPlatformFloor: run.cpuMs / least.cpuMs,
    });
    floor.push(base);
    platform.push(measured(least));
    files.forEach((file, index) => {
      runs[index]!.push(measured(importOnce(file, sourceMaps)));
    });
  }
  const timing = (values: Run[]): ImportTiming => ({
    ms: round(median(values.map((v) => v.ms))),
    cpuMs: round(median(values.map((v) => v.cpuMs))),
    overFloor: round(median(values.map((v) => v.overFloor)), 2),
    wallOverFloor: round(median(values.map((v) => v.wallOverFloor)), 2),
    overPlatformFloor: round(median(values.map((v) => v.overPlatformFloor)), 2),
  });
  return {
    floor: { ms: round(median(floor.map((f) => f.ms))), cpuMs: round(median(floor.map((f) => f.cpuMs))) },
    platformFloor: timing(platform),
    functions: runs.map(timing),
  };
}

/** Each round: the floor's import and GetItem, then each function's import and first request. */
function measureFirstAnswers(
  floorFile: string,
  functions: { name: string; file: string }[],
  setup: FirstAnswerSetup,
) {
  const probes = functions.filter((fn) => setup.requests[fn.name]);
  const floor: { ms: number; cpuMs: number }[] = [];
  const runs = probes.map(() => [] as { ms: number; cpuMs: number; overFloor: number }[]);
  for (let r = 0; r < IMPORT_ROUNDS; r++) {
    const base = firstAnswerOnce(floorFile, setup.floorEvent, setup.env);
    floor.push(base);
    probes.forEach((fn, index) => {
      const run = firstAnswerOnce(fn.file, setup.requests[fn.name]!.event, setup.env);
      runs[index]!.push({ ...run, overFloor: run.cpuMs / base.cpuMs });
    });
  }
  return {
    floor: { ms: round(median(floor.map((f) => f.ms))), cpuMs: round(median(floor.map((f) => f.cpuMs))) },
    functions: probes.map((fn, index) => ({
      name: fn.name,
      request: setup.requests[fn.name]!.label,
      ms: round(median(runs[index]!.map((v) => v.ms))),
      cpuMs: round(median(runs[index]!.map((v) => v.cpuMs))),
      overFloor: round(median(runs[index]!.map((v) => v.overFloor)), 2),
    })),
  };
}

/** A package by its name; our code by workspace folder (`functions/src/orders`, `shared/src/model`). */
function moduleOf(input: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input);
  if (pkg) return pkg[1]!;
  return /^((?:functions|shared|infra)\/src\/[^/]+|[^/]+)/.exec(input)?.[1] ?? input;
}

/** The outputs `index.mjs` loads at import (it and its static imports, transitively). */
function outputsAtImport(metafile: Metafile): Set<string> {
  const entry = Object.keys(metafile.outputs).find((output) => /(^|\/)index\.mjs$/.test(output));
  if (!entry) throw new Error('the bundle has no index.mjs');
  const seen = new Set<string>();
  const pending = [entry];
  while (pending.length > 0) {
    const output = pending.pop()!;
    if (seen.has(output)) continue;
    seen.add(output);
    for (const imported of metafile.outputs[output]?.imports ?? []) {
      if (imported.kind === 'import-statement' && metafile.outputs[imported.path])
        pending.push(imported.path);
    }
  }
  return seen;
}

function weights(metafile: Metafile, outputs: Iterable<string>): Map<string, number> {
  const byModule = new Map<string, number>();
  for (const output of outputs) {
    for (const [input, { bytesInOutput }] of Object.entries(metafile.outputs[output]?.inputs ?? {})) {
      byModule.set(moduleOf(input), (byModule.get(moduleOf(input)) ?? 0) + bytesInOutput);
    }
  }
  return byModule;
}

const heaviest = (byModule: Map<string, number>, count: number): ModuleWeight[] =>
  [...byModule]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([module, bytes]) => ({ module, kb: round(bytes / 1024) }));

/** What the metafile says a bundle loads at import and leaves for first use. */
export function bundleAnalysis(metafile: Metafile) {
  const atImport = outputsAtImport(metafile);
  const js = Object.keys(metafile.outputs).filter((output) => output.endsWith('.mjs'));
  const later = js.filter((output) => !atImport.has(output));
  const importWeights = weights(metafile, atImport);
  const laterWeights = weights(metafile, later);
  for (const module of importWeights.keys()) laterWeights.delete(module);
  return {
    bytesAtImport: [...atImport].reduce((sum, output) => sum + metafile.outputs[output]!.bytes, 0),
    bytesDeployed: js.reduce((sum, output) => sum + metafile.outputs[output]!.bytes, 0),
    topModules: heaviest(importWeights, TOP_MODULES),
    onFirstUse: heaviest(laterWeights, 5),
  };
}

/** Builds a floor with the portal's bundler; the run is void without it, so any failure stops the bench. */
function buildFloor(handler: string, outDir: string, what: string) {
  try {
    const metafile = bundleLambda(join(import.meta.dirname, handler), outDir);
    const file = join(outDir, 'index.mjs');
    importOnce(file, false);
    return { file, ...bundleAnalysis(metafile) };
  } catch (error) {
    throw new Error(
      `The ${what} could not be built or imported, so no ratio can be measured: ${(error as Error).message}`,
    );
  }
}

interface CfnResource {
  Type: string;
  Properties?: { Description?: string };
  Metadata?: Record<string, string>;
}

/**
 * Synthesizes the stack (every Lambda bundled by infra/aws/lambda-bundle.ts, as `cdk deploy` would), builds
 * the floor with the same bundler, and measures each function: what it loads at import, its cold import
 * against the floor's, and the heaviest modules it loads then and later.
 */
export function measureLambdaBundles(firstAnswer?: FirstAnswerSetup): LambdaBundleReport {
  const out = mkdtempSync(join(tmpdir(), 'msc-synth-'));
  try {
    const floor = buildFloor('floor-handler.ts', join(out, 'floor'), 'floor (a bare GetItem handler)');
    const platformFloor = buildFloor(
      'platform-floor-handler.ts',
      join(out, 'platform-floor'),
      'platform floor (a route reading only the caller)',
    );
    const reports = join(out, 'bundle-reports');
    execFileSync(
      'npx',
      [
        'cdk',
        'synth',
        '--quiet',
        '--output',
        join(out, 'cdk.out'),
        '-c',
        `${BUNDLE_REPORT_CONTEXT}=${reports}`,
      ],
      // Not this process's Lambda emulation: with AWS_LAMBDA_MAX_CONCURRENCY set, Powertools (imported by
      // the app through the functions' metric names) asks for an invoke store that synth never has.
      { cwd: REPO_ROOT, stdio: 'pipe', env: withoutLambdaEmulation(process.env) },
    );
    const metafiles = new Map(
      readdirSync(reports).map((file) => {
        const { description, metafile } = JSON.parse(readFileSync(join(reports, file), 'utf8')) as {
          description: string;
          metafile: Metafile;
        };
        return [description, metafile];
      }),
    );
    const manifest = JSON.parse(readFileSync(join(out, 'cdk.out/manifest.json'), 'utf8')) as {
      artifacts: Record<string, { type: string; properties?: { templateFile?: string } }>;
    };
    const functions: { name: string; file: string; metafile: Metafile }[] = [];
    for (const artifact of Object.values(manifest.artifacts)) {
      const templateFile = artifact.properties?.templateFile;
      if (artifact.type !== 'aws:cloudformation:stack' || !templateFile) continue;
      const template = JSON.parse(readFileSync(join(out, 'cdk.out', templateFile), 'utf8')) as {
        Resources: Record<string, CfnResource>;
      };
      for (const resource of Object.values(template.Resources)) {
        const name = resource.Properties?.Description ?? '';
        const metafile = metafiles.get(name);
        if (resource.Type !== 'AWS::Lambda::Function' || !metafile) continue;
        const file = join(out, 'cdk.out', resource.Metadata?.['aws:asset:path'] ?? '', 'index.mjs');
        statSync(file);
        functions.push({ name, file, metafile });
      }
    }
    if (functions.length === 0) throw new Error('cdk synth produced no portal Lambda to measure');
    functions.sort((a, b) => a.name.localeCompare(b.name));
    const files = functions.map((fn) => fn.file);
    const plain = measureImports(floor.file, platformFloor.file, files, false);
    const withMaps = measureImports(floor.file, platformFloor.file, files, true);
    const firstAnswers = firstAnswer && measureFirstAnswers(floor.file, functions, firstAnswer);
    return {
      ...(firstAnswers ? { firstAnswers } : {}),
      budget: LAMBDA_BUDGET,
      rounds: IMPORT_ROUNDS,
      floor: { bytesAtImport: floor.bytesAtImport, ...plain.floor, withSourceMaps: withMaps.floor },
      platformFloor: {
        bytesAtImport: platformFloor.bytesAtImport,
        topModules: platformFloor.topModules,
        ...plain.platformFloor,
      },
      functions: functions.map((fn, index) => {
        const coldImport = plain.functions[index]!;
        return {
          name: fn.name,
          ...bundleAnalysis(fn.metafile),
          coldImport,
          coldImportWithSourceMaps: withMaps.functions[index]!,
          withinBudget: coldImport.overFloor <= LAMBDA_BUDGET.coldImportOverFloor,
          withinPlatformBudget:
            (coldImport.overPlatformFloor ?? Number.POSITIVE_INFINITY) <=
            LAMBDA_BUDGET.coldImportOverPlatformFloor,
        };
      }),
    };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

/** The table the bench prints: one line per function, its top modules under it. */
export function printLambdaBundles(report: LambdaBundleReport): void {
  const { floor } = report;
  console.log(
    `\nLambda cold imports (cdk synth output, median of ${report.rounds}, each round beside a fresh floor)` +
      `\nfloor: bare GetItem handler, ${kb(floor.bytesAtImport)} at import, ${floor.ms} ms (${floor.cpuMs} ms CPU);` +
      ` with --enable-source-maps ${floor.withSourceMaps.ms} ms (${floor.withSourceMaps.cpuMs} ms CPU)` +
      `\nplatform floor: a route reading only the caller, ${kb(report.platformFloor.bytesAtImport)} at import, ${report.platformFloor.ms} ms (${report.platformFloor.cpuMs} ms CPU) = ${report.platformFloor.overFloor}x the floor` +
      `\n    at import: ${report.platformFloor.topModules.map((m) => `${m.module} ${m.kb}`).join(', ')}` +
      `\nbudget: ${report.budget.coldImportOverFloor}x the floor; proposed: ${report.budget.coldImportOverPlatformFloor}x the platform floor (CPU time, same round)\n`,
  );
  console.log(
    `${'function'.padEnd(46)} ${'at import'.padStart(9)} ${'deployed'.padStart(9)} ${'import'.padStart(7)} ${'CPU'.padStart(7)} ${'x floor'.padStart(7)} ${'(wall)'.padStart(6)} ${'w/ maps'.padStart(7)} ${'x platf.'.padStart(8)}`,
  );
  for (const fn of report.functions) {
    const { coldImport: c, coldImportWithSourceMaps: m } = fn;
    console.log(
      `${fn.name.padEnd(46)} ${kb(fn.bytesAtImport).padStart(9)} ${kb(fn.bytesDeployed).padStart(9)} ${`${c.ms} ms`.padStart(7)} ${`${c.cpuMs} ms`.padStart(7)} ${`${c.overFloor}x`.padStart(7)} ${`${c.wallOverFloor}x`.padStart(6)} ${`${m.overFloor}x`.padStart(7)} ${`${c.overPlatformFloor}x`.padStart(8)}${fn.withinBudget ? '' : '  over budget'}${fn.withinPlatformBudget ? '' : ' (and the platform one)'}`,
    );
    console.log(`    at import: ${fn.topModules.map((m) => `${m.module} ${m.kb}`).join(', ')}`);
    if (fn.onFirstUse.length > 0) {
      console.log(`    on first use: ${fn.onFirstUse.map((m) => `${m.module} ${m.kb}`).join(', ')}`);
    }
  }
  if (report.firstAnswers) {
    const { floor: base, functions } = report.firstAnswers;
    console.log(
      `\nimport + first request (local DynamoDB), against the floor's import + GetItem: ${base.ms} ms (${base.cpuMs} ms CPU)`,
    );
    for (const fn of functions) {
      console.log(
        `${`${fn.name} ${fn.request}`.padEnd(66)} ${`${fn.ms} ms`.padStart(7)} ${`${fn.cpuMs} ms`.padStart(7)} ${`${fn.overFloor}x`.padStart(7)}`,
      );
    }
  }
}

function withoutLambdaEmulation(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { AWS_LAMBDA_MAX_CONCURRENCY: _emulated, ...rest } = env;
  return rest;
}

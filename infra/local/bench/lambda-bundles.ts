import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Metafile } from 'esbuild';
import { bundleLambda } from '../../aws/lambda-bundle';
import { BUNDLE_REPORT_CONTEXT } from '../../aws/portal-function';
import { REPO_ROOT } from '../local-config';
import { bundleAnalysis } from './bundle-analysis';
import {
  IMPORT_ROUNDS,
  importOnce,
  measureFirstAnswers,
  measureImports,
  withoutLambdaEmulation,
} from './lambda-timings';

/**
 * Every Lambda's cold import within 2x the floor's, measured in the same run: a bare handler doing one
 * GetItem with the DynamoDB document client (floor-handler.ts), bundled with the portal's own options.
 */
export const LAMBDA_BUDGET = {
  coldImportOverFloor: 2,
  /**
   * The measure proposed where the first cannot hold: the platform floor alone (router, logs, zod, ElectroDB,
   * the identity store) is above 2x the floor, so a function is judged by what it adds to it, in bytes at
   * import: the import's CPU time follows them, but moves by 0.3x between runs of the same build, and bytes
   * do not, so `npm test` holds it too (infra/test/lambda-weight.test.ts). 1.3 since checkout places orders
   * that count in the order figures and preflights proofs with response codes and IMbs (~10 KB of the
   * portal's own code, 1.26x); the heavy libraries of those (bwip-js, jsQR, qrcode) load on first use.
   */
  coldImportOverPlatformFloor: 1.3,
};

/** A function's bytes at import over the platform floor's, to the hundredth. */
export const overPlatformFloorBytes = (bytesAtImport: number, platformFloorBytes: number) =>
  Math.round((bytesAtImport / platformFloorBytes) * 100) / 100;

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
  /** Bytes at import over the platform floor's: the proposed budget's measure. */
  bytesOverPlatformFloor: number;
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
        const weight = bundleAnalysis(fn.metafile);
        const bytesOverPlatformFloor = overPlatformFloorBytes(
          weight.bytesAtImport,
          platformFloor.bytesAtImport,
        );
        return {
          name: fn.name,
          ...weight,
          coldImport,
          coldImportWithSourceMaps: withMaps.functions[index]!,
          withinBudget: coldImport.overFloor <= LAMBDA_BUDGET.coldImportOverFloor,
          bytesOverPlatformFloor,
          withinPlatformBudget: bytesOverPlatformFloor <= LAMBDA_BUDGET.coldImportOverPlatformFloor,
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
      `\nbudget: ${report.budget.coldImportOverFloor}x the floor (CPU time, same round); proposed: ${report.budget.coldImportOverPlatformFloor}x the platform floor's bytes at import\n`,
  );
  console.log(
    `${'function'.padEnd(46)} ${'at import'.padStart(9)} ${'deployed'.padStart(9)} ${'import'.padStart(7)} ${'CPU'.padStart(7)} ${'x floor'.padStart(7)} ${'(wall)'.padStart(6)} ${'w/ maps'.padStart(7)} ${'x platf.'.padStart(8)} ${'bytes x platf.'.padStart(14)}`,
  );
  for (const fn of report.functions) {
    const { coldImport: c, coldImportWithSourceMaps: m } = fn;
    console.log(
      `${fn.name.padEnd(46)} ${kb(fn.bytesAtImport).padStart(9)} ${kb(fn.bytesDeployed).padStart(9)} ${`${c.ms} ms`.padStart(7)} ${`${c.cpuMs} ms`.padStart(7)} ${`${c.overFloor}x`.padStart(7)} ${`${c.wallOverFloor}x`.padStart(6)} ${`${m.overFloor}x`.padStart(7)} ${`${c.overPlatformFloor}x`.padStart(8)} ${`${fn.bytesOverPlatformFloor}x`.padStart(14)}${fn.withinBudget ? '' : '  over budget'}${fn.withinPlatformBudget ? '' : ' (and the platform one)'}`,
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

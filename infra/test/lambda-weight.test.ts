import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { LAMBDA_ESBUILD_OPTIONS } from '../aws/lambda-bundle';
import { PortalFunction } from '../aws/portal-function';
import { bundleAnalysis } from '../local/bench/bundle-analysis';
import { LAMBDA_BUDGET, overPlatformFloorBytes } from '../local/bench/lambda-bundles';
import { FIXTURE_SPA_BUILD, synthPortal } from './helpers';

/**
 * What each Lambda the stack deploys reads and parses at a cold start, in bytes, against the platform floor
 * (a route that reads only the caller: infra/local/bench/platform-floor-handler.ts), as the bench reports
 * it. The bench's timings follow the bytes, and unlike the timings the bytes do not move between runs: a
 * package that slips into every cold start (a static import of a library one route uses) fails here.
 */

const PLATFORM_FLOOR_ENTRY = join(import.meta.dirname, '../local/bench/platform-floor-handler.ts');

let functions: PortalFunction[];
let floor: ReturnType<typeof bundleAnalysis>;
/** By function description. */
const weights = new Map<string, ReturnType<typeof bundleAnalysis>>();

/**
 * One Lambda bundled as CDK bundles it, in memory. Each is its own build: built together, entries share
 * chunks whose names and glue make each one a few percent heavier than its own bundle.
 */
async function weigh(entry: string, nodeModules: readonly string[] = []) {
  const { metafile } = await build({
    ...LAMBDA_ESBUILD_OPTIONS,
    entryPoints: [entry],
    outdir: join(tmpdir(), 'msc-lambda-weight'),
    write: false,
    // The maps are files beside the code, read only with --enable-source-maps: not in the bytes at import.
    sourcemap: false,
    external: [...nodeModules],
    metafile: true,
  });
  return bundleAnalysis(metafile);
}

beforeAll(async () => {
  const { stack } = synthPortal({}, { webDistDir: FIXTURE_SPA_BUILD });
  functions = stack.node.findAll().filter((node): node is PortalFunction => node instanceof PortalFunction);
  // esbuild runs the builds side by side.
  const [platformFloor, ...each] = await Promise.all([
    weigh(PLATFORM_FLOOR_ENTRY),
    ...functions.map((fn) => weigh(fn.entry, fn.nodeModules)),
  ]);
  floor = platformFloor!;
  for (const [index, fn] of functions.entries()) weights.set(fn.label, each[index]!);
  // About 50 esbuild builds side by side: well under a minute alone, over three on a 2-core machine busy
  // with the journeys or a bench beside it (seen twice). The figures are bytes, not times: a slow run only waits.
}, 600_000);

describe('Lambda weight at import', () => {
  it('weighs every Lambda the stack deploys: the API capabilities, the scheduled jobs, the workflow tasks', () => {
    expect([...weights.keys()]).toEqual(
      expect.arrayContaining([
        'Portal API: agency',
        'Portal API: admin',
        'Scheduled job refresh-moving-lists',
        'Workflow upload-validate-summary: CheckFile',
        'Workflow express-order: RenderProof',
      ]),
    );
    expect(weights.size).toBeGreaterThanOrEqual(35);
  });

  it(`keeps every Lambda within ${LAMBDA_BUDGET.coldImportOverPlatformFloor}x the platform floor's bytes at import`, () => {
    const over = [...weights]
      .map(([name, { bytesAtImport }]) => ({
        name,
        overPlatformFloor: overPlatformFloorBytes(bytesAtImport, floor.bytesAtImport),
      }))
      .filter(({ overPlatformFloor }) => overPlatformFloor > LAMBDA_BUDGET.coldImportOverPlatformFloor);
    expect(over).toEqual([]);
  });

  it('leaves a package loaded with `import()` out of the bytes at import', () => {
    // The uploads Lambda reads spreadsheets with exceljs and xlsx, loaded with the first spreadsheet.
    const uploads = weights.get('Portal API: uploads')!;
    const atImport = uploads.topModules.map(({ module }) => module);
    const later = uploads.onFirstUse.map(({ module }) => module);
    expect(later).toEqual(expect.arrayContaining(['exceljs', '@e965/xlsx']));
    expect(atImport).not.toContain('exceljs');
    expect(uploads.bytesDeployed).toBeGreaterThan(uploads.bytesAtImport * 2);
  });
});

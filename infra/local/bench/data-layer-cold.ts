import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ENTITIES } from '@msc/functions/platform/db';
import { buildSync } from 'esbuild';
import { bundleLambda, LAMBDA_ESBUILD_OPTIONS } from '../../aws/lambda-bundle';
import { bundleAnalysis, outputsAtImport } from './bundle-analysis';
import { importOnce, median, round } from './lambda-timings';

/**
 * Cold-start side of the data-layer bench: the lazy entities (data/lazy-entity.ts) and the JSON-schema
 * stand-in (infra/aws/jsonschema-stand-in.ts) against their plain alternatives. One entry
 * (data-layer-floor.ts: the platform floor plus every entity) bundled twice with the Lambdas' options, with
 * the stand-in and with the real `jsonschema`; each round imports every bundle × {no entity made, the
 * identity entities made, every entity made} in a fresh Node process. Ratios are to the import that a
 * first request of today's Lambdas pays (stand-in, identity entities made), taken in the same round.
 */
const ROUNDS = Number(process.env.BENCH_IMPORT_ROUNDS ?? 7);
const MAKE = ['none', 'identity', 'all'] as const;
type Make = (typeof MAKE)[number];

function bundle(outDir: string, standIn: boolean) {
  const entry = join(import.meta.dirname, 'data-layer-floor.ts');
  if (standIn) return { file: join(outDir, 'index.mjs'), ...bundleAnalysis(bundleLambda(entry, outDir)) };
  const { alias: _standIn, ...options } = LAMBDA_ESBUILD_OPTIONS;
  const { metafile } = buildSync({ ...options, entryPoints: [entry], outdir: outDir, metafile: true });
  return { file: join(outDir, 'index.mjs'), ...bundleAnalysis(metafile) };
}

const FUNCTIONS_SRC = join(import.meta.dirname, '../../../functions/src');

/**
 * How many entities each portal handler loads at import (bundled with the Lambdas' options): with eager
 * construction a cold start would make all of them; lazily, its first request makes those of the stores it
 * reads, the identity six at least. So (count − 6) bounds what the lazy entities save a Lambda.
 */
function entitiesAtImport(out: string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const capability of readdirSync(FUNCTIONS_SRC).sort()) {
    const entry = join(FUNCTIONS_SRC, capability, 'handler.ts');
    if (!existsSync(entry)) continue; // not a capability with a portal handler
    const metafile = bundleLambda(entry, join(out, 'handlers', capability));
    let entities = 0;
    for (const output of outputsAtImport(metafile)) {
      for (const input of Object.keys(metafile.outputs[output]?.inputs ?? {})) {
        if (!input.includes('functions/src/data/entities/')) continue;
        entities +=
          readFileSync(input.startsWith('/') ? input : join(process.cwd(), input), 'utf8').split(
            'lazyEntity(',
          ).length - 1;
      }
    }
    counts[capability] = entities;
  }
  return counts;
}

function importMaking(file: string, make: Make) {
  const before = process.env.BENCH_MAKE_ENTITIES;
  process.env.BENCH_MAKE_ENTITIES = make;
  try {
    return importOnce(file, false);
  } finally {
    if (before === undefined) delete process.env.BENCH_MAKE_ENTITIES;
    else process.env.BENCH_MAKE_ENTITIES = before;
  }
}

export function dataLayerColdStart() {
  const out = mkdtempSync(join(tmpdir(), 'msc-data-layer-'));
  try {
    const bundles = {
      standIn: bundle(join(out, 'stand-in'), true),
      jsonschema: bundle(join(out, 'real'), false),
    };
    type Key = `${keyof typeof bundles}:${Make}`;
    const runs = new Map<Key, { cpuMs: number; ms: number; overBase: number }[]>();
    for (let r = 0; r < ROUNDS; r++) {
      const round: Partial<Record<Key, { cpuMs: number; ms: number }>> = {};
      // The order alternates by round: a machine that speeds up or slows down weighs on no one variant.
      const keys = (Object.keys(bundles) as (keyof typeof bundles)[]).flatMap((b) =>
        MAKE.map((make) => `${b}:${make}` as Key),
      );
      for (const key of r % 2 ? keys.reverse() : keys) {
        const [b, make] = key.split(':') as [keyof typeof bundles, Make];
        round[key] = importMaking(bundles[b].file, make);
      }
      const base = round['standIn:identity']!;
      for (const [key, run] of Object.entries(round) as [Key, { cpuMs: number; ms: number }][]) {
        runs.set(key, [...(runs.get(key) ?? []), { ...run, overBase: run.cpuMs / base.cpuMs }]);
      }
    }
    const timing = (key: Key) => {
      const values = runs.get(key)!;
      return {
        cpuMs: round(median(values.map((v) => v.cpuMs)), 1),
        ms: round(median(values.map((v) => v.ms)), 1),
        overBaseline: round(median(values.map((v) => v.overBase)), 3),
      };
    };
    const imports = Object.fromEntries([...runs.keys()].map((key) => [key, timing(key)]));
    const at = (key: Key) => imports[key]!.overBaseline;
    const entityCount = Object.keys(ENTITIES).length;
    const perEntity = (at('standIn:all') - at('standIn:identity')) / (entityCount - 6);
    const perLambda = entitiesAtImport(out);
    const most = Math.max(...Object.values(perLambda));
    return {
      rounds: ROUNDS,
      baseline:
        'standIn:identity — the platform floor bundle as deployed, with the identity entities its first request makes',
      entities: entityCount,
      bytesAtImport: {
        standIn: bundles.standIn.bytesAtImport,
        jsonschema: bundles.jsonschema.bytesAtImport,
        jsonschemaOverStandIn: round(bundles.jsonschema.bytesAtImport / bundles.standIn.bytesAtImport, 3),
      },
      imports,
      entitiesAtImportByHandler: perLambda,
      /** Shares of the baseline cold start's CPU (import + the first request's entities). */
      shares: {
        // Eager: every entity made at import; lazy: only those the first request uses (the identity six).
        lazyEntitiesSaveAllEntities: round(at('standIn:all') - at('standIn:identity'), 3),
        lazyEntitiesSavePerEntity: round(perEntity, 4),
        // The portal Lambda that loads the most entities at import: at most this share saved.
        lazyEntitiesSaveMostLoadedLambda: round(Math.max(0, most - 6) * perEntity, 3),
        // The real validator at load and on each entity made, for the identity entities and for all.
        standInSavesIdentity: round(at('jsonschema:identity') - at('standIn:identity'), 3),
        standInSavesAll: round(at('jsonschema:all') - at('standIn:all'), 3),
        standInSavesAtImportOnly: round(at('jsonschema:none') - at('standIn:none'), 3),
      },
    };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

import type { Metafile } from 'esbuild';
import type { ModuleWeight } from './lambda-bundles';
import { round } from './lambda-timings';

/** What a bundle weighs by module, read from esbuild's metafile. */

const TOP_MODULES = 10;

/** A package by its name; our code by workspace folder (`functions/src/orders`, `shared/src/model`). */
function moduleOf(input: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input);
  if (pkg) return pkg[1]!;
  return /^((?:functions|shared|infra)\/src\/[^/]+|[^/]+)/.exec(input)?.[1] ?? input;
}

/** The outputs `index.mjs` loads at import (it and its static imports, transitively). */
export function outputsAtImport(metafile: Metafile): Set<string> {
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

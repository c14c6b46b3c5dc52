import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { productionSources, SRC_DIR } from './test/source-files';

/*
 * Which packages a Lambda loads only with the first request that needs them is a dependency-cruiser rule
 * (loaded-on-first-use in .dependency-cruiser.functions.cjs): it tells a static import from a type import
 * or a dynamic one. What it cannot see is which names an import takes, so the zod check stays here.
 */

const SHARED_DIR = resolve(SRC_DIR, '../../shared/src');

/** Every module a Lambda may bundle: functions/src and shared/src, tests left out. */
function lambdaSources() {
  const shared = readdirSync(SHARED_DIR, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.ts') && !path.endsWith('.test.ts'))
    .map((path) => ({ path: `shared/${path}`, text: readFileSync(resolve(SHARED_DIR, path), 'utf8') }));
  return [...productionSources(), ...shared];
}

/** `import { z } from 'zod'` (or with other names beside z). */
const NAMED_Z_IMPORT = /import\s+(type\s+)?\{[^}]*\bz\b[^}]*\}\s+from\s+['"]zod['"]/;

describe('bundle weight', () => {
  it("imports zod as a namespace: a named `{ z }` puts all of zod's locales (≈370 KB) in every Lambda", () => {
    // esbuild keeps every member of a re-exported namespace object; `import * as z` lets it keep only
    // what is used (a capability bundle went from 1.16 MB to ≈0.8 MB).
    expect(
      lambdaSources()
        .filter((file) => NAMED_Z_IMPORT.test(file.text))
        .map((file) => file.path),
    ).toEqual([]);
  });

  it('spots a named import', () => {
    expect(NAMED_Z_IMPORT.test("import { z } from 'zod';")).toBe(true);
    expect(NAMED_Z_IMPORT.test("import { type ZodType, z } from 'zod';")).toBe(true);
    expect(NAMED_Z_IMPORT.test("import * as z from 'zod';")).toBe(false);
  });
});

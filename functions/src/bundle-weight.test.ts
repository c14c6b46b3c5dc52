import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { productionSources, SRC_DIR } from './test/source-files';

const SHARED_DIR = resolve(SRC_DIR, '../../shared/src');

/** Every module a Lambda may bundle: functions/src and shared/src, tests left out. */
function lambdaSources() {
  const shared = readdirSync(SHARED_DIR, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.ts') && !path.endsWith('.test.ts'))
    .map((path) => ({ path: `shared/${path}`, text: readFileSync(resolve(SHARED_DIR, path), 'utf8') }));
  return [...productionSources(), ...shared];
}

/**
 * Packages a Lambda loads with the first request that needs them (`await import(…)`, a chunk of its own),
 * never with the Lambda: a static import puts them in every cold start of every function whose code reaches
 * the importing file, since esbuild splits by file. The modules allowed a static import are their only door.
 */
const LOADED_ON_FIRST_USE: Record<string, string[]> = {
  exceljs: [],
  '@e965/xlsx': [],
  'pdf-lib': [],
  sharp: [],
  stripe: [],
  mimetext: [],
  '@aws-sdk/client-s3': ['platform/s3-client.ts'],
  '@aws-sdk/lib-storage': [],
  '@aws-sdk/s3-request-presigner': [],
  '@aws-sdk/client-sfn': [],
  '@aws-sdk/client-sesv2': [],
  '@aws-sdk/client-secrets-manager': [],
  '@aws-sdk/client-cognito-identity-provider': [],
  // postcss and htmlparser2 with it (≈140 KB), for the Admin Center's announcement saves only.
  'sanitize-html': [],
  papaparse: [],
};

/** A value import (not `import type`) of `pkg`. */
const staticImportOf = (pkg: string) =>
  new RegExp(`^import\\s+(?!type\\b)[^;]*?\\bfrom\\s+['"]${pkg.replace(/[/.]/g, '\\$&')}['"]`, 'm');

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

  it.each(Object.entries(LOADED_ON_FIRST_USE))(
    'loads %s with the first request that uses it, never with the Lambda',
    (pkg, allowed) => {
      const importing = productionSources()
        .filter((file) => staticImportOf(pkg).test(file.text))
        .map((file) => file.path);
      expect(importing).toEqual(allowed);
    },
  );

  it('tells a static import from a type import or a dynamic one', () => {
    expect(staticImportOf('exceljs').test("import ExcelJS from 'exceljs';")).toBe(true);
    expect(
      staticImportOf('@aws-sdk/client-s3').test(
        "import {\n  GetObjectCommand,\n} from '@aws-sdk/client-s3';",
      ),
    ).toBe(true);
    expect(staticImportOf('exceljs').test("import type ExcelJS from 'exceljs';")).toBe(false);
    expect(staticImportOf('exceljs').test("const { default: ExcelJS } = await import('exceljs');")).toBe(
      false,
    );
  });

  it('spots a named import', () => {
    expect(NAMED_Z_IMPORT.test("import { z } from 'zod';")).toBe(true);
    expect(NAMED_Z_IMPORT.test("import { type ZodType, z } from 'zod';")).toBe(true);
    expect(NAMED_Z_IMPORT.test("import * as z from 'zod';")).toBe(false);
  });
});

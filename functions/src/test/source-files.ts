import { readdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** `functions/src`, whatever the working directory of the test run. */
export const SRC_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export interface SourceFile {
  /** Relative to `functions/src`, with forward slashes. */
  path: string;
  text: string;
}

const isTest = (path: string) => path.endsWith('.test.ts') || path.startsWith('test/');

/** Every TypeScript file of `functions/src` that ships in a Lambda: tests and test helpers left out. */
export function productionSources(): SourceFile[] {
  return readdirSync(SRC_DIR, { recursive: true, encoding: 'utf8' })
    .map((path) => path.split('\\').join('/'))
    .filter((path) => path.endsWith('.ts') && !path.endsWith('.d.ts') && !isTest(path))
    .sort()
    .map((path) => ({ path, text: readFileSync(resolve(SRC_DIR, path), 'utf8') }));
}

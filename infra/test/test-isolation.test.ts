import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ISOLATED_DOM_TESTS, ISOLATED_NODE_TESTS, NEEDS_ISOLATION } from '../../vitest.isolated';

const root = join(import.meta.dirname, '../..');

/** Unit test files under `dir` (integration tests always run isolated). */
function unitTestFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file) && !file.endsWith('.int.test.ts'))
    .filter((file) => !file.includes('node_modules'))
    .map((file) => join(dir, file));
}

const needsIsolation = (file: string) => NEEDS_ISOLATION.test(readFileSync(join(root, file), 'utf8'));

describe('unit test isolation', () => {
  it('runs every node unit test file that mocks or changes the environment in its own module graph', () => {
    const files = ['shared/src', 'functions/src', 'infra'].flatMap(unitTestFiles);
    const missing = files.filter(needsIsolation).filter((file) => !ISOLATED_NODE_TESTS.includes(file));
    expect(missing).toEqual([]);
  });

  it('does the same for the SPA’s jsdom test files', () => {
    const files = unitTestFiles('frontend/src');
    const missing = files.filter(needsIsolation).filter((file) => !ISOLATED_DOM_TESTS.includes(file));
    expect(missing).toEqual([]);
  });

  it('lists only files that exist and need it', () => {
    const all = [...ISOLATED_NODE_TESTS, ...ISOLATED_DOM_TESTS];
    expect(all.filter((file) => !needsIsolation(file))).toEqual([]);
  });
});

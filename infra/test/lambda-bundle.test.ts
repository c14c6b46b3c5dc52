import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleLambda } from '../aws/lambda-bundle';
import { FIXTURES } from './helpers';

let out: string;
let metafile: ReturnType<typeof bundleLambda>;

beforeAll(() => {
  out = mkdtempSync(join(tmpdir(), 'msc-lambda-bundle-'));
  metafile = bundleLambda(join(FIXTURES, 'lambda-bundle/handler.ts'), out);
});
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('bundleLambda', () => {
  it('writes index.mjs, and what it loads on demand as chunks it does not import at load', () => {
    const index = readFileSync(join(out, 'index.mjs'), 'utf8');
    expect(index).not.toContain('lazy-part-marker');
    const chunks = readdirSync(join(out, 'chunks')).filter((file) => file.endsWith('.mjs'));
    const lazy = chunks.filter((file) =>
      readFileSync(join(out, 'chunks', file), 'utf8').includes('lazy-part-marker'),
    );
    expect(lazy).toHaveLength(1);
    const entry = Object.entries(metafile.outputs).find(([file]) => file.endsWith('index.mjs'))![1];
    expect(entry.imports.find((i) => i.path.endsWith(lazy[0]!))?.kind).toBe('dynamic-import');
  });

  it('leaves out jsonschema: the bundled ElectroDB builds the same requests without it', () => {
    expect(Object.keys(metafile.inputs).some((input) => input.includes('node_modules/jsonschema/'))).toBe(
      false,
    );
    const run = `const { handler } = await import(${JSON.stringify(pathToFileURL(join(out, 'index.mjs')).href)});
      process.stdout.write(JSON.stringify(await handler({ id: 'a' })));`;
    const answer = JSON.parse(
      execFileSync(process.execPath, ['--input-type=module', '-e', run], { encoding: 'utf8' }),
    );
    expect(answer).toEqual({
      params: { Key: { pk: '$msc#id_a', sk: '$probe_1' }, TableName: 'fixture' },
      shouted: 'A (lazy-part-marker)',
    });
  });

  it('keeps source maps without the sources themselves (Node parses every map it loads)', () => {
    const map = JSON.parse(readFileSync(join(out, 'index.mjs.map'), 'utf8')) as { sourcesContent?: unknown };
    expect(map.sourcesContent).toBeUndefined();
  });
});

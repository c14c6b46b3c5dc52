import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../../aws/paths';
import { readStackModel, type StackModel } from './stack-model-file';

/** What the synthesized policies follow from: the stack's code, the functions it bundles, their locks. */
const INPUTS = [
  'infra/aws',
  'infra/workflows',
  'functions/src',
  'shared/src',
  'cdk.json',
  'package-lock.json',
];
const CACHE_DIR = join(REPO_ROOT, 'node_modules/.cache/msc-stack-model');

function* filesOf(path: string): Generator<string> {
  if (!statSync(path).isDirectory()) {
    yield path;
    return;
  }
  for (const name of readdirSync(path).sort()) {
    if (name !== 'node_modules') yield* filesOf(join(path, name));
  }
}

/** A digest of every input file's path and content (about 0.1 s for the repository's 1,500 files). */
function inputsDigest(): string {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    for (const file of filesOf(join(REPO_ROOT, input)))
      hash.update(file).update('\0').update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 32);
}

/**
 * The portal stack's policies as `synthesizeStackModel` reads them (its nested stacks' functions included,
 * the scheduled jobs'), synthesized once per state of the code: `npm test` synthesizes for the integration
 * tier and again for the journeys' stack, `npm start` at every start, and the synthesis alone is seconds of
 * CPU (the CDK loads only on a miss). Kept under node_modules/.cache, keyed by a digest of every file the
 * stack follows from, so a changed grant, route or handler is a miss.
 */
export async function cachedStackModel(): Promise<StackModel> {
  const file = join(CACHE_DIR, `${inputsDigest()}.json`);
  try {
    return readStackModel(file);
  } catch {
    const { synthesizeStackModel } = await import('./stack-model');
    const model = synthesizeStackModel();
    rmSync(CACHE_DIR, { recursive: true, force: true });
    mkdirSync(CACHE_DIR, { recursive: true });
    // Whole or not at all: a process reading beside this one never sees half a file.
    writeFileSync(`${file}.${process.pid}`, JSON.stringify(model));
    renameSync(`${file}.${process.pid}`, file);
    return model;
  }
}

import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The repository root (this file lives in infra/aws). */
export const REPO_ROOT = resolve(import.meta.dirname, '../..');
/** The functions workspace: every Lambda entry is relative to it. */
export const FUNCTIONS_DIR = join(REPO_ROOT, 'functions');
/** `<name>.asl.json` state machines, read here and by the local workflow runner. */
export const WORKFLOWS_DIR = join(REPO_ROOT, 'infra/workflows');
/** The SPA build (`npm run build:web`). */
export const WEB_DIST_DIR = join(REPO_ROOT, 'frontend/dist');
export const LOCK_FILE = join(REPO_ROOT, 'package-lock.json');

/** Absolute path of a handler file given relative to the functions workspace; a clear synth error if missing. */
export function functionEntry(relativeEntry: string, what: string, functionsDir = FUNCTIONS_DIR): string {
  const file = join(functionsDir, relativeEntry);
  if (!existsSync(file)) {
    throw new Error(`${what}: handler file ${file} does not exist (it must export \`handler\`).`);
  }
  return file;
}

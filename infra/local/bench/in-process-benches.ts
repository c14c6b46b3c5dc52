import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../local-config';
import { benchListCleaning } from './list-cleaning-bench';
import { benchMatchBack } from './match-back-bench';
import { benchScanIngest } from './scan-ingest-bench';

/** The benches that need no local cloud (`BENCH_ONLY=…`); true when one ran and filled `results`. */
export async function inProcessBench(results: Record<string, unknown>): Promise<boolean> {
  // BENCH_ONLY=scan-ingest: ingesting a million scan events against reading them, in process (no cloud).
  if (process.env.BENCH_ONLY === 'scan-ingest') {
    results.scanIngest = await benchScanIngest();
    return true;
  }
  // BENCH_ONLY=list-cleaning: cleaning 100k recipients against reading them, in process (no cloud).
  if (process.env.BENCH_ONLY === 'list-cleaning') {
    results.listCleaning = benchListCleaning();
    return true;
  }
  // BENCH_ONLY=match-back: matching 100k mailed households against 10k new policies, against reading both.
  if (process.env.BENCH_ONLY === 'match-back') {
    results.matchBack = benchMatchBack();
    return true;
  }
  return false;
}

/** Every bench that needs no local cloud, but those `skip` names (the full `npm run bench`). */
export async function everyInProcessBench(results: Record<string, unknown>, skip: ReadonlySet<string>) {
  if (!skip.has('list-cleaning')) results.listCleaning = benchListCleaning();
  if (!skip.has('match-back')) results.matchBack = benchMatchBack();
  if (!skip.has('scan-ingest')) results.scanIngest = await benchScanIngest();
}

const RESULTS_FILE = join(REPO_ROOT, 'bench/results.json');

/** What `bench/results.json` holds now: a part run alone keeps the others' figures beside its own. */
export function earlierResults(): Record<string, unknown> {
  return existsSync(RESULTS_FILE) ? JSON.parse(readFileSync(RESULTS_FILE, 'utf8')) : {};
}

export function writeResults(results: Record<string, unknown>) {
  mkdirSync(join(REPO_ROOT, 'bench'), { recursive: true });
  // Keep what other bench commands wrote (bench:web's Lighthouse figures).
  writeFileSync(RESULTS_FILE, `${JSON.stringify({ ...earlierResults(), ...results }, null, 2)}\n`);
  console.log('\nwritten to bench/results.json');
}

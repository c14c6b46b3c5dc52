import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { givenAgency, givenUser } from '@msc/functions/test/fixtures';
import { claimsFor, invoke } from '@msc/functions/test/invoke';
import { postToStorage } from '@msc/functions/test/storage-post';
import { handler } from '@msc/functions/uploads/handler';
import { sourceKey } from '@msc/functions/uploads/upload-files';
import { REPO_ROOT } from '../local-config';
import { shipToCsv } from '../test/list-files';

const CHILD = join(import.meta.dirname, 'upload-pipeline-child.ts');
const USER = 'bench-uploader@demo.local';
/**
 * 10,000 and 100,000 records, one in 25 failing (a realistic share of bad addresses), five pairs of runs.
 * To look closer (how a warm process settles): BENCH_UPLOAD_ROWS=100000 BENCH_UPLOAD_RUNS=9.
 */
export const UPLOAD_BENCH_ROWS = process.env.BENCH_UPLOAD_ROWS
  ? [Number(process.env.BENCH_UPLOAD_ROWS)]
  : [10_000, 100_000];
const BAD_EVERY = 25;
const RUNS = Number(process.env.BENCH_UPLOAD_RUNS ?? 5);

export interface Measurement {
  rows: number;
  ms: number;
  baselineRssMb: number;
  peakRssMb: number;
}

interface StoredUpload {
  uploadId: string;
  key: string;
}

/** Creates an upload and POSTs the file to storage with its signed fields, as the browser does; returns its id and key. */
async function storedUpload(csv: string): Promise<StoredUpload> {
  const claims = claimsFor(USER);
  const created = await invoke(handler, {
    method: 'POST',
    path: '/api/uploads',
    claims,
    body: { kind: 'shipToList', fileName: 'bench.csv', size: Buffer.byteLength(csv) },
  });
  if (created.status !== 201) throw new Error(`create answered ${created.status}`);
  const put = await postToStorage(created.body.url, created.body.fields, csv);
  if (!put.ok) throw new Error(`POST answered ${put.status}`);
  const uploadId = created.body.upload.uploadId as string;
  return { uploadId, key: sourceKey(uploadId) };
}

/** A child process running one side (upload-pipeline-child): a JSON line answers each line sent. */
async function startSide(args: string[]) {
  // BENCH_CPU_PROF=<dir>: each side writes a CPU profile there (where the time goes).
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  // The local gateway of this process set AWS_LAMBDA_MAX_CONCURRENCY for its own invoke store; the
  // child calls the handler directly, has no such store, and Powertools would refuse to start.
  const { AWS_LAMBDA_MAX_CONCURRENCY: _, ...env } = process.env;
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', CHILD, ...args], {
    cwd: REPO_ROOT,
    env,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const answer = async <T>(): Promise<T> => {
    for (;;) {
      const { value, done } = await lines.next();
      if (done) throw new Error(`the ${args[0]} side ended early (exit ${child.exitCode})`);
      if (value.startsWith('{')) return JSON.parse(value) as T;
    }
  };
  const { baselineRssMb } = await answer<{ baselineRssMb: number }>();
  return {
    baselineRssMb,
    run: (arg: string) => {
      child.stdin.write(`${arg}\n`);
      return answer<{ rows: number; ms: number }>();
    },
    end: async () => {
      child.stdin.end('\n');
      return (await answer<{ peakRssMb: number }>()).peakRssMb;
    },
  };
}

const SETTLE_MS = 300;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * RUNS pairs, each a raw parse of a file then the pipeline on the same file, the two sides warm in
 * processes of their own: on a shared machine the load changes from one second to the next, so the ratio
 * is the median of the pairs', each pair meeting the same load (two medians taken apart drift by a third).
 * Both sides start each run from an idle machine, as an upload does; a raw parse repeated back to back in
 * a tight loop runs some 25% faster than one from idle, and would compare a loop with a single upload.
 */
async function measurePairs(warm: StoredUpload, measured: StoredUpload[]) {
  const rawSide = await startSide(['raw', warm.key]);
  const pipelineSide = await startSide(['pipeline', USER, warm.uploadId]);
  const pairs: { rows: number; raw: number; pipeline: number }[] = [];
  for (const upload of measured) {
    // Each run starts from a quiet machine: none inherits the work the other left behind (the local
    // services' GC, writes being flushed).
    await sleep(SETTLE_MS);
    const raw = await rawSide.run(upload.key);
    await sleep(SETTLE_MS);
    const pipeline = await pipelineSide.run(upload.uploadId);
    if (pipeline.rows !== raw.rows) throw new Error(`counted ${pipeline.rows} / ${raw.rows} records`);
    pairs.push({ rows: raw.rows, raw: raw.ms, pipeline: pipeline.ms });
  }
  const side = async (which: 'raw' | 'pipeline', child: typeof rawSide): Promise<Measurement> => ({
    rows: pairs[0]!.rows,
    ms: median(pairs.map((pair) => pair[which])),
    baselineRssMb: child.baselineRssMb,
    peakRssMb: await child.end(),
  });
  return {
    rawParse: await side('raw', rawSide),
    pipeline: await side('pipeline', pipelineSide),
    ratio: median(pairs.map((pair) => pair.pipeline / pair.raw)),
  };
}

const rowsPerSecond = (measurement: Measurement) => Math.round((measurement.rows / measurement.ms) * 1000);

/**
 * The upload pipeline end to end (start → summary: check, stream-parse, validate, result files, summary
 * write, through the local Step Functions runner) against a raw papaparse stream of the same stored file,
 * each warm in a child process of its own, in pairs of runs (measurePairs); written to bench/results.json.
 */
export async function benchUploadPipeline(log: (line: string) => void = console.log) {
  await givenAgency({ agencyId: 900001 });
  await givenUser({ userName: USER, defaultAgencyId: 900001 }, [900001]);
  const results = [];
  log('\nUpload pipeline (CSV, 1 in 25 records failing)');
  log('rows      raw rows/s   pipeline rows/s   time ×raw   pipeline peak RSS MB (baseline)');
  for (const rows of UPLOAD_BENCH_ROWS) {
    const csv = shipToCsv(rows, BAD_EVERY);
    const warm = await storedUpload(shipToCsv(50, BAD_EVERY));
    const measured = [];
    for (let run = 0; run < RUNS; run++) measured.push(await storedUpload(csv));
    const { rawParse, pipeline, ratio: pairRatio } = await measurePairs(warm, measured);
    if (pipeline.rows !== rows) throw new Error(`counted ${pipeline.rows} records, expected ${rows}`);
    const ratio = Math.round(pairRatio * 100) / 100;
    results.push({
      rows,
      fileBytes: Buffer.byteLength(csv),
      rawParse: { ...rawParse, rowsPerSecond: rowsPerSecond(rawParse) },
      pipeline: { ...pipeline, rowsPerSecond: rowsPerSecond(pipeline) },
      timeRatioToRawParse: ratio,
      peakRssRatioToRawParse: Math.round((pipeline.peakRssMb / rawParse.peakRssMb) * 100) / 100,
    });
    log(
      `${String(rows).padEnd(9)} ${String(rowsPerSecond(rawParse)).padStart(10)} ${String(rowsPerSecond(pipeline)).padStart(17)} ${ratio.toFixed(2).padStart(11)}   ${pipeline.peakRssMb} (${pipeline.baselineRssMb})`,
    );
  }
  const document = {
    uploadPipeline: {
      measuredAt: new Date().toISOString(),
      machine: `${process.platform} ${process.arch}, Node ${process.version}`,
      goal: { timeRatioToRawParseAt100k: 3, peakRssMb: 256 },
      protocol: `${RUNS} pairs (raw parse, then pipeline, each from idle); time ratio: median of the pairs'`,
      results,
    },
  };
  // Keep what the other bench parts wrote to the same file.
  const file = join(REPO_ROOT, 'bench/results.json');
  const earlier = existsSync(file) ? JSON.parse(await readFile(file, 'utf8')) : {};
  await mkdir(join(REPO_ROOT, 'bench'), { recursive: true });
  await writeFile(file, `${JSON.stringify({ ...earlier, ...document }, null, 2)}\n`);
  log('written to bench/results.json');
  return document;
}

import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { givenAgency, givenUser } from '@msc/functions/test/fixtures';
import { claimsFor, invoke } from '@msc/functions/test/invoke';
import { handler } from '@msc/functions/uploads/handler';
import { REPO_ROOT } from '../local-config';
import { shipToCsv } from '../test/list-files';

const run = promisify(execFile);
const CHILD = join(import.meta.dirname, 'upload-pipeline-child.ts');
const USER = 'bench-uploader@demo.local';
/**
 * 10,000 and 100,000 records, one in 25 failing (a realistic share of bad addresses), three runs a side.
 * To look closer (how a warm process settles): BENCH_UPLOAD_ROWS=100000 BENCH_UPLOAD_RUNS=9.
 */
export const UPLOAD_BENCH_ROWS = process.env.BENCH_UPLOAD_ROWS
  ? [Number(process.env.BENCH_UPLOAD_ROWS)]
  : [10_000, 100_000];
const BAD_EVERY = 25;
const RUNS = Number(process.env.BENCH_UPLOAD_RUNS ?? 3);

export interface Measurement {
  rows: number;
  ms: number;
  baselineRssMb: number;
  peakRssMb: number;
}

/** Creates an upload and PUTs the file to its presigned URL, as the browser does; returns its id and key. */
async function storedUpload(csv: string) {
  const claims = claimsFor(USER);
  const created = await invoke(handler, {
    method: 'POST',
    path: '/api/uploads',
    claims,
    body: { kind: 'shipToList', fileName: 'bench.csv', size: Buffer.byteLength(csv) },
  });
  if (created.status !== 201) throw new Error(`create answered ${created.status}`);
  const put = await fetch(created.body.url, { method: 'PUT', headers: created.body.headers, body: csv });
  if (!put.ok) throw new Error(`PUT answered ${put.status}`);
  const uploadId = created.body.upload.uploadId as string;
  return { uploadId, key: `uploads/${uploadId}/source` };
}

async function measure(args: string[]): Promise<Measurement> {
  // BENCH_CPU_PROF=<dir>: each measurement writes a CPU profile there (where the time goes).
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  // The local gateway of this process set AWS_LAMBDA_MAX_CONCURRENCY for its own invoke store; the
  // child calls the handler directly, has no such store, and Powertools would refuse to start.
  const { AWS_LAMBDA_MAX_CONCURRENCY: _, ...env } = process.env;
  const { stdout } = await run(process.execPath, [...profile, '--import', 'tsx', CHILD, ...args], {
    cwd: REPO_ROOT,
    env,
    maxBuffer: 1024 * 1024,
  });
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as Measurement;
}

const rowsPerSecond = (measurement: Measurement) => Math.round((measurement.rows / measurement.ms) * 1000);

/**
 * The upload pipeline end to end (start → summary: check, stream-parse, validate, result files, summary
 * write, through the local Step Functions runner) against a raw papaparse stream of the same stored file,
 * each in a child process of its own, the median of three runs after a warm-up; written to
 * bench/results.json.
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
    // Each side runs the file RUNS times in its own process; the median is reported (one run is noisy).
    const measured = [];
    for (let run = 0; run < RUNS; run++) measured.push(await storedUpload(csv));
    const rawParse = await measure(['raw', warm.key, ...measured.map((upload) => upload.key)]);
    const pipeline = await measure([
      'pipeline',
      USER,
      warm.uploadId,
      ...measured.map((upload) => upload.uploadId),
    ]);
    if (pipeline.rows !== rows || rawParse.rows !== rows) {
      throw new Error(`counted ${pipeline.rows} / ${rawParse.rows} records, expected ${rows}`);
    }
    const ratio = Math.round((pipeline.ms / rawParse.ms) * 100) / 100;
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

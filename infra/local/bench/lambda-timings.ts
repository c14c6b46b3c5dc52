import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT } from '../local-config';
import type { FirstAnswerSetup, ImportTiming } from './lambda-bundles';

/**
 * The bench's timings of the bundled Lambdas, each in a fresh Node process: a cold import, and a cold import
 * with one first request, against the floors measured in the same rounds.
 */

export const IMPORT_ROUNDS = Number(process.env.BENCH_IMPORT_ROUNDS ?? 5);

/** The Lambda runtime provides the invoke store before any handler module loads; so does this probe. */
const RUNTIME_PREAMBLE = `globalThis.awslambda = {}; const { InvokeStore } = await import(${JSON.stringify(
  pathToFileURL(join(REPO_ROOT, 'node_modules/@aws/lambda-invoke-store/dist-es/invoke-store.js')).href,
)}); await InvokeStore.getInstanceAsync();`;

/** One cold import of `file` in a fresh Node process: wall and CPU ms. */
export function importOnce(file: string, sourceMaps: boolean): { ms: number; cpuMs: number } {
  const script = `${RUNTIME_PREAMBLE}
    const cpu = process.cpuUsage(); const started = performance.now();
    await import(${JSON.stringify(pathToFileURL(file).href)});
    const ms = performance.now() - started; const { user, system } = process.cpuUsage(cpu);
    process.stdout.write(JSON.stringify({ ms, cpuMs: (user + system) / 1000 }));`;
  const result = spawnSync(
    process.execPath,
    [...(sourceMaps ? ['--enable-source-maps'] : []), '--input-type=module', '-e', script],
    {
      env: {
        ...process.env,
        APP_ENV: 'local',
        AWS_REGION: 'us-east-1',
        AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      },
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) throw new Error(`importing ${file} failed: ${result.stderr.slice(-2000)}`);
  return JSON.parse(result.stdout) as { ms: number; cpuMs: number };
}

/** What the Lambda runtime passes a handler, as far as the portal's middlewares read it. */
const LAMBDA_CONTEXT = `{ functionName: 'bench', functionVersion: '$LATEST', memoryLimitInMB: '1024',
  invokedFunctionArn: 'arn:aws:lambda:us-east-1:000000000000:function:bench', awsRequestId: crypto.randomUUID(),
  logGroupName: 'bench', logStreamName: 'bench', callbackWaitsForEmptyEventLoop: true,
  getRemainingTimeInMillis: () => 29000, done() {}, fail() {}, succeed() {} }`;
const RESULT_MARK = '@@first-answer@@';

/** A cold import and one invocation in a fresh Node process: wall and CPU ms from the start of the import. */
function firstAnswerOnce(file: string, event: unknown, env: Record<string, string>) {
  const script = `${RUNTIME_PREAMBLE}
    const cpu = process.cpuUsage(); const started = performance.now();
    const { handler } = await import(${JSON.stringify(pathToFileURL(file).href)});
    const answer = await handler(JSON.parse(process.env.BENCH_EVENT), ${LAMBDA_CONTEXT});
    const ms = performance.now() - started; const { user, system } = process.cpuUsage(cpu);
    if (answer && answer.statusCode !== undefined && answer.statusCode !== 200)
      throw new Error('answered ' + answer.statusCode + ': ' + answer.body);
    process.stdout.write('${RESULT_MARK}' + JSON.stringify({ ms, cpuMs: (user + system) / 1000 }));
    process.exit(0);`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    env: {
      ...process.env,
      AWS_REGION: 'us-east-1',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      ...env,
      BENCH_EVENT: JSON.stringify(event),
    },
    encoding: 'utf8',
  });
  const output = result.stdout.split(RESULT_MARK)[1];
  if (result.status !== 0 || !output) {
    throw new Error(`first request of ${file} failed: ${(result.stderr || result.stdout).slice(-2000)}`);
  }
  return JSON.parse(output) as { ms: number; cpuMs: number };
}

export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
export const round = (value: number, digits = 0) => Number(value.toFixed(digits));

/**
 * Each round imports the floor, then every function: ratios are taken within a round, so a machine that
 * other work slows down slows both sides (the medians over rounds are what is reported).
 */
export function measureImports(
  floorFile: string,
  platformFloorFile: string,
  files: string[],
  sourceMaps: boolean,
) {
  type Run = {
    ms: number;
    cpuMs: number;
    overFloor: number;
    wallOverFloor: number;
    overPlatformFloor: number;
  };
  const floor: { ms: number; cpuMs: number }[] = [];
  const platform: Run[] = [];
  const runs = files.map(() => [] as Run[]);
  for (let r = 0; r < IMPORT_ROUNDS; r++) {
    const base = importOnce(floorFile, sourceMaps);
    const least = importOnce(platformFloorFile, sourceMaps);
    const measured = (run: { ms: number; cpuMs: number }): Run => ({
      ...run,
      overFloor: run.cpuMs / base.cpuMs,
      wallOverFloor: run.ms / base.ms,
      overPlatformFloor: run.cpuMs / least.cpuMs,
    });
    floor.push(base);
    platform.push(measured(least));
    files.forEach((file, index) => {
      runs[index]!.push(measured(importOnce(file, sourceMaps)));
    });
  }
  const timing = (values: Run[]): ImportTiming => ({
    ms: round(median(values.map((v) => v.ms))),
    cpuMs: round(median(values.map((v) => v.cpuMs))),
    overFloor: round(median(values.map((v) => v.overFloor)), 2),
    wallOverFloor: round(median(values.map((v) => v.wallOverFloor)), 2),
    overPlatformFloor: round(median(values.map((v) => v.overPlatformFloor)), 2),
  });
  return {
    floor: { ms: round(median(floor.map((f) => f.ms))), cpuMs: round(median(floor.map((f) => f.cpuMs))) },
    platformFloor: timing(platform),
    functions: runs.map(timing),
  };
}

/** Each round: the floor's import and GetItem, then each function's import and first request. */
export function measureFirstAnswers(
  floorFile: string,
  functions: { name: string; file: string }[],
  setup: FirstAnswerSetup,
) {
  const probes = functions.filter((fn) => setup.requests[fn.name]);
  const floor: { ms: number; cpuMs: number }[] = [];
  const runs = probes.map(() => [] as { ms: number; cpuMs: number; overFloor: number }[]);
  for (let r = 0; r < IMPORT_ROUNDS; r++) {
    const base = firstAnswerOnce(floorFile, setup.floorEvent, setup.env);
    floor.push(base);
    probes.forEach((fn, index) => {
      const run = firstAnswerOnce(fn.file, setup.requests[fn.name]!.event, setup.env);
      runs[index]!.push({ ...run, overFloor: run.cpuMs / base.cpuMs });
    });
  }
  return {
    floor: { ms: round(median(floor.map((f) => f.ms))), cpuMs: round(median(floor.map((f) => f.cpuMs))) },
    functions: probes.map((fn, index) => ({
      name: fn.name,
      request: setup.requests[fn.name]!.label,
      ms: round(median(runs[index]!.map((v) => v.ms))),
      cpuMs: round(median(runs[index]!.map((v) => v.cpuMs))),
      overFloor: round(median(runs[index]!.map((v) => v.overFloor)), 2),
    })),
  };
}

export function withoutLambdaEmulation(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { AWS_LAMBDA_MAX_CONCURRENCY: _emulated, ...rest } = env;
  return rest;
}

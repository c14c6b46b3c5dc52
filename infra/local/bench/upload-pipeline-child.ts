import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { config, resetConfig } from '@msc/functions/platform/config';
import { s3Client } from '@msc/functions/platform/s3-client';
import { claimsFor, invoke } from '@msc/functions/test/invoke';
import { handler } from '@msc/functions/uploads/handler';
import Papa from 'papaparse';
import { REPO_ROOT } from '../local-config';
import { resolveWorkflowTask } from '../workflow-tasks';
import { createWorkflowRunner } from '../workflows-runner';
import { startSfnEndpoint } from '../workflows-runner/sfn-endpoint';

/**
 * One side of the measurement in a process of its own, so its peak RSS is the work's (plus Node's
 * baseline, reported too): `raw <warmKey>` streams a stored CSV through papaparse and counts rows;
 * `pipeline <userName> <warmUploadId>` runs an upload through the uploads API and the local runner, as the
 * Lambda would. Each runs its warm-up, says `{"ready":true,...}`, then runs one measured file (a key, an
 * upload id) per line read from stdin, answering a JSON line each; an empty line ends it with the peak
 * RSS. The parent alternates the two sides, so each pair of runs meets the same load.
 */
const [mode, ...args] = process.argv.slice(2);

const mb = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10) / 10;
const peakRssMb = () => mb(process.resourceUsage().maxRSS * 1024);

/** papaparse's streaming parse of the stored file, chunk by chunk, counting rows and doing nothing else. */
function parseCount(key: string): Promise<number> {
  return s3Client()
    .send(new GetObjectCommand({ Bucket: config().UPLOADS_BUCKET, Key: key }))
    .then(
      ({ Body }) =>
        new Promise<number>((resolve, reject) => {
          let rows = 0;
          Papa.parse<string[]>(Body as unknown as File, {
            skipEmptyLines: 'greedy',
            chunk: (results) => {
              rows += results.data.length;
            },
            complete: () => resolve(rows - 1),
            error: reject,
          });
        }),
    );
}

type RunOne = (arg: string) => Promise<{ rows: number; ms: number }>;

async function rawSide(warmKey: string): Promise<RunOne> {
  await parseCount(warmKey); // the same warm start the pipeline gets
  return async (key) => {
    const started = performance.now();
    const rows = await parseCount(key);
    return { rows, ms: performance.now() - started };
  };
}

async function pipelineSide(userName: string, warmUploadId: string): Promise<RunOne> {
  const runner = createWorkflowRunner({
    definitionsDir: join(REPO_ROOT, 'infra/workflows'),
    resolveTask: resolveWorkflowTask,
  });
  // The end is when the execution finishes (its last step writes the summary). Polling the API for it
  // would run in this same process and take CPU from the work measured, as no browser's poll does.
  let execution: Promise<unknown> | undefined;
  const endpoint = await startSfnEndpoint({
    ...runner,
    start: (workflowName, input, options) => {
      const started = runner.start(workflowName, input, options);
      execution = started.result.catch(() => undefined);
      return started;
    },
  });
  process.env.SFN_ENDPOINT = endpoint.url;
  resetConfig();
  const claims = claimsFor(userName);
  const run = async (id: string) => {
    execution = undefined;
    const started = performance.now();
    const start = await invoke(handler, { method: 'POST', path: `/api/uploads/${id}/start`, claims });
    if (start.status !== 202)
      throw new Error(`start answered ${start.status}: ${JSON.stringify(start.body)}`);
    if (!execution) throw new Error('the start call started no execution');
    await execution;
    const ms = performance.now() - started;
    const { body } = await invoke(handler, { method: 'GET', path: `/api/uploads/${id}`, claims });
    if (body.state !== 'summarized') throw new Error(`upload ${body.state}: ${body.message}`);
    return { rows: body.total as number, ms };
  };
  await run(warmUploadId); // modules loaded, as in a warm Lambda
  return run;
}

/** Runs the side's warm-up, then one measured file per stdin line until an empty one. */
async function serve(side: Promise<RunOne>) {
  const runOne = await side;
  console.log(JSON.stringify({ ready: true, baselineRssMb: mb(process.memoryUsage().rss) }));
  for await (const line of createInterface({ input: process.stdin })) {
    if (line.trim() === '') break;
    console.log(JSON.stringify(await runOne(line.trim())));
  }
  return { peakRssMb: peakRssMb() };
}

const work = serve(mode === 'raw' ? rawSide(args[0]!) : pipelineSide(args[0]!, args[1]!));
work.then(
  (result) => {
    console.log(JSON.stringify(result));
    process.exit(0);
  },
  (error: Error) => {
    console.error(error.stack ?? error.message);
    process.exit(1);
  },
);

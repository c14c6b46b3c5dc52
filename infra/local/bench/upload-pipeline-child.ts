import { join } from 'node:path';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { s3Client } from '@msc/functions/platform/clients';
import { config, resetConfig } from '@msc/functions/platform/config';
import { claimsFor, invoke } from '@msc/functions/test/invoke';
import { handler } from '@msc/functions/uploads/handler';
import Papa from 'papaparse';
import { REPO_ROOT } from '../local-config';
import { resolveWorkflowTask } from '../workflow-tasks';
import { createWorkflowRunner } from '../workflows-runner';
import { startSfnEndpoint } from '../workflows-runner/sfn-endpoint';

/**
 * One measurement in a process of its own, so its peak RSS is the work's (plus Node's baseline, reported
 * too): `raw <warmKey> <key>...` streams the stored CSV through papaparse and counts rows; `pipeline <userName>
 * <warmUploadId> <uploadId>...` runs the warm-up upload, then the measured ones, through the uploads API
 * and the local runner, as the Lambda would. Prints one JSON line: the median run.
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

/** The run of median time among the measured ones (an odd number of them). */
function median<T extends { ms: number }>(runs: T[]): T {
  return [...runs].sort((a, b) => a.ms - b.ms)[Math.floor(runs.length / 2)]!;
}

async function raw(warmKey: string, keys: string[]) {
  await parseCount(warmKey); // the same warm start the pipeline gets
  const baselineRssMb = mb(process.memoryUsage().rss);
  const runs = [];
  for (const key of keys) {
    const started = performance.now();
    const rows = await parseCount(key);
    runs.push({ rows, ms: performance.now() - started });
  }
  return { ...median(runs), baselineRssMb, peakRssMb: peakRssMb() };
}

async function pipeline(userName: string, warmUploadId: string, uploadIds: string[]) {
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
  try {
    await run(warmUploadId); // modules loaded, as in a warm Lambda
    const baselineRssMb = mb(process.memoryUsage().rss);
    const runs = [];
    for (const uploadId of uploadIds) runs.push(await run(uploadId));
    return { ...median(runs), baselineRssMb, peakRssMb: peakRssMb() };
  } finally {
    await endpoint.stop();
  }
}

const work = mode === 'raw' ? raw(args[0]!, args.slice(1)) : pipeline(args[0]!, args[1]!, args.slice(2));
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

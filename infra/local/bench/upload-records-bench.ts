import { join } from 'node:path';
import { resetConfig } from '@msc/functions/platform/config';
import { givenAgency, givenUser } from '@msc/functions/test/fixtures';
import { claimsFor, invoke } from '@msc/functions/test/invoke';
import { postToStorage } from '@msc/functions/test/storage-post';
import { handler } from '@msc/functions/uploads/handler';
import { resetClock, setClock } from '@msc/shared/clock';
import { REPO_ROOT } from '../local-config';
import { goodRow, shipToCsv, shipToValues } from '../test/list-files';
import { resolveWorkflowTask } from '../workflow-tasks';
import { createWorkflowRunner } from '../workflows-runner';
import { startSfnEndpoint } from '../workflows-runner/sfn-endpoint';
import { medianMs, type PageFigure, ratioOf } from './page-figures';

/**
 * The valid filter of an upload's records (issue 44): page 1 and the last page of a 100,000-record list
 * against the same pages of a 50-record one, one in 25 failing and one failed record fixed in each, in
 * one run, in process (the handler, DynamoDB Local and s3rver).
 */
const USER = 'bench-records@bench.local';
const SIZES = { small: 50, busy: 100_000 };
const BAD_EVERY = 25;
const PAGE_SIZE = 20;

const claims = claimsFor(USER);
const call = (method: string, path: string, body?: unknown, query?: Record<string, string>) =>
  invoke(handler, { method, path: `/api${path}`, claims, body, query });

/** An upload of `rows` records through the API and the pipeline, with record BAD_EVERY fixed. */
async function summarizedUpload(rows: number): Promise<{ uploadId: string; valid: number }> {
  const csv = shipToCsv(rows, BAD_EVERY);
  const size = Buffer.byteLength(csv);
  const created = await call('POST', '/uploads', { kind: 'shipToList', fileName: 'records.csv', size });
  if (created.status !== 201) throw new Error(`create answered ${created.status}`);
  if (!(await postToStorage(created.body.url, created.body.fields, csv)).ok) throw new Error('POST failed');
  const uploadId = created.body.upload.uploadId as string;
  if ((await call('POST', `/uploads/${uploadId}/start`)).status !== 202) throw new Error('start failed');
  for (;;) {
    const { body } = await call('GET', `/uploads/${uploadId}`);
    if (body.state === 'summarized') break;
    if (body.state === 'failed') throw new Error(`upload failed: ${body.message}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const values = shipToValues(goodRow(BAD_EVERY));
  const fixed = await call('PUT', `/uploads/${uploadId}/records/${BAD_EVERY}`, { values });
  if (fixed.status !== 200) throw new Error(`fix answered ${fixed.status}`);
  return { uploadId, valid: fixed.body.upload.success as number };
}

/** Each measured page in a usage window of its own (the route allows 120 pages a minute): the clock moves. */
let shiftMs = 0;
const pageMs = (uploadId: string, pageNumber: number) => {
  shiftMs += 61_000;
  setClock(() => new Date(Date.now() + shiftMs));
  return medianMs(async () => {
    const query = { filter: 'valid', pageNumber: String(pageNumber), pageSize: String(PAGE_SIZE) };
    const { status, body } = await call('GET', `/uploads/${uploadId}/records`, undefined, query);
    if (status !== 200 || body.results.length === 0) throw new Error(`page ${pageNumber} answered ${status}`);
  });
};

export async function benchUploadRecordPages() {
  console.log('\nupload records (valid filter): running the pipeline on 50 and 100,000 records…');
  const runner = createWorkflowRunner({
    definitionsDir: join(REPO_ROOT, 'infra/workflows'),
    resolveTask: resolveWorkflowTask,
  });
  const endpoint = await startSfnEndpoint(runner);
  process.env.SFN_ENDPOINT = endpoint.url;
  resetConfig();
  try {
    await givenAgency({ agencyId: 9600 });
    await givenUser({ userName: USER, defaultAgencyId: 9600 }, [9600]);
    const small = await summarizedUpload(SIZES.small);
    const busy = await summarizedUpload(SIZES.busy);
    const lastOf = (valid: number) => Math.ceil(valid / PAGE_SIZE);
    const results: PageFigure[] = [];
    for (const [name, smallPage, busyPage] of [
      ['upload records (valid) page 1', 1, 1],
      ['upload records (valid) last page', lastOf(small.valid), lastOf(busy.valid)],
    ] as const) {
      results.push(
        ratioOf(name, await pageMs(small.uploadId, smallPage), await pageMs(busy.uploadId, busyPage)),
      );
    }
    return { records: SIZES, pageSize: PAGE_SIZE, results };
  } finally {
    resetClock();
    await endpoint.stop();
  }
}

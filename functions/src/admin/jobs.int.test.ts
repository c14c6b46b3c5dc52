import { DeleteObjectsCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { config } from '#platform/config';
import { s3Client } from '#platform/s3-client';
import { auditRecordsOfTarget } from '../platform/audit-trail-store';
import { FEED_PREFIX } from '../retention/feed-file';
import { handler as retentionHandler } from '../retention/handler';
import { givenAgency, givenUser } from '../test/fixtures';
import { useFreshTable } from '../test/fresh-table';
import { useFreshUploadsBucket } from '../test/fresh-uploads-bucket';
import { callerOf } from '../test/invoke';
import { handler } from './handler';

/** This month: a feed of a month not yet begun is refused (shared/src/rules/feed-periods.ts). */
const PERIOD = new Date().toISOString().slice(0, 7);
const ADMIN = 'sa@test.local';
const MARKETING = 'marketing-admin@test.local';
const AGENT = 'agent@test.local';
const AGENCY = 7201;
const call = callerOf(handler);
const retention = callerOf(retentionHandler);

const mover = (referenceId: string) => ({
  agencyId: String(AGENCY),
  referenceId,
  recordDate: `${PERIOD}-01`,
  policy: `P${referenceId}`,
  type: 'Auto',
  firstName: 'Ada',
  lastName: `Mover ${referenceId}`,
  address1: '1 Main St',
  city: 'Seattle',
  state: 'WA',
  zip: '98101',
  forwardAddress1: '9 Elm St',
  forwardCity: 'Tacoma',
  forwardState: 'WA',
  forwardZip: '98402',
  moveDate: `${PERIOD}-01`,
});

async function clearMovingFeeds() {
  const { Contents = [] } = await s3Client().send(
    new ListObjectsV2Command({ Bucket: config().UPLOADS_BUCKET, Prefix: FEED_PREFIX.moving }),
  );
  if (Contents.length === 0) return;
  await s3Client().send(
    new DeleteObjectsCommand({
      Bucket: config().UPLOADS_BUCKET,
      Delete: { Objects: Contents.map((object) => ({ Key: object.Key! })) },
    }),
  );
}

const movingRuns = async () => {
  const { body } = await retention(ADMIN, 'GET', '/retention/job-runs?limit=50');
  return body.jobs.find((job: { jobName: string }) => job.jobName === 'refresh-moving-lists').runs;
};

beforeAll(async () => {
  await useFreshTable();
  await useFreshUploadsBucket();
  await clearMovingFeeds();
  await givenAgency({ agencyId: AGENCY });
  await givenUser({ userName: ADMIN, roles: ['SA'], primaryRole: 'SA' });
  await givenUser({ userName: MARKETING, roles: ['MarketingAdmin'], primaryRole: 'MarketingAdmin' });
  await givenUser({ userName: AGENT, defaultAgencyId: AGENCY, hasChosenAgency: true }, [AGENCY]);
});

describe('job runs actions', () => {
  it('refuses an agent and a marketing admin (no runJobs) with 403', async () => {
    expect((await call(AGENT, 'POST', '/admin/jobs/refresh-moving-lists/run')).status).toBe(403);
    expect((await call(MARKETING, 'POST', '/admin/jobs/refresh-moving-lists/run')).status).toBe(403);
    const drop = { fileName: `${PERIOD}.csv`, csv: 'a\n1' };
    expect((await call(AGENT, 'POST', '/admin/jobs/refresh-moving-lists/feed', drop)).status).toBe(403);
    expect((await call(ADMIN, 'POST', '/admin/jobs/no-such-job/run')).status).toBe(400);
  });

  it('refuses a bad feed file with the job’s own message, dropping nothing', async () => {
    const missing = await call(ADMIN, 'POST', '/admin/jobs/refresh-moving-lists/feed', {
      fileName: `${PERIOD}.csv`,
      csv: 'referenceId,firstName\nX1,Ada\n',
    });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(
      new RegExp(`^Feed file feeds/moving/admin/${PERIOD}\\.csv: missing columns agencyId`),
    );
    // A month that has not begun (the 9999-12 file that used to hide every later feed) is refused.
    const future = await call(ADMIN, 'POST', '/admin/jobs/refresh-moving-lists/feed', {
      fileName: '9999-12.csv',
      csv: Papa.unparse([mover('R1')]),
    });
    expect(future.status).toBe(400);
    expect(future.body.message).toBe(
      'Feed file feeds/moving/admin/9999-12.csv: the period 9999-12 has not begun; it is not read before then.',
    );
    const unnamed = await call(ADMIN, 'POST', '/admin/jobs/refresh-moving-lists/feed', {
      fileName: 'movers.csv',
      csv: Papa.unparse([mover('R1')]),
    });
    expect(unnamed.status).toBe(400);
    expect(unnamed.body.message).toBe('Feed file feeds/moving/admin/movers.csv: the name carries no period.');
    const { Contents = [] } = await s3Client().send(
      new ListObjectsV2Command({ Bucket: config().UPLOADS_BUCKET, Prefix: FEED_PREFIX.moving }),
    );
    expect(Contents).toEqual([]);
  });

  it("drops a good file beside the provider's, never over it; run now reads it, writes a run record, and both are audited", async () => {
    const before = (await movingRuns()).length;
    const dropped = await call(ADMIN, 'POST', '/admin/jobs/refresh-moving-lists/feed', {
      fileName: `${PERIOD}.csv`,
      csv: Papa.unparse([mover('R1'), mover('R2')]),
    });
    expect(dropped.status).toBe(201);
    expect(dropped.body).toEqual({ key: `feeds/moving/admin/${PERIOD}.csv`, rows: 2, refusedRows: 0 });

    const ran = await call(ADMIN, 'POST', '/admin/jobs/refresh-moving-lists/run');
    expect(ran.status).toBe(200);
    expect(ran.body).toMatchObject({
      jobName: 'refresh-moving-lists',
      status: 'succeeded',
      feedKey: `feeds/moving/admin/${PERIOD}.csv`,
    });
    const runs = await movingRuns();
    expect(runs).toHaveLength(before + 1);
    expect(runs[0]).toMatchObject({ status: 'succeeded', startedAt: ran.body.startedAt });

    // The same feed again: the job's own skip rule, recorded as a run too.
    const again = await call(ADMIN, 'POST', '/admin/jobs/refresh-moving-lists/run');
    expect(again.body.status).toBe('skipped');

    const actions = (await auditRecordsOfTarget('job:refresh-moving-lists')).map((record) => record.action);
    expect(actions.sort()).toEqual(['admin.dropFeed', 'admin.runJob', 'admin.runJob']);
  });
});

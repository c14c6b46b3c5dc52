import { DeleteObjectsCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import Papa from 'papaparse';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { suppressionKey } from '#data/suppression-key';
import { config } from '#platform/config';
import { db } from '#platform/db';
import { s3Client } from '#platform/s3-client';
import { givenAgency, givenUser } from '../test/fixtures';
import { useFreshTable } from '../test/fresh-table';
import { useFreshUploadsBucket } from '../test/fresh-uploads-bucket';
import { callerOf, claimsFor } from '../test/invoke';
import { FEED_PREFIX, putFeedFile } from './feed-file';
import { handler } from './handler';
import { refreshMovingLists } from './refresh-moving-lists';
import { refreshWinBackLists } from './refresh-win-back-lists';
import { jobRunsOf } from './retention-store';

const OURS = 7101;
const THEIRS = 7102;
const owner = claimsFor('moving-owner@test.local');
const call = callerOf(handler);

const mover = (agencyId: number, referenceId: string, extra: Record<string, string> = {}) => ({
  agencyId: String(agencyId),
  referenceId,
  recordDate: '2026-11-05',
  policy: `P${referenceId}`,
  type: 'Auto',
  firstName: 'Ada',
  lastName: `Mover ${referenceId}`,
  address1: '1 Main St',
  address2: '',
  city: 'Seattle',
  state: 'WA',
  zip: '98101',
  phone: '',
  email: '',
  forwardAddress1: '9 Elm St',
  forwardCity: 'Tacoma',
  forwardState: 'WA',
  forwardZip: '98402',
  moveDate: '2026-11-01',
  comments: '',
  ...extra,
});

const csv = (rows: Record<string, string>[]) => Papa.unparse(rows);

async function clearFeeds() {
  for (const prefix of Object.values(FEED_PREFIX)) {
    const { Contents = [] } = await s3Client().send(
      new ListObjectsV2Command({ Bucket: config().UPLOADS_BUCKET, Prefix: prefix }),
    );
    if (Contents.length === 0) continue;
    await s3Client().send(
      new DeleteObjectsCommand({
        Bucket: config().UPLOADS_BUCKET,
        Delete: { Objects: Contents.map((object) => ({ Key: object.Key! })) },
      }),
    );
  }
}

beforeAll(async () => {
  await useFreshTable();
  await useFreshUploadsBucket();
  await givenAgency({ agencyId: OURS });
  await givenAgency({ agencyId: THEIRS });
  await givenUser({ userName: 'moving-owner@test.local', defaultAgencyId: OURS, hasChosenAgency: true }, [
    OURS,
  ]);
  await db()
    .entities.optOut.put({ suppressionKey: suppressionKey('gone@mail.example') })
    .go();
});

beforeEach(clearFeeds);

describe('refresh-moving-lists', () => {
  it('builds each month from its feed, oldest first, leaves opt-outs out and reports bad rows', async () => {
    await putFeedFile('moving', '2026-10', csv([mover(OURS, 'OLD1')]));
    await putFeedFile(
      'moving',
      '2026-11',
      csv([
        mover(OURS, 'A1'),
        mover(OURS, 'A2', { email: 'Gone@mail.example' }),
        mover(OURS, 'A3', { zip: '' }),
        mover(THEIRS, 'B1'),
        mover(9999, 'C1'),
      ]),
    );
    const report = await refreshMovingLists();
    expect(report.feedKey).toBe('feeds/moving/2026-11.csv');
    expect(report.counts).toMatchObject({ rows: 5, created: 2, suppressed: 1, skipped: 2, agencies: 2 });
    expect(report.errors).toEqual([
      expect.stringMatching(/^line 4: zip/),
      'line 6: agency 9999 does not exist',
    ]);

    const lists = await call(owner, 'GET', '/retention/moving/lists');
    expect(lists.status).toBe(200);
    // October's file was read too, before November's, each a run of its own.
    expect(lists.body.results).toEqual([
      { date: '2026-11-01', records: 1 },
      { date: '2026-10-01', records: 1 },
    ]);
    const records = await call(owner, 'GET', '/retention/moving/lists/2026-11-01/records');
    expect(records.body.records).toEqual([
      expect.objectContaining({
        referenceId: 'A1',
        agencyCode: String(1000000 + OURS),
        forwardCity: 'Tacoma',
        // The spec's names on the wire, the feed's column names too.
        address1: '1 Main St',
        zip: '98101',
        forwardAddress1: '9 Elm St',
        forwardZip: '98402',
      }),
    ]);

    const [run, october] = await jobRunsOf('refresh-moving-lists');
    expect(run).toMatchObject({ status: 'succeeded', feedKey: 'feeds/moving/2026-11.csv' });
    expect(run?.errors).toHaveLength(2);
    expect(october).toMatchObject({ status: 'succeeded', feedKey: 'feeds/moving/2026-10.csv' });
  });

  it('reads a late file when it lands, and never a period that has not begun', async () => {
    await putFeedFile('moving', '2026-11', csv([mover(OURS, 'A1')]));
    await refreshMovingLists();
    // September's file arrives after November's was read: the next run reads it.
    await putFeedFile('moving', '2026-09', csv([mover(OURS, 'S1')]));
    await putFeedFile('moving', '9999-12', csv([mover(OURS, 'F1')]));
    const late = await refreshMovingLists();
    expect(late).toMatchObject({ status: 'succeeded', feedKey: 'feeds/moving/2026-09.csv' });
    expect(late.errors).toEqual([expect.stringMatching(/9999-12 has not begun/)]);
    const dates = (await call(owner, 'GET', '/retention/moving/lists')).body.results.map(
      (list: { date: string }) => list.date,
    );
    expect(dates).toContain('2026-09-01');
    expect(dates).not.toContain('9999-12-01');
  });

  it('skips a feed it already read, changes nothing when forced to read it again, and follows a corrected feed', async () => {
    await putFeedFile('moving', '2026-11', csv([mover(OURS, 'A1'), mover(OURS, 'A4')]));
    const first = await refreshMovingLists();
    expect(first.counts).toMatchObject({ created: 1, unchanged: 1, removed: 0 });
    const again = await refreshMovingLists();
    expect(again).toMatchObject({
      status: 'skipped',
      feedKey: 'feeds/moving/2026-11.csv',
      note: expect.stringMatching(
        /^no new feed since \d{4}-\d{2}-\d{2} \(feeds\/moving\/2026-11\.csv, read on /,
      ),
    });
    const forced = await refreshMovingLists({ force: true });
    expect(forced.counts).toMatchObject({ created: 0, updated: 0, removed: 0, unchanged: 2 });

    await putFeedFile('moving', '2026-11', csv([mover(OURS, 'A4', { comments: 'Moved twice' })]));
    const corrected = await refreshMovingLists();
    expect(corrected.counts).toMatchObject({ updated: 1, removed: 1 });
    const records = await call(owner, 'GET', '/retention/moving/lists/2026-11-01/records');
    expect(records.body.records).toEqual([
      expect.objectContaining({ referenceId: 'A4', comments: 'Moved twice' }),
    ]);
    expect((await call(owner, 'GET', '/retention/moving/lists')).body.results[0]).toEqual({
      date: '2026-11-01',
      records: 1,
    });
  });

  it('skips, and records that it did, when the provider dropped no feed at all', async () => {
    const run = await refreshMovingLists();
    expect(run).toMatchObject({
      status: 'skipped',
      note: 'no new feed since the job began: nothing under feeds/moving/ yet',
    });
    const [stored] = await jobRunsOf('refresh-moving-lists');
    expect(stored).toMatchObject({ status: 'skipped', startedAt: run.startedAt });
  });

  it('lists the runs of every job, newest first, to staff only', async () => {
    await refreshMovingLists();
    expect((await call(owner, 'GET', '/retention/job-runs')).status).toBe(403);
    await givenUser({ userName: 'ops@test.local', roles: ['SA'], primaryRole: 'SA' });
    const { status, body } = await call(
      claimsFor('ops@test.local'),
      'GET',
      '/retention/job-runs',
      undefined,
      { query: { limit: '2' } },
    );
    expect(status).toBe(200);
    expect(body.jobs.map((job: { jobName: string }) => job.jobName)).toEqual([
      'refresh-moving-lists',
      'refresh-win-back-lists',
    ]);
    const moving = body.jobs[0].runs;
    expect(moving).toHaveLength(2);
    expect(moving[0]).toMatchObject({ status: 'skipped', counts: {}, errors: [] });
    expect(moving[0]).not.toHaveProperty('feedEtag');
    expect(moving[0].startedAt > moving[1].startedAt).toBe(true);
  });

  it('fails on a bad feed file without touching the current lists', async () => {
    await putFeedFile('moving', '2026-08', 'referenceId,firstName\nX1,Ada\n');
    await expect(refreshMovingLists()).rejects.toThrow(/missing columns agencyId/);
    const [run] = await jobRunsOf('refresh-moving-lists');
    expect(run).toMatchObject({ status: 'failed', errors: [expect.stringMatching(/missing columns/)] });
    const lists = await call(owner, 'GET', '/retention/moving/lists');
    expect(lists.body.results.map((list: { date: string }) => list.date)).not.toContain('2026-08-01');
  });

  it('answers 404 for another agency’s month and when no agency is chosen', async () => {
    expect((await call(owner, 'GET', '/retention/moving/lists/2026-07-01/records')).status).toBe(404);
    // THEIRS has a November list; our partition does not, so its month is invisible here.
    const theirs = await db().entities.movingList.get({ agencyId: THEIRS, listDate: '2026-11-01' }).go();
    expect(theirs.data?.records).toBe(1);
    await givenUser({ userName: 'intruder@test.local', defaultAgencyId: THEIRS, hasChosenAgency: true }, []);
    const intruder = await call(claimsFor('intruder@test.local'), 'GET', '/retention/moving/lists');
    expect(intruder.status).toBe(404);
    await givenUser({ userName: 'nobody@test.local' });
    expect((await call(claimsFor('nobody@test.local'), 'GET', '/retention/moving/lists')).status).toBe(404);
  });
});

describe('refresh-win-back-lists', () => {
  const lapsed = (policyNumber: string, cancelDate: string, email = '') => ({
    agencyId: String(OURS),
    policyNumber,
    policyType: 'Auto',
    firstName: 'Lapsed',
    lastName: policyNumber,
    address1: '2 Oak St',
    city: 'Seattle',
    state: 'WA',
    zip: '98101',
    email,
    cancelDate,
  });

  it('keeps cancellations 30 days to 3 years old, mails on the 13th, honours opt-outs, reruns idempotently', async () => {
    await putFeedFile(
      'winBack',
      '2026-11-23',
      csv([
        lapsed('W1', '2026-10-24'),
        lapsed('W2', '2026-10-25'),
        lapsed('W3', '2023-11-22'),
        lapsed('W4', '2025-01-10', 'gone@mail.example'),
        lapsed('W5', '2024-05-05'),
      ]),
    );
    const report = await refreshWinBackLists();
    expect(report.counts).toMatchObject({ created: 2, expired: 2, suppressed: 1 });
    const { data } = await db()
      .entities.winBackEntry.query.entriesOfList({ agencyId: OURS, listMonth: '2026-11' })
      .go();
    expect(data.map((entry) => entry.policyNumber)).toEqual(['W1', 'W5']);
    // 13 December 2026 is a Sunday: the next business day.
    expect(data[0]?.mailDate).toBe('2026-12-14');
    expect((await refreshWinBackLists()).status).toBe('skipped');
    expect((await refreshWinBackLists({ force: true })).counts).toMatchObject({
      created: 0,
      updated: 0,
      removed: 0,
      unchanged: 2,
    });
  });
});

import type { CreateEntityItem, EntityItem } from 'electrodb';
import { FeedReadEntity } from '#data/entities/feed-read';
import { JobRunEntity } from '#data/entities/job-run';
import { MovingListEntity, MovingRecordEntity } from '#data/entities/moving-list';
import { WinBackEntryEntity } from '#data/entities/win-back-entry';
import { deleteEvery, putEvery } from '#platform/batch-calls';
import { storeDb } from '#platform/store-db';

/** The entities this store reads and writes: a Lambda bundles those only. */
const db = /* @__PURE__ */ storeDb({
  feedRead: FeedReadEntity,
  jobRun: JobRunEntity,
  movingList: MovingListEntity,
  movingRecord: MovingRecordEntity,
  winBackEntry: WinBackEntryEntity,
});

export type MovingListItem = EntityItem<typeof MovingListEntity>;
export type MovingRecordItem = EntityItem<typeof MovingRecordEntity>;
export type WinBackEntryItem = EntityItem<typeof WinBackEntryEntity>;
export type JobRunItem = EntityItem<typeof JobRunEntity>;
export type NewMovingRecord = CreateEntityItem<typeof MovingRecordEntity>;
export type NewWinBackEntry = CreateEntityItem<typeof WinBackEntryEntity>;

/** Every monthly Moving list of an agency, newest first (a few dozen at most: one a month). */
export async function movingListsOf(agencyId: number): Promise<MovingListItem[]> {
  const { data } = await db()
    .entities.movingList.query.listsOfAgency({ agencyId })
    .go({ order: 'desc', pages: 'all' });
  return data;
}

export async function movingList(agencyId: number, listDate: string): Promise<MovingListItem | undefined> {
  const { data } = await db().entities.movingList.get({ agencyId, listDate }).go();
  return data ?? undefined;
}

export async function movingRecordsOf(agencyId: number, listDate: string): Promise<MovingRecordItem[]> {
  const { data } = await db()
    .entities.movingRecord.query.recordsOfList({ agencyId, listDate })
    .go({ pages: 'all' });
  return data;
}

/** Writes a month's list: the changed records, the removals, then the tile with its count. */
export async function saveMovingList(
  list: { agencyId: number; listDate: string; statCode: string; records: number },
  upserts: readonly NewMovingRecord[],
  removals: readonly string[],
): Promise<void> {
  if (upserts.length > 0) await putEvery(db().entities.movingRecord, [...upserts], 'movingRecord');
  if (removals.length > 0) {
    await deleteEvery(
      db().entities.movingRecord,
      removals.map((referenceId) => ({ agencyId: list.agencyId, listDate: list.listDate, referenceId })),
      'movingRecord',
    );
  }
  await db().entities.movingList.put(list).go();
}

export async function winBackEntriesOf(agencyId: number, listMonth: string): Promise<WinBackEntryItem[]> {
  const { data } = await db()
    .entities.winBackEntry.query.entriesOfList({ agencyId, listMonth })
    .go({ pages: 'all' });
  return data;
}

/** Every Win Back list of the agency, month by month (reports). */
export async function winBackEntriesOfAgency(agencyId: number): Promise<WinBackEntryItem[]> {
  const { data } = await db().entities.winBackEntry.query.entriesOfList({ agencyId }).go({ pages: 'all' });
  return data;
}

/** The agency's newest Win Back list (the month with the latest `listMonth`), or none. */
export async function currentWinBackEntriesOf(agencyId: number): Promise<WinBackEntryItem[]> {
  const { data } = await db()
    .entities.winBackEntry.query.entriesOfList({ agencyId })
    .go({ order: 'desc', limit: 1, attributes: ['listMonth'] });
  const newest = data[0]?.listMonth;
  return newest ? winBackEntriesOf(agencyId, newest) : [];
}

export async function saveWinBackEntries(
  agencyId: number,
  listMonth: string,
  upserts: readonly NewWinBackEntry[],
  removals: readonly string[],
): Promise<void> {
  if (upserts.length > 0) await putEvery(db().entities.winBackEntry, [...upserts], 'winBackEntry');
  if (removals.length > 0) {
    await deleteEvery(
      db().entities.winBackEntry,
      removals.map((policyNumber) => ({ agencyId, listMonth, policyNumber })),
      'winBackEntry',
    );
  }
}

export async function putJobRun(run: JobRunItem): Promise<void> {
  await db().entities.jobRun.put(run).go();
}

/** The newest runs of a job first. */
export async function jobRunsOf(jobName: string, limit = 10): Promise<JobRunItem[]> {
  const { data } = await db().entities.jobRun.query.runsOfJob({ jobName }).go({ order: 'desc', limit });
  return data;
}

/** The feed files a job has read or refused as bad, by key, with the ETag each had then and when. */
export async function feedsReadBy(jobName: string): Promise<Map<string, { etag: string; readAt: string }>> {
  const { data } = await db()
    .entities.feedRead.query.feedsReadOfJob({ jobName })
    .go({ pages: 'all', attributes: ['feedKey', 'feedEtag', 'readAt'] });
  return new Map(data.map((read) => [read.feedKey, { etag: read.feedEtag, readAt: read.readAt }]));
}

export async function markFeedRead(
  jobName: string,
  feed: { key: string; etag: string },
  outcome: 'read' | 'bad',
  readAt: string,
): Promise<void> {
  await db().entities.feedRead.put({ jobName, feedKey: feed.key, feedEtag: feed.etag, readAt, outcome }).go();
}

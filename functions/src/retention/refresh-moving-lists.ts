import type { JobRun } from '@msc/shared/model/job-run';
import { MOVING_RECORD_WIRE_NAMES, MovingRecordFields } from '@msc/shared/model/moving-list';
import { postalWire } from '@msc/shared/model/postal-wire';
import * as z from 'zod';
import { groupFeedByAgency } from './agency-feed-rows';
import { parseFeed, readFeed } from './feed-file';
import { REFRESH_MOVING_LISTS } from './job-names';
import { type RunOptions, runFeedJob } from './job-run';
import { isMailForward } from './mail-forward';
import { changedRecords } from './record-diff';
import { movingRecordsOf, type NewMovingRecord, saveMovingList } from './retention-store';

export { REFRESH_MOVING_LISTS };

/** The feed's columns are the Moving record's wire names (address1, zip, forwardAddress1…). */
export const MOVING_FEED_NAMES = MOVING_RECORD_WIRE_NAMES;

/** One row of the provider's monthly Moving feed: a Moving record plus the agency it belongs to. */
export const MovingFeedRow = postalWire(
  MovingRecordFields.omit({ agencyCode: true }).extend({
    agencyId: z.coerce.number().int().positive(),
    referenceId: z.string().min(1),
    /** Used only to honour opt-outs; the Moving record does not keep it. */
    email: z.email().optional(),
  }),
  MOVING_FEED_NAMES,
);
export const MOVING_FEED_COLUMNS = [
  'agencyId',
  'referenceId',
  'recordDate',
  'policy',
  'type',
  'firstName',
  'lastName',
  'address1',
  'city',
  'state',
  'zip',
] as const;
/** Every column a Moving feed may carry, in the order the generator writes them. */
export const MOVING_FEED_ALL_COLUMNS = Object.keys(MovingFeedRow.in.shape);
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The job's own check of a feed file (name, columns, rows), for a file dropped by hand before it lands. */
export const checkMovingFeed = (key: string, text: string) =>
  parseFeed(key, text, MovingFeedRow, MOVING_FEED_COLUMNS, MONTH);

/**
 * The monthly Moving refresh: the newest feed file (`feeds/moving/YYYY-MM.csv`) is the whole list of
 * that month for each agency it names. Records are upserted by reference id, records the feed no longer
 * carries are removed, opted-out people are left out, and a run with no new feed is recorded as skipped
 * (`force` reads the same feed again, which then writes nothing new).
 */
export function refreshMovingLists(options: RunOptions = {}): Promise<JobRun> {
  return runFeedJob(REFRESH_MOVING_LISTS, 'moving', options, async (newest) => {
    const feed = await readFeed(newest, MovingFeedRow, MOVING_FEED_COLUMNS, MONTH);
    const listDate = `${feed.period}-01`;
    const { byAgency, statCodes, errors, counts } = await groupFeedByAgency(feed, {
      keyOf: (row) => row.referenceId,
      keyLabel: (row) => `reference id ${row.referenceId}`,
      toRecord: ({ email: _email, ...record }, statCode): NewMovingRecord => ({
        ...record,
        agencyCode: statCode,
        listDate,
      }),
    });
    const tally = { agencies: 0, created: 0, updated: 0, unchanged: 0, removed: 0 };

    for (const [agencyId, records] of byAgency) {
      const stored = await movingRecordsOf(agencyId, listDate);
      // The moves forwarded mail told us of are not the feed's: kept and counted (issue 49).
      const forwards = stored.filter(isMailForward).length;
      const existing = stored.filter((record) => !isMailForward(record));
      const diff = changedRecords(existing, [...records.values()], (record) => record.referenceId);
      await saveMovingList(
        { agencyId, listDate, statCode: statCodes.get(agencyId) ?? '', records: records.size + forwards },
        diff.upserts,
        diff.removals,
      );
      tally.agencies++;
      tally.created += diff.created;
      tally.updated += diff.updated;
      tally.unchanged += diff.unchanged;
      tally.removed += diff.removals.length;
    }
    const { expired: _expired, ...listCounts } = counts;
    return { counts: { ...listCounts, ...tally }, errors };
  });
}

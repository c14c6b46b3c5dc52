import { MovingRecord } from '@msc/shared/model/moving-list';
import * as z from 'zod';
import { suppressedEmails } from '#suppression/index';
import { readNewestFeed } from './feed-file';
import { type RunReport, recordRun } from './job-run';
import { changedRecords } from './record-diff';
import { existingAgencies, movingRecordsOf, type NewMovingRecord, saveMovingList } from './retention-store';

export const REFRESH_MOVING_LISTS = 'refresh-moving-lists';

/** One row of the provider's monthly Moving feed: a Moving record plus the agency it belongs to. */
export const MovingFeedRow = MovingRecord.omit({ agencyCode: true }).extend({
  agencyId: z.coerce.number().int().positive(),
  referenceId: z.string().min(1),
  /** Used only to honour opt-outs; the Moving record does not keep it. */
  email: z.email().optional(),
});
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
export const MOVING_FEED_ALL_COLUMNS = Object.keys(MovingFeedRow.shape);
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * The monthly Moving refresh: the newest feed file (`feeds/moving/YYYY-MM.csv`) is the whole list of
 * that month for each agency it names. Records are upserted by reference id, records the feed no longer
 * carries are removed, opted-out people are left out, and a rerun writes nothing new.
 */
export function refreshMovingLists(): Promise<RunReport> {
  return recordRun(REFRESH_MOVING_LISTS, async () => {
    const feed = await readNewestFeed('moving', MovingFeedRow, MOVING_FEED_COLUMNS, MONTH);
    const listDate = `${feed.period}-01`;
    const errors = [...feed.rowErrors];
    const counts = { rows: feed.rows.length + feed.rowErrors.length, skipped: feed.rowErrors.length };
    const tally = { agencies: 0, created: 0, updated: 0, unchanged: 0, removed: 0, suppressed: 0 };
    const agencies = await existingAgencies(feed.rows.map((row) => row.value.agencyId));
    const suppressed = await suppressedEmails(feed.rows.flatMap((row) => row.value.email ?? []));

    const byAgency = new Map<number, Map<string, NewMovingRecord>>();
    for (const { line, value } of feed.rows) {
      const statCode = agencies.get(value.agencyId);
      if (!statCode) {
        errors.push(`line ${line}: agency ${value.agencyId} does not exist`);
        counts.skipped++;
        continue;
      }
      if (value.email && suppressed.has(value.email.toLowerCase())) {
        tally.suppressed++;
        continue;
      }
      const records = byAgency.get(value.agencyId) ?? new Map<string, NewMovingRecord>();
      if (records.has(value.referenceId)) {
        errors.push(`line ${line}: reference id ${value.referenceId} appears twice`);
        counts.skipped++;
        continue;
      }
      const { email: _email, ...record } = value;
      records.set(value.referenceId, { ...record, agencyCode: statCode, listDate });
      byAgency.set(value.agencyId, records);
    }

    for (const [agencyId, records] of byAgency) {
      const existing = await movingRecordsOf(agencyId, listDate);
      const diff = changedRecords(existing, [...records.values()], (record) => record.referenceId);
      await saveMovingList(
        { agencyId, listDate, statCode: agencies.get(agencyId) ?? '', records: records.size },
        diff.upserts,
        diff.removals,
      );
      tally.agencies++;
      tally.created += diff.created;
      tally.updated += diff.updated;
      tally.unchanged += diff.unchanged;
      tally.removed += diff.removals.length;
    }
    return { feedKey: feed.key, counts: { ...counts, ...tally }, errors };
  });
}

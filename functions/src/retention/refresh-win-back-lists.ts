import { IsoDate } from '@msc/shared/model/fields';
import { isInWinBackWindow, winBackMailDate } from '@msc/shared/rules/win-back';
import * as z from 'zod';
import { suppressedEmails } from '#suppression/index';
import { readNewestFeed } from './feed-file';
import { type RunReport, recordRun } from './job-run';
import { changedRecords } from './record-diff';
import {
  existingAgencies,
  type NewWinBackEntry,
  saveWinBackEntries,
  winBackEntriesOf,
} from './retention-store';

export const REFRESH_WIN_BACK_LISTS = 'refresh-win-back-lists';

/** One row of the provider's daily Win Back feed: a cancelled auto policy of an agency. */
export const WinBackFeedRow = z.object({
  agencyId: z.coerce.number().int().positive(),
  policyNumber: z.string().min(1),
  policyType: z.string().min(1),
  firstName: z.string().min(1),
  lastName: z.string().min(1),
  address1: z.string().min(1),
  address2: z.string().optional(),
  city: z.string().min(1),
  state: z.string().regex(/^[A-Z]{2}$/),
  zip: z.string().regex(/^\d{5}(-\d{4})?$/),
  email: z.email().optional(),
  phone: z.string().optional(),
  cancelDate: IsoDate,
  customerSinceDate: IsoDate.optional(),
});
export const WIN_BACK_FEED_COLUMNS = [
  'agencyId',
  'policyNumber',
  'policyType',
  'firstName',
  'lastName',
  'address1',
  'city',
  'state',
  'zip',
  'cancelDate',
] as const;
/** Every column a Win Back feed may carry, in the order the generator writes them. */
export const WIN_BACK_FEED_ALL_COLUMNS = Object.keys(WinBackFeedRow.shape);
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The daily Win Back refresh: the newest feed file (`feeds/win-back/YYYY-MM-DD.csv`) is the list of the
 * file's month for each agency it names. Cancellations outside 30 days..3 years of the file's day are
 * expired (left out, and removed when stored), opted-out addresses left out; a rerun writes nothing.
 */
export function refreshWinBackLists(): Promise<RunReport> {
  return recordRun(REFRESH_WIN_BACK_LISTS, async () => {
    const feed = await readNewestFeed('winBack', WinBackFeedRow, WIN_BACK_FEED_COLUMNS, DAY);
    const listDay = feed.period;
    const listMonth = listDay.slice(0, 7);
    const mailDate = winBackMailDate(new Date(`${listDay}T12:00:00Z`));
    const errors = [...feed.rowErrors];
    const counts = { rows: feed.rows.length + feed.rowErrors.length, skipped: feed.rowErrors.length };
    const tally = {
      agencies: 0,
      created: 0,
      updated: 0,
      unchanged: 0,
      removed: 0,
      expired: 0,
      suppressed: 0,
    };
    const agencies = await existingAgencies(feed.rows.map((row) => row.value.agencyId));
    const suppressed = await suppressedEmails(feed.rows.flatMap((row) => row.value.email ?? []));

    const byAgency = new Map<number, Map<string, NewWinBackEntry>>();
    for (const { line, value } of feed.rows) {
      const statCode = agencies.get(value.agencyId);
      if (!statCode) {
        errors.push(`line ${line}: agency ${value.agencyId} does not exist`);
        counts.skipped++;
        continue;
      }
      if (!isInWinBackWindow(value.cancelDate, listDay)) {
        tally.expired++;
        continue;
      }
      if (value.email && suppressed.has(value.email.toLowerCase())) {
        tally.suppressed++;
        continue;
      }
      const entries = byAgency.get(value.agencyId) ?? new Map<string, NewWinBackEntry>();
      if (entries.has(value.policyNumber)) {
        errors.push(`line ${line}: policy ${value.policyNumber} appears twice`);
        counts.skipped++;
        continue;
      }
      entries.set(value.policyNumber, { ...value, statCode, listMonth, mailDate });
      byAgency.set(value.agencyId, entries);
    }

    for (const [agencyId, entries] of byAgency) {
      const existing = await winBackEntriesOf(agencyId, listMonth);
      const diff = changedRecords(existing, [...entries.values()], (entry) => entry.policyNumber);
      await saveWinBackEntries(agencyId, listMonth, diff.upserts, diff.removals);
      tally.agencies++;
      tally.created += diff.created;
      tally.updated += diff.updated;
      tally.unchanged += diff.unchanged;
      tally.removed += diff.removals.length;
    }
    return { feedKey: feed.key, counts: { ...counts, ...tally }, errors };
  });
}

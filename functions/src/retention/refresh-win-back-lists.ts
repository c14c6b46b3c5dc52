import { IsoDate } from '@msc/shared/model/fields';
import type { JobRun } from '@msc/shared/model/job-run';
import { postalWire } from '@msc/shared/model/postal-wire';
import { isInWinBackWindow, winBackMailDate } from '@msc/shared/rules/win-back';
import * as z from 'zod';
import { groupFeedByAgency } from './agency-feed-rows';
import { parseFeed, readFeed } from './feed-file';
import { REFRESH_WIN_BACK_LISTS } from './job-names';
import { type RunOptions, runFeedJob } from './job-run';
import { changedRecords } from './record-diff';
import { type NewWinBackEntry, saveWinBackEntries, winBackEntriesOf } from './retention-store';

export { REFRESH_WIN_BACK_LISTS };

/** One row of the provider's daily Win Back feed: a cancelled auto policy of an agency. */
export const WinBackFeedRow = postalWire(
  z.object({
    agencyId: z.coerce.number().int().positive(),
    policyNumber: z.string().min(1),
    policyType: z.string().min(1),
    firstName: z.string().min(1),
    lastName: z.string().min(1),
    addressLine1: z.string().min(1),
    addressLine2: z.string().optional(),
    city: z.string().min(1),
    state: z.string().regex(/^[A-Z]{2}$/),
    postalCode: z.string().regex(/^\d{5}(-\d{4})?$/),
    email: z.email().optional(),
    phone: z.string().optional(),
    cancelDate: IsoDate,
    customerSinceDate: IsoDate.optional(),
  }),
);
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
export const WIN_BACK_FEED_ALL_COLUMNS = Object.keys(WinBackFeedRow.in.shape);
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The job's own check of a feed file (name, columns, rows), for a file dropped by hand before it lands. */
export const checkWinBackFeed = (key: string, text: string) =>
  parseFeed(key, text, WinBackFeedRow, WIN_BACK_FEED_COLUMNS, DAY);

/**
 * The daily Win Back refresh: the newest feed file (`feeds/win-back/YYYY-MM-DD.csv`) is the list of the
 * file's month for each agency it names. Cancellations outside 30 days..3 years of the file's day are
 * expired (left out, and removed when stored), opted-out addresses left out; a run with no new feed is recorded as
 * skipped (`force` reads the same feed again, which then writes nothing).
 */
export function refreshWinBackLists(options: RunOptions = {}): Promise<JobRun> {
  return runFeedJob(REFRESH_WIN_BACK_LISTS, 'winBack', options, async (newest) => {
    const feed = await readFeed(newest, WinBackFeedRow, WIN_BACK_FEED_COLUMNS, DAY);
    const listDay = feed.period;
    const listMonth = listDay.slice(0, 7);
    const mailDate = winBackMailDate(new Date(`${listDay}T12:00:00Z`));
    const { byAgency, errors, counts } = await groupFeedByAgency(feed, {
      keyOf: (row) => row.policyNumber,
      keyLabel: (row) => `policy ${row.policyNumber}`,
      isCurrent: (row) => isInWinBackWindow(row.cancelDate, listDay),
      toRecord: (row, statCode): NewWinBackEntry => ({ ...row, statCode, listMonth, mailDate }),
    });
    const tally = { agencies: 0, created: 0, updated: 0, unchanged: 0, removed: 0 };

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
    return { counts: { ...counts, ...tally }, errors };
  });
}

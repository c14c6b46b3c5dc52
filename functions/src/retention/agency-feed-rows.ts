import { getAgencies } from '#agency/index';
import { suppressedEmails } from '#suppression/index';
import type { ParsedFeed } from './feed-file';

/** The agency ids among `agencyIds` that exist, with their stat codes (BatchGetItem takes 100 keys). */
async function existingAgencies(agencyIds: readonly number[]): Promise<Map<number, string>> {
  const unique = [...new Set(agencyIds)];
  const found = new Map<number, string>();
  for (let start = 0; start < unique.length; start += 100) {
    for (const agency of await getAgencies(unique.slice(start, start + 100)))
      found.set(agency.agencyId, agency.statId);
  }
  return found;
}

/** What every list feed row carries: the agency it belongs to, and an email only to honour opt-outs. */
interface AgencyFeedRow {
  agencyId: number;
  email?: string;
}

export interface GroupedFeed<Record> {
  /** Per agency, the records by their key, in feed order. */
  byAgency: Map<number, Map<string, Record>>;
  /** The stat code of each agency the feed names that exists. */
  statCodes: Map<number, string>;
  errors: string[];
  counts: { rows: number; skipped: number; suppressed: number; expired: number };
}

/**
 * The rows of a list feed grouped by agency, the way every list refresh needs them: a row of an agency
 * that does not exist, or with a key seen before in its agency, is an error and skipped; a row the
 * caller's window leaves out is counted as expired; an opted-out person is left out (the one suppression
 * lookup).
 */
export async function groupFeedByAgency<Row extends AgencyFeedRow, Record>(
  feed: ParsedFeed<Row>,
  options: {
    /** The record's key within its agency's list, and how the error names it ("reference id A1"). */
    keyOf: (row: Row) => string;
    keyLabel: (row: Row) => string;
    /** False: outside the list's window (counted as expired). */
    isCurrent?: (row: Row) => boolean;
    toRecord: (row: Row, statCode: string) => Record;
  },
): Promise<GroupedFeed<Record>> {
  const errors = [...feed.rowErrors];
  const counts = {
    rows: feed.rows.length + feed.rowErrors.length,
    skipped: feed.rowErrors.length,
    suppressed: 0,
    expired: 0,
  };
  const statCodes = await existingAgencies(feed.rows.map((row) => row.value.agencyId));
  const suppressed = await suppressedEmails(feed.rows.flatMap((row) => row.value.email ?? []));
  const byAgency = new Map<number, Map<string, Record>>();
  for (const { line, value } of feed.rows) {
    const statCode = statCodes.get(value.agencyId);
    if (!statCode) {
      errors.push(`line ${line}: agency ${value.agencyId} does not exist`);
      counts.skipped++;
      continue;
    }
    if (options.isCurrent && !options.isCurrent(value)) {
      counts.expired++;
      continue;
    }
    if (value.email && suppressed.has(value.email.toLowerCase())) {
      counts.suppressed++;
      continue;
    }
    const records = byAgency.get(value.agencyId) ?? new Map<string, Record>();
    const key = options.keyOf(value);
    if (records.has(key)) {
      errors.push(`line ${line}: ${options.keyLabel(value)} appears twice`);
      counts.skipped++;
      continue;
    }
    records.set(key, options.toRecord(value, statCode));
    byAgency.set(value.agencyId, records);
  }
  return { byAgency, statCodes, errors, counts };
}

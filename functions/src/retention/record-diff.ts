/** What a refresh must write so the stored list equals the feed's: new, changed and gone records. */
export interface RecordDiff<T> {
  upserts: T[];
  removals: string[];
  created: number;
  updated: number;
  unchanged: number;
}

/** Every incoming field equals the stored one (feed values are strings and numbers). */
function sameFields(stored: object, incoming: object): boolean {
  const a = stored as Record<string, unknown>;
  return Object.entries(incoming).every(([key, value]) => a[key] === value);
}

/**
 * Compares the stored records of a list with the incoming ones by id, so a rerun with the same feed
 * writes nothing: only new or changed records are upserted, stored ids the feed no longer has removed.
 */
export function changedRecords<S extends object, T extends object>(
  stored: readonly S[],
  incoming: readonly T[],
  idOf: (record: S | T) => string,
): RecordDiff<T> {
  const storedById = new Map(stored.map((record) => [idOf(record), record]));
  const diff: RecordDiff<T> = { upserts: [], removals: [], created: 0, updated: 0, unchanged: 0 };
  const incomingIds = new Set<string>();
  for (const record of incoming) {
    const id = idOf(record);
    incomingIds.add(id);
    const before = storedById.get(id);
    if (!before) {
      diff.upserts.push(record);
      diff.created++;
    } else if (!sameFields(before, record) || hasDroppedField(before, record)) {
      diff.upserts.push(record);
      diff.updated++;
    } else diff.unchanged++;
  }
  for (const id of storedById.keys()) if (!incomingIds.has(id)) diff.removals.push(id);
  return diff;
}

/** A stored optional field the incoming record no longer has (a blanked comment) is a change too. */
function hasDroppedField(stored: object, incoming: object): boolean {
  const b = incoming as Record<string, unknown>;
  return Object.entries(stored).some(([key, value]) => value !== undefined && !(key in b) && !META.has(key));
}

/** Fields ElectroDB or the table keeps that a feed record never carries. */
const META = new Set(['createdAt', 'updatedAt']);

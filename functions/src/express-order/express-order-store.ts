import { now as clockNow } from '@msc/shared/clock';
import { apiErrors } from '@msc/shared/messages';
import type { EntityItem } from 'electrodb';
import { ulid } from 'ulid';
import { BulkOrderStateEntity, type StoredBulkSummary } from '#data/entities/bulk-order-state';
import { BulkOrderSubCodeEntity } from '#data/entities/bulk-order-sub-code';
import { conditionFailed } from '#platform/condition-failed';
import { conflict } from '#platform/http-error';
import { storeDb } from '#platform/store-db';
import { joinParts, partChanges, type SubCodePart, splitParts } from './bulk-sub-code-parts';

/** The entities this store reads and writes: a Lambda bundles those only. */
const db = /* @__PURE__ */ storeDb({
  bulkOrderState: BulkOrderStateEntity,
  bulkOrderSubCode: BulkOrderSubCodeEntity,
});

export type BulkOrderStateRecord = EntityItem<typeof BulkOrderStateEntity>;
export type { StoredBulkSummary };

export const newBulkId = () => ulid();

export async function findBulkOrderState(
  userName: string,
  bulkOrderStateId: string,
): Promise<BulkOrderStateRecord | undefined> {
  // The state and its sub codes' parts side by side: one round trip's wait, not two.
  const [{ data }, parts] = await Promise.all([
    db().entities.bulkOrderState.get({ userName, bulkOrderStateId }).go(),
    db()
      .entities.bulkOrderSubCode.query.partsOfBulkOrderState({ userName, bulkOrderStateId })
      .go({ pages: 'all' }),
  ]);
  return data ? joinParts(data, parts.data as SubCodePart[]) : undefined;
}

/**
 * The state's own item, its sub codes' parts not read: enough to tell where its summary stands, never to
 * save (a save would write the parts empty), so the type has no sub codes. `withSubCodeParts` makes it whole.
 */
export type BulkOrderStateHead = Omit<BulkOrderStateRecord, 'orderStates' | 'subCodesDetails'>;

export async function findBulkOrderStateHead(
  userName: string,
  bulkOrderStateId: string,
): Promise<BulkOrderStateHead | undefined> {
  const { data } = await db().entities.bulkOrderState.get({ userName, bulkOrderStateId }).go();
  return data ?? undefined;
}

/** The whole state of a head: its sub codes' parts read and joined (none to read on a state stored before parts). */
export async function withSubCodeParts(head: BulkOrderStateHead): Promise<BulkOrderStateRecord> {
  // At run time the head is the whole item, its sub codes without their parts.
  const item = head as BulkOrderStateRecord;
  if (!item.subCodePartDigests) return item;
  const { userName, bulkOrderStateId } = item;
  const parts = await db()
    .entities.bulkOrderSubCode.query.partsOfBulkOrderState({ userName, bulkOrderStateId })
    .go({ pages: 'all' });
  return joinParts(item, parts.data as SubCodePart[]);
}

/**
 * The policy numbers step 2 self-selected in one sub code, from its part alone: what BuildRecipients needs
 * that a run's input cannot hold. (A run saves its state first, so every chosen sub code has its part.)
 */
export async function selectedPolicyNumbersOf(
  { userName, bulkOrderStateId }: { userName: string; bulkOrderStateId: string },
  statCode: string,
): Promise<string[] | undefined> {
  const { data } = await db()
    .entities.bulkOrderSubCode.get({ userName, bulkOrderStateId, statCode })
    .go({ attributes: ['selectedPolicyNumbers'] });
  return data?.selectedPolicyNumbers;
}

export async function createBulkOrderState(
  record: Omit<BulkOrderStateRecord, 'created' | 'updated' | 'version'>,
): Promise<BulkOrderStateRecord> {
  const now = clockNow().toISOString();
  const { data } = await db()
    .entities.bulkOrderState.create({ ...record, version: 1, created: now, updated: now })
    .go();
  return data as BulkOrderStateRecord;
}

/**
 * Saves the whole state if nobody saved it since it was read (its version): the browser's copy is replaced
 * by the answer, so two tabs never silently undo each other. A lost race answers 409.
 */
export async function saveBulkOrderState(record: BulkOrderStateRecord): Promise<BulkOrderStateRecord> {
  const { item, parts } = splitParts(record);
  const { digests, puts, deletes } = partChanges(record, parts);
  const { userName, bulkOrderStateId, version, created: _created, ...rest } = item;
  const next = Object.fromEntries(
    Object.entries({
      ...rest,
      subCodePartDigests: digests,
      version: version + 1,
      updated: clockNow().toISOString(),
    }).filter(([, value]) => value !== undefined),
  );
  if (puts.length > 0 || deletes.length > 0) {
    // The version and the changed parts in one transaction: never a state naming parts not written.
    const result = await db()
      .transaction.write(({ bulkOrderState, bulkOrderSubCode }) => [
        bulkOrderState
          .patch({ userName, bulkOrderStateId })
          .set(next as never)
          .where((attr, { eq }) => eq(attr.version, version))
          .commit(),
        ...puts.map((part) => bulkOrderSubCode.put({ userName, bulkOrderStateId, ...part }).commit()),
        ...deletes.map((statCode) =>
          bulkOrderSubCode.delete({ userName, bulkOrderStateId, statCode }).commit(),
        ),
      ])
      .go();
    if (result.canceled) throw conflict(apiErrors.expressChanged);
    // The state as stored now, without reading it back (a TransactWrite answers no item): the item read at
    // `version` (the condition held) with `next` set, as the patch below answers it, and the parts just split
    // off (the unchanged ones stored with the same digest, the rest written). The writes that leave the version
    // alone (a run's summary, a reset's removals) touch only fields that `next` sets again or that were unset.
    return joinParts({ ...item, ...next, userName, bulkOrderStateId } as BulkOrderStateRecord, parts);
  }
  try {
    const { data } = await db()
      .entities.bulkOrderState.patch({ userName, bulkOrderStateId })
      .set(next as never)
      .where((attr, { eq }) => eq(attr.version, version))
      .go({ response: 'all_new' });
    return joinParts(data as BulkOrderStateRecord, parts);
  } catch (error) {
    if (conditionFailed(error)) {
      throw conflict(apiErrors.expressChanged);
    }
    throw error;
  }
}

/** Drops what the previous answers set and ElectroDB would keep (patch never removes by omission). */
export async function clearBulkFields(
  record: BulkOrderStateRecord,
  fields: (
    | 'isSamePersonalization'
    | 'dropDetails'
    | 'summary'
    | 'runId'
    | 'runFingerprint'
    | 'onePerHousehold'
    | 'preflightAcknowledgement'
  )[],
): Promise<void> {
  if (fields.length === 0) return;
  await db()
    .entities.bulkOrderState.patch({ userName: record.userName, bulkOrderStateId: record.bulkOrderStateId })
    .remove(fields)
    .go();
}

/**
 * The pipeline's summary, written only while `runId` is still the state's run: a run made stale by a
 * later change (or a retried write of an older run) never overwrites a newer one. Idempotent.
 */
export async function writeBulkSummary(
  key: { userName: string; bulkOrderStateId: string },
  summary: StoredBulkSummary,
): Promise<boolean> {
  try {
    await db()
      .entities.bulkOrderState.patch(key)
      .set({ summary })
      .where((attr, { eq }) => eq(attr.runId, summary.runId))
      .go();
    return true;
  } catch (error) {
    if (conditionFailed(error)) return false;
    throw error;
  }
}

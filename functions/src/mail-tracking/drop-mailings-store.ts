import type { CreateEntityItem, EntityItem } from 'electrodb';
import { DropMailingEntity } from '#data/entities/drop-mailing';
import { conditionFailed } from '#platform/condition-failed';
import { storeDb } from '#platform/store-db';
import type { DropKey } from './mail-pieces-store';

/** The drops to mail (issue 49): filed when an order's recipient rows are written, mailed by the `mail-drops` job. */
const db = /* @__PURE__ */ storeDb({ dropMailing: DropMailingEntity });

export type DropMailingRecord = EntityItem<typeof DropMailingEntity>;
export type NewDropMailing = Omit<CreateEntityItem<typeof DropMailingEntity>, 'status' | 'queue'>;

/**
 * Files the drops of a placed order to be mailed. A drop already filed stays as it is (the recipient rows'
 * workflow runs again after a failure: a mailed drop is never pending again).
 */
export async function fileDropMailings(drops: readonly NewDropMailing[]): Promise<void> {
  for (const drop of drops) {
    try {
      await db().entities.dropMailing.create(drop).go();
    } catch (error) {
      if (!conditionFailed(error)) throw error;
    }
  }
}

/** The pending drops whose mail date is `through` (YYYY-MM-DD) or earlier, oldest first. */
export async function pendingDropMailings(through: string, limit: number): Promise<DropMailingRecord[]> {
  const { data } = await db()
    .entities.dropMailing.query.dropsToMail({ queue: 'dropsToMail' })
    .lte({ mailDate: `${through}\uffff` })
    .go({ limit });
  return data;
}

export async function dropMailingOf(drop: DropKey): Promise<DropMailingRecord | undefined> {
  const { data } = await db().entities.dropMailing.get(drop).go();
  return data ?? undefined;
}

/** What became of a pending drop: mailed (with its counts), canceled, or moved to another mail date. */
export type DropMailingChange =
  | { status: 'mailed'; pieces: number; skipped: number; mailedAt: string }
  | { status: 'canceled' }
  | { status: 'pending'; mailDate: string };

export async function markDropMailing(record: DropMailingRecord, change: DropMailingChange): Promise<void> {
  await db()
    .entities.dropMailing.patch({
      agencyId: record.agencyId,
      orderId: record.orderId,
      itemId: record.itemId,
      dropNumber: record.dropNumber,
    })
    // The sparse index's composites go with every patch: ElectroDB rebuilds (or drops) its key from them.
    .set({ queue: 'dropsToMail', mailDate: record.mailDate, ...change })
    .go();
}

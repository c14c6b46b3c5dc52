import type { EntityItem } from 'electrodb';
import { HoldoutRecipientEntity } from '#data/entities/holdout-recipient';
import { writeEvery } from '#platform/batch-calls';
import { storeDb } from '#platform/store-db';

/** The recipients held out of orders' mailings (issue 48's holdout), for results to compare with the mailed. */
const db = /* @__PURE__ */ storeDb({ holdoutRecipient: HoldoutRecipientEntity });

export type HoldoutRecipientRecord = EntityItem<typeof HoldoutRecipientEntity>;

/** One BatchWriteItem (DynamoDB's limit). */
const BATCH = 25;

/**
 * Stores an order's held-out recipients (a rewrite puts the same items: keyed by order and recipient), in
 * batches, putting again what DynamoDB left unprocessed.
 */
export async function recordHoldout(recipients: readonly HoldoutRecipientRecord[]): Promise<void> {
  for (let start = 0; start < recipients.length; start += BATCH) {
    await writeEvery(
      recipients.slice(start, start + BATCH),
      (batch) => db().entities.holdoutRecipient.put(batch).go(),
      (item) => item.recipientId,
      'Held-out recipients',
    );
  }
}

/** The recipients held out of one order's mailing (every piece of it), by recipient id. */
export async function holdoutOfOrder(agencyId: number, orderId: string): Promise<HoldoutRecipientRecord[]> {
  const { data } = await db()
    .entities.holdoutRecipient.query.holdoutOfOrder({ agencyId, orderId })
    .go({ pages: 'all' });
  return data;
}

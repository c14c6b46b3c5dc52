import type { EntityItem } from 'electrodb';
import { HoldoutRecipientEntity } from '#data/entities/holdout-recipient';
import { storeDb } from '#platform/store-db';

/** The recipients held out of orders' mailings (issue 48's holdout), for results to compare with the mailed. */
const db = /* @__PURE__ */ storeDb({ holdoutRecipient: HoldoutRecipientEntity });

export type HoldoutRecipientRecord = EntityItem<typeof HoldoutRecipientEntity>;

/** One BatchWriteItem (DynamoDB's limit). */
const BATCH = 25;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Stores an order's held-out recipients (a rewrite puts the same items: keyed by order and recipient), in
 * batches, putting again what DynamoDB left unprocessed.
 */
export async function recordHoldout(recipients: readonly HoldoutRecipientRecord[]): Promise<void> {
  for (let start = 0; start < recipients.length; start += BATCH) {
    let pending = recipients.slice(start, start + BATCH);
    for (let attempt = 0; pending.length > 0; attempt += 1) {
      if (attempt > 8) throw new Error('Held-out recipients left unprocessed after 8 retries');
      // Throttled: a growing pause before putting the rest again.
      if (attempt > 0) await sleep(Math.min(2000, 50 * 2 ** attempt));
      const { unprocessed } = await db().entities.holdoutRecipient.put(pending).go();
      const left = new Set(unprocessed.map((item) => item.recipientId));
      pending = pending.filter((item) => left.has(item.recipientId));
    }
  }
}

/** The recipients held out of one order's mailing (every piece of it), by recipient id. */
export async function holdoutOfOrder(agencyId: number, orderId: string): Promise<HoldoutRecipientRecord[]> {
  const { data } = await db()
    .entities.holdoutRecipient.query.holdoutOfOrder({ agencyId, orderId })
    .go({ pages: 'all' });
  return data;
}

import type { EntityItem } from 'electrodb';
import { OptOutEntity } from '#data/entities/opt-out';
import { storeDb } from '#data/store-db';
import { suppressionKey } from '#data/suppression-key';

/** The entities this store reads and writes: a Lambda bundles those only. */
const db = storeDb({ optOut: OptOutEntity });

export type OptOutItem = EntityItem<typeof OptOutEntity>;

/** Adds the address to the suppression list; a second opt-out of the same address changes nothing. */
export async function addToSuppressionList(emailOrAddress: string): Promise<void> {
  await db()
    .entities.optOut.create({ suppressionKey: suppressionKey(emailOrAddress) })
    .go()
    .catch((error: unknown) => {
      // Already on the list: the opt-out is idempotent.
      if (!(error instanceof Error && /conditional/i.test(error.message))) throw error;
    });
}

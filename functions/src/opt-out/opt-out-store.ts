import type { EntityItem } from 'electrodb';
import { db } from '#data/db';
import type { OptOutEntity } from '#data/entities/opt-out';
import { suppressionKey } from '#data/suppression-key';

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

import type { EntityItem } from 'electrodb';
import { OrderEntity } from '#data/entities/order';
import { OrderHistoryFacetsEntity } from '#data/entities/order-history-facets';
import { mapBounded } from '#platform/bounded-map';
import { conditionFailed } from '#platform/condition-failed';
import { storeDb } from '#platform/store-db';
import { placeOf, withFacet } from './history-facets';

/** The order history's facet blocks (history-facets.ts) and the orders read by ordinal beside them. */
const db = storeDb({ order: OrderEntity, orderHistoryFacets: OrderHistoryFacetsEntity });

type OrderRecord = EntityItem<typeof OrderEntity>;

export interface FacetWrite {
  userName: string;
  agencyId: number;
  ordinal: number;
  facet: string;
}

/** A block written on the condition of its version: retried this many times when another write came first. */
const ATTEMPTS = 8;

/** Every block of the user's orders for the agency: block number → facets. */
export async function facetBlocks(userName: string, agencyId: number): Promise<Map<number, string>> {
  const { data } = await db()
    .entities.orderHistoryFacets.query.facetsOfUser({ userName, agencyId })
    .go({ pages: 'all', attributes: ['agencyId', 'block', 'facets'] });
  // An sk prefix of agency 5 also starts agency 50's: only this agency's blocks.
  return new Map(data.filter((item) => item.agencyId === agencyId).map((item) => [item.block, item.facets]));
}

/** Sets facets in their blocks: one read and one conditional write a block, blocks a few at once. */
export async function recordFacets(writes: readonly FacetWrite[]): Promise<void> {
  const byBlock = new Map<string, FacetWrite[]>();
  for (const write of writes) {
    const key = `${write.userName}#${write.agencyId}#${placeOf(write.ordinal).block}`;
    const inBlock = byBlock.get(key);
    if (inBlock) inBlock.push(write);
    else byBlock.set(key, [write]);
  }
  await mapBounded([...byBlock.values()], 4, (inBlock) => writeBlock(inBlock));
}

function writeBlock(writes: readonly FacetWrite[]): Promise<void> {
  const { userName, agencyId, ordinal } = writes[0]!;
  return writeWithVersion({ userName, agencyId, block: placeOf(ordinal).block }, (stored) =>
    writes.reduce((text, write) => withFacet(text, placeOf(write.ordinal).offset, write.facet), stored),
  );
}

/** Reads a block, writes `change` of it on the condition of the version read, again when another came first. */
async function writeWithVersion(
  key: { userName: string; agencyId: number; block: number },
  change: (stored: string) => string,
): Promise<void> {
  const entity = db().entities.orderHistoryFacets;
  for (let attempt = 1; ; attempt += 1) {
    const { data: read } = await entity.get(key).go({ consistent: true });
    const facets = change(read?.facets ?? '');
    try {
      if (!read) await entity.create({ ...key, facets, version: 1 }).go();
      else if (facets !== read.facets)
        await entity
          .patch(key)
          .set({ facets, version: read.version + 1 })
          .where((attr, op) => op.eq(attr.version, read.version))
          .go();
      return;
    } catch (error) {
      if (!conditionFailed(error) || attempt >= ATTEMPTS) throw error;
    }
  }
}

/**
 * Writes a user's blocks for an agency anew (the backfill), each on the condition of the version read (a
 * facet written meanwhile makes it read again); a block already so is left as it is. Answers how many.
 */
export async function replaceFacetBlocks(
  userName: string,
  agencyId: number,
  blocks: ReadonlyMap<number, string>,
): Promise<number> {
  const stored = await facetBlocks(userName, agencyId);
  const changed = [...blocks].filter(([block, facets]) => stored.get(block) !== facets);
  await mapBounded(changed, 4, ([block, facets]) =>
    writeWithVersion({ userName, agencyId, block }, () => facets),
  );
  return changed.length;
}

/** The user's orders for the agency with these ordinals, each range one Query (a few at once). */
export async function ordersInRanges(
  userName: string,
  agencyId: number,
  ranges: readonly { low: number; high: number }[],
): Promise<OrderRecord[]> {
  const pages = await mapBounded(ranges, 6, async ({ low, high }) => {
    const { data } = await db()
      .entities.order.query.ordersByOrdinal({ userName, agencyId })
      .between({ ordinal: low }, { ordinal: high })
      .go({ order: 'desc', pages: 'all' });
    return data;
  });
  return pages.flat();
}

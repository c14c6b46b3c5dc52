import type { EntityItem } from 'electrodb';
import { OrderEntity } from '#data/entities/order';
import { OrderHistoryFacetsEntity } from '#data/entities/order-history-facets';
import { OrderHistoryTallyEntity } from '#data/entities/order-history-tally';
import { getEvery } from '#platform/batch-calls';
import { mapBounded } from '#platform/bounded-map';
import { storeDb } from '#platform/store-db';
import { transactItems, transactWrite } from '#platform/transact-write';
import { placeOf, withFacet } from './history-facets';
import {
  type BlockTally,
  chunkOf,
  decodeTallies,
  encodeTallies,
  TALLY_CHUNK_BLOCKS,
  tallyOf,
} from './history-tallies';

/**
 * The order history's facet blocks (history-facets.ts), their tallies (history-tallies.ts), written
 * together in one transaction, and the orders read by ordinal beside them.
 */
const db = /* @__PURE__ */ storeDb({
  order: OrderEntity,
  orderHistoryFacets: OrderHistoryFacetsEntity,
  orderHistoryTally: OrderHistoryTallyEntity,
});

type OrderRecord = EntityItem<typeof OrderEntity>;

export interface FacetWrite {
  userName: string;
  agencyId: number;
  ordinal: number;
  facet: string;
}

/** A chunk's blocks and tally written on the condition of their versions: read again when another came first. */
const ATTEMPTS = 8;

/** Blocks of the user's orders for the agency (every one, or those from `low` to `high`): number → facets. */
export async function facetBlocks(
  userName: string,
  agencyId: number,
  range?: { low: number; high: number },
  consistent = false,
): Promise<Map<number, string>> {
  const query = db().entities.orderHistoryFacets.query.facetsOfUser({ userName, agencyId });
  const { data } = await (range ? query.between({ block: range.low }, { block: range.high }) : query).go({
    pages: 'all',
    attributes: ['agencyId', 'block', 'facets'],
    consistent,
  });
  // An sk prefix of agency 5 also starts agency 50's: only this agency's blocks.
  return new Map(data.filter((item) => item.agencyId === agencyId).map((item) => [item.block, item.facets]));
}

/** Some blocks by number, in one BatchGetItem (a block never written is absent). */
export async function facetBlocksNumbered(
  userName: string,
  agencyId: number,
  blocks: readonly number[],
): Promise<Map<number, string>> {
  const read = await readBlocks(userName, agencyId, blocks, false);
  return new Map([...read].map(([block, item]) => [block, item.facets]));
}

/** The tallies of the user's blocks for the agency (one Query), and which chunks have a tally item. */
export async function facetTallies(
  userName: string,
  agencyId: number,
): Promise<{ tallies: Map<number, BlockTally>; chunks: Set<number> }> {
  const { data } = await db()
    .entities.orderHistoryTally.query.talliesOfUser({ userName, agencyId })
    .go({ pages: 'all', attributes: ['agencyId', 'chunk', 'tallies'] });
  const ofAgency = data.filter((item) => item.agencyId === agencyId);
  const tallies = new Map<number, BlockTally>();
  for (const item of ofAgency)
    for (const [block, tally] of decodeTallies(item.tallies)) tallies.set(block, tally);
  return { tallies, chunks: new Set(ofAgency.map((item) => item.chunk)) };
}

/** Sets facets in their blocks: per user, agency and chunk one transaction of its blocks and their tally. */
export async function recordFacets(writes: readonly FacetWrite[]): Promise<void> {
  const byChunk = new Map<
    string,
    { userName: string; agencyId: number; chunk: number; writes: FacetWrite[] }
  >();
  for (const write of writes) {
    const chunk = chunkOf(placeOf(write.ordinal).block);
    const key = `${write.userName}#${write.agencyId}#${chunk}`;
    const group = byChunk.get(key) ?? {
      userName: write.userName,
      agencyId: write.agencyId,
      chunk,
      writes: [],
    };
    group.writes.push(write);
    byChunk.set(key, group);
  }
  await mapBounded([...byChunk.values()], 4, ({ userName, agencyId, chunk, writes: inChunk }) => {
    const changes = new Map<number, (stored: string) => string>();
    for (const write of inChunk) {
      const { block, offset } = placeOf(write.ordinal);
      const before = changes.get(block) ?? ((stored: string) => stored);
      changes.set(block, (stored) => withFacet(before(stored), offset, write.facet));
    }
    return writeChunk(userName, agencyId, chunk, changes);
  });
}

/**
 * Writes a user's blocks for an agency anew (the backfill), and every tally that is not what they make;
 * a block already so is left as it is. Answers how many blocks were written.
 */
export async function replaceFacetBlocks(
  userName: string,
  agencyId: number,
  blocks: ReadonlyMap<number, string>,
): Promise<number> {
  const [stored, { tallies }] = await Promise.all([
    facetBlocks(userName, agencyId),
    facetTallies(userName, agencyId),
  ]);
  const expected = new Map([...blocks].map(([block, facets]) => [block, tallyOf(facets)]));
  const chunks = new Set([...blocks.keys(), ...tallies.keys()].map(chunkOf));
  let written = 0;
  await mapBounded([...chunks], 4, (chunk) => {
    const inChunk = [...blocks].filter(([block]) => chunkOf(block) === chunk);
    const changed = inChunk.filter(([block, facets]) => stored.get(block) !== facets);
    written += changed.length;
    // A wrong tally is mended by writing it from every block of the chunk (those already so stay as they are).
    const mend = tallyText(tallies, chunk) !== tallyText(expected, chunk);
    if (changed.length === 0 && !mend) return Promise.resolve();
    const changes = new Map((mend ? inChunk : changed).map(([block, facets]) => [block, () => facets]));
    return writeChunk(userName, agencyId, chunk, changes);
  });
  return written;
}

const tallyText = (tallies: ReadonlyMap<number, BlockTally>, chunk: number) =>
  encodeTallies(new Map([...tallies].filter(([block]) => chunkOf(block) === chunk)));

/**
 * Changes some blocks of one chunk and writes its tally anew from them, all in one transaction on the
 * condition of the versions read (a chunk with no tally item yet gets one from all its blocks).
 */
async function writeChunk(
  userName: string,
  agencyId: number,
  chunk: number,
  changes: ReadonlyMap<number, (stored: string) => string>,
): Promise<void> {
  const tallyKey = { userName, agencyId, chunk };
  for (let attempt = 1; ; attempt += 1) {
    const [blocks, { data: tallyItem }] = await Promise.all([
      readBlocks(userName, agencyId, [...changes.keys()]),
      db().entities.orderHistoryTally.get(tallyKey).go({ consistent: true }),
    ]);
    const tallies = tallyItem
      ? decodeTallies(tallyItem.tallies)
      : await talliesOfChunk(userName, agencyId, chunk);
    const blockWrites: { read?: { facets: string; version: number }; block: number; facets: string }[] = [];
    for (const [block, change] of changes) {
      const read = blocks.get(block);
      const facets = change(read?.facets ?? '');
      tallies.set(block, tallyOf(facets));
      if (read?.facets !== facets) blockWrites.push({ read, block, facets });
    }
    const text = encodeTallies(tallies);
    if (blockWrites.length === 0 && tallyItem?.tallies === text) return;
    const writes = db().transaction.write(({ orderHistoryFacets, orderHistoryTally }) => [
      ...blockWrites.map(({ read, block, facets }) => {
        const key = { userName, agencyId, block };
        return read
          ? orderHistoryFacets
              .patch(key)
              .set({ facets, version: read.version + 1 })
              .where((attr, op) => op.eq(attr.version, read.version))
              .commit()
          : orderHistoryFacets.create({ ...key, facets, version: 1 }).commit();
      }),
      tallyItem
        ? orderHistoryTally
            .patch(tallyKey)
            .set({ tallies: text, version: tallyItem.version + 1 })
            .where((attr, op) => op.eq(attr.version, tallyItem.version))
            .commit()
        : orderHistoryTally.create({ ...tallyKey, tallies: text, version: 1 }).commit(),
    ]);
    const refused = await transactWrite(transactItems(writes.params()));
    if (!refused) return;
    if (attempt >= ATTEMPTS) throw new Error(`facet blocks of ${userName} (${agencyId}) kept changing`);
  }
}

/** Blocks with their versions, in one BatchGetItem (consistently for a write's read). */
async function readBlocks(userName: string, agencyId: number, blocks: readonly number[], consistent = true) {
  if (blocks.length === 0) return new Map<number, { facets: string; version: number }>();
  const data = await getEvery(
    blocks.map((block) => ({ userName, agencyId, block })),
    (keys) =>
      db()
        .entities.orderHistoryFacets.get(keys)
        .go({ consistent, attributes: ['block', 'facets', 'version'] }),
    'orderHistoryFacets',
  );
  return new Map(data.map((item) => [item.block, item]));
}

/** A chunk's tallies made from all its blocks (for a chunk whose tally item was never written). */
async function talliesOfChunk(userName: string, agencyId: number, chunk: number) {
  const low = chunk * TALLY_CHUNK_BLOCKS;
  const blocks = await facetBlocks(userName, agencyId, { low, high: low + TALLY_CHUNK_BLOCKS - 1 }, true);
  return new Map<number, BlockTally>([...blocks].map(([block, facets]) => [block, tallyOf(facets)]));
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

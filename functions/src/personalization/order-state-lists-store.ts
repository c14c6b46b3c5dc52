import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import type { MailContact } from '@msc/shared/model/mail-list';
import { ulid } from 'ulid';
import { type OrderStateList, OrderStateListChunkEntity } from '#data/entities/order-state-list-chunk';
import { OrderStateRecipientsEntity } from '#data/entities/order-state-recipients';
import { deleteEvery } from '#platform/batch-calls';
import { mapBounded } from '#platform/bounded-map';
import { storeDb } from '#platform/store-db';

/**
 * The long lists of an order state (its mail contacts, the ids its list cleaning removed) in chunks beside
 * it, by generation (data/entities/order-state-list-chunk.ts). personalization-store.ts decides when a list
 * is long and switches the state from one generation to the next; this file reads, writes and deletes chunks.
 */
const db = /* @__PURE__ */ storeDb({
  orderStateListChunk: OrderStateListChunkEntity,
  orderStateRecipients: OrderStateRecipientsEntity,
});

export interface OrderStateKey {
  userName: string;
  orderStateId: string;
}

/** Entries a chunk holds at most, before packing (a chunk packs to well under DynamoDB's 400 KB). */
const CONTACTS_PER_CHUNK = 2000;
const IDS_PER_CHUNK = 20_000;
/** A packed chunk above this is split in two (a list that packs badly still fits an item). */
const MAX_PACKED_BYTES = 300 * 1024;
/** Chunk writes in flight at once: the chunks of 100,000 contacts are not round trips in a row. */
const WRITES_AT_ONCE = 8;

const gzipped = promisify(gzip);
const gunzipped = promisify(gunzip);

/** The values in chunks of at most `size`, each packed; one that packs above the limit is halved. */
async function packed(
  values: readonly unknown[],
  size: number,
): Promise<{ count: number; packed: Buffer }[]> {
  const chunks: unknown[][] = [];
  for (let start = 0; start < values.length; start += size) chunks.push(values.slice(start, start + size));
  const packs = await Promise.all(
    chunks.map(async (chunk) => ({ chunk, packed: await gzipped(JSON.stringify(chunk)) })),
  );
  const fitting = await Promise.all(
    packs.map(({ chunk, packed: bytes }) =>
      bytes.length <= MAX_PACKED_BYTES || chunk.length === 1
        ? [{ count: chunk.length, packed: bytes }]
        : packed(chunk, Math.ceil(chunk.length / 2)),
    ),
  );
  return fitting.flat();
}

/** The lists written as a new generation: its id and how many chunks each list took. */
export interface WrittenGeneration {
  generation: string;
  contactChunks: number;
  removedIdChunks: number;
}

/** Writes both lists as a new generation (nothing reads it until the state names it). */
export async function writeGeneration(
  key: OrderStateKey,
  lists: { contacts: readonly MailContact[]; removedIds: readonly string[] },
): Promise<WrittenGeneration> {
  const generation = ulid();
  const items = (list: OrderStateList, chunks: { count: number; packed: Buffer }[]) =>
    chunks.map((chunk, index) => ({ ...key, generation, list, chunk: index, ...chunk }));
  const [contactChunks, idChunks] = await Promise.all([
    packed(lists.contacts, CONTACTS_PER_CHUNK),
    packed(lists.removedIds, IDS_PER_CHUNK),
  ]);
  const puts = [...items('contacts', contactChunks), ...items('removedIds', idChunks)];
  await mapBounded(puts, WRITES_AT_ONCE, (item) => db().entities.orderStateListChunk.put(item).go());
  return { generation, contactChunks: contactChunks.length, removedIdChunks: idChunks.length };
}

/** One list of a generation, in order (the padded chunk numbers sort as numbers). */
export async function readList<T>(
  key: OrderStateKey,
  generation: string,
  list: OrderStateList,
): Promise<T[]> {
  const { data } = await db()
    .entities.orderStateListChunk.query.chunksOfOrderStateList({ ...key, generation, list })
    .go({ pages: 'all' });
  const lists = await Promise.all(
    data.map(async (chunk) => JSON.parse((await gunzipped(chunk.packed)).toString('utf8')) as T[]),
  );
  return lists.flat();
}

/** Contacts chunked before generations (`mailContactChunks` without `listGeneration`): still read. */
export async function readLegacyContacts(key: OrderStateKey): Promise<MailContact[]> {
  const { data } = await db()
    .entities.orderStateRecipients.query.chunksOfOrderState(key)
    .go({ pages: 'all' });
  // That sort key orders chunk numbers as text (10 before 2): put them back in number order.
  return data.sort((a, b) => a.chunk - b.chunk).flatMap((chunk) => chunk.contacts);
}

/** Deletes one generation's chunks (the one a save replaced, or one a lost race wrote). */
export async function deleteGeneration(key: OrderStateKey, generation: string): Promise<void> {
  const { data } = await db()
    .entities.orderStateListChunk.query.chunksOfOrderStateList({ ...key, generation })
    .go({ pages: 'all', attributes: ['userName', 'orderStateId', 'generation', 'list', 'chunk'] });
  if (data.length > 0) await deleteEvery(db().entities.orderStateListChunk, data, 'orderStateListChunk');
}

/** Deletes the contacts chunked before generations. */
export async function deleteLegacyContacts(key: OrderStateKey): Promise<void> {
  const { data } = await db()
    .entities.orderStateRecipients.query.chunksOfOrderState(key)
    .go({ pages: 'all', attributes: ['userName', 'orderStateId', 'chunk'] });
  if (data.length > 0) await deleteEvery(db().entities.orderStateRecipients, data, 'orderStateRecipients');
}

/** Deletes every chunk of the state, of every generation (the state is being deleted). */
export async function deleteAllLists(key: OrderStateKey): Promise<void> {
  const { data } = await db()
    .entities.orderStateListChunk.query.chunksOfOrderStateList(key)
    .go({ pages: 'all', attributes: ['userName', 'orderStateId', 'generation', 'list', 'chunk'] });
  if (data.length > 0) await deleteEvery(db().entities.orderStateListChunk, data, 'orderStateListChunk');
  await deleteLegacyContacts(key);
}

import type { MailContact } from '@msc/shared/model/mail-list';
import { ulid } from 'ulid';
import { type OrderStateList, OrderStateListChunkEntity } from '#data/entities/order-state-list-chunk';
import { OrderStateRecipientsEntity } from '#data/entities/order-state-recipients';
import { mapBounded } from '#platform/bounded-map';
import { storeDb } from '#platform/store-db';

/**
 * The long lists of an order state (its mail contacts, the ids its list cleaning removed) in chunks beside
 * it, by generation (data/entities/order-state-list-chunk.ts). personalization-store.ts decides when a list
 * is long and switches the state from one generation to the next; this file reads, writes and deletes chunks.
 */
const db = storeDb({
  orderStateListChunk: OrderStateListChunkEntity,
  orderStateRecipients: OrderStateRecipientsEntity,
});

export interface OrderStateKey {
  userName: string;
  orderStateId: string;
}

/** Mail contacts a chunk holds (~150 KB), and recipient ids (~150 KB). */
export const CONTACTS_PER_CHUNK = 400;
export const IDS_PER_CHUNK = 5000;
/** Chunk writes in flight at once: 250 chunks of 100,000 contacts are not 250 round trips in a row. */
const WRITES_AT_ONCE = 8;

const chunked = <T>(values: readonly T[], size: number): T[][] => {
  const chunks: T[][] = [];
  for (let start = 0; start < values.length; start += size) chunks.push(values.slice(start, start + size));
  return chunks;
};

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
  const items = (list: OrderStateList, chunks: unknown[][]) =>
    chunks.map((values, chunk) => ({ ...key, generation, list, chunk, values }));
  const contactChunks = chunked(lists.contacts, CONTACTS_PER_CHUNK);
  const idChunks = chunked(lists.removedIds, IDS_PER_CHUNK);
  const puts = [...items('contacts', contactChunks), ...items('removedIds', idChunks)];
  // One chunk a request: 25 chunks of contacts in one batch would pass the batch's 16 MB.
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
  return data.flatMap((chunk) => chunk.values as T[]);
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
  if (data.length > 0) await db().entities.orderStateListChunk.delete(data).go();
}

/** Deletes the contacts chunked before generations. */
export async function deleteLegacyContacts(key: OrderStateKey): Promise<void> {
  const { data } = await db()
    .entities.orderStateRecipients.query.chunksOfOrderState(key)
    .go({ pages: 'all', attributes: ['userName', 'orderStateId', 'chunk'] });
  if (data.length > 0) await db().entities.orderStateRecipients.delete(data).go();
}

/** Deletes every chunk of the state, of every generation (the state is being deleted). */
export async function deleteAllLists(key: OrderStateKey): Promise<void> {
  const { data } = await db()
    .entities.orderStateListChunk.query.chunksOfOrderStateList(key)
    .go({ pages: 'all', attributes: ['userName', 'orderStateId', 'generation', 'list', 'chunk'] });
  if (data.length > 0) await db().entities.orderStateListChunk.delete(data).go();
  await deleteLegacyContacts(key);
}

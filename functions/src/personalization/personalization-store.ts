import { now as clockNow } from '@msc/shared/clock';
import type { EntityItem } from 'electrodb';
import { ulid } from 'ulid';
import { OrderStateEntity } from '#data/entities/order-state';
import { OrderStateRecipientsEntity } from '#data/entities/order-state-recipients';
import { storeDb } from '#platform/store-db';
import { contactsDigest } from './piece-fingerprint';

/** The entities this store reads and writes: a Lambda bundles those only. */
const db = storeDb({
  orderState: OrderStateEntity,
  orderStateRecipients: OrderStateRecipientsEntity,
});

export type OrderStateRecord = EntityItem<typeof OrderStateEntity>;
export type NewOrderState = Omit<OrderStateRecord, 'orderStateId' | 'created' | 'updated'>;

export const newOrderStateId = () => ulid();

/**
 * A state of the user's, or undefined (the caller checks the agency too). `withContacts: false` leaves
 * chunked contacts unread when their digest stands for them (placing an order: `mailContacts` is then []).
 */
export async function findOrderState(
  userName: string,
  orderStateId: string,
  { withContacts = true }: { withContacts?: boolean } = {},
): Promise<OrderStateRecord | undefined> {
  const { data } = await db().entities.orderState.get({ userName, orderStateId }).go();
  if (!data) return undefined;
  return withContacts || !data.mailContactsDigest ? withMailContacts(data) : data;
}

/** Mail contacts beyond this many live in chunks beside the state (an item stops at 400 KB). */
const CONTACTS_PER_CHUNK = 400;

/** The state with its chunked mail contacts read back (a query of its chunks, in order). */
export async function withMailContacts(record: OrderStateRecord): Promise<OrderStateRecord> {
  if (!record.mailContactChunks) return record;
  const { data } = await db()
    .entities.orderStateRecipients.query.chunksOfOrderState({
      userName: record.userName,
      orderStateId: record.orderStateId,
    })
    .go({ pages: 'all' });
  // The sort key orders chunk numbers as text (10 before 2): put them back in number order.
  const chunks = data.sort((a, b) => a.chunk - b.chunk);
  return { ...record, mailContacts: chunks.flatMap((chunk) => chunk.contacts) };
}

async function deleteChunks(userName: string, orderStateId: string, fromChunk = 0): Promise<void> {
  const { data } = await db()
    .entities.orderStateRecipients.query.chunksOfOrderState({ userName, orderStateId })
    .go({ pages: 'all', attributes: ['userName', 'orderStateId', 'chunk'] });
  // Filtered here, not with a key condition: the chunk number is part of a string sort key, where
  // "chunk_3" sorts after "chunk_20" — a range condition deleted live chunks of a long list.
  const stale = data.filter((chunk) => chunk.chunk >= fromChunk);
  if (stale.length > 0) await db().entities.orderStateRecipients.delete(stale).go();
}

/**
 * Replaces the state's recipients and saves the state: a few hundred stay inline, more go to chunks
 * (the stale chunks of a longer earlier list are deleted). Answers the state with its contacts.
 */
export async function saveRecipients(
  state: OrderStateRecord,
  mailContacts: OrderStateRecord['mailContacts'],
): Promise<OrderStateRecord> {
  const { userName, orderStateId } = state;
  if (mailContacts.length <= CONTACTS_PER_CHUNK) {
    const saved = await putOrderState({ ...state, mailContacts, mailContactChunks: 0 });
    if (state.mailContactChunks) await deleteChunks(userName, orderStateId);
    return saved;
  }
  const chunks = [];
  for (let start = 0; start < mailContacts.length; start += CONTACTS_PER_CHUNK) {
    const contacts = mailContacts.slice(start, start + CONTACTS_PER_CHUNK);
    chunks.push({ userName, orderStateId, chunk: chunks.length, contacts });
  }
  // One chunk a request: a batch of 25 chunks would pass the 16 MB batch limit.
  for (const chunk of chunks) await db().entities.orderStateRecipients.put(chunk).go();
  await deleteChunks(userName, orderStateId, chunks.length);
  const saved = await putOrderState({
    ...state,
    mailContacts: [],
    mailContactChunks: chunks.length,
    mailContactsDigest: contactsDigest(mailContacts),
  });
  return { ...saved, mailContacts };
}

export async function createOrderState(state: NewOrderState): Promise<OrderStateRecord> {
  const now = clockNow().toISOString();
  const { data } = await db()
    .entities.orderState.create({ ...state, orderStateId: newOrderStateId(), created: now, updated: now })
    .go();
  return data as OrderStateRecord;
}

/** Replaces a state with its new version (the server's whole copy). */
export async function putOrderState(state: OrderStateRecord): Promise<OrderStateRecord> {
  const next = { ...state, updated: clockNow().toISOString() };
  // Chunked contacts stay in their chunks (saveRecipients alone changes them).
  await db()
    .entities.orderState.put(next.mailContactChunks ? { ...next, mailContacts: [] } : next)
    .go();
  return next;
}

export async function deleteOrderState(userName: string, orderStateId: string): Promise<void> {
  await deleteChunks(userName, orderStateId);
  await db().entities.orderState.delete({ userName, orderStateId }).go();
}

export async function childrenOf(userName: string, parentId: string): Promise<OrderStateRecord[]> {
  const { data } = await db()
    .entities.orderState.query.childrenOfParent({ userName, parentId })
    .go({ pages: 'all' });
  return Promise.all(data.map(withMailContacts));
}

/** The user's saved items, optionally those of one product (newest id last). */
export async function savedOrderStates(userName: string, productId?: string): Promise<OrderStateRecord[]> {
  const query = db().entities.orderState.query.savedItemsOfUser(
    productId ? { userName, isStateSaved: true, productId } : { userName, isStateSaved: true },
  );
  const { data } = await query.go({ pages: 'all' });
  return data;
}

export async function setSavedFlag(
  userName: string,
  orderStateId: string,
  isStateSaved: boolean,
): Promise<void> {
  await db()
    .entities.orderState.patch({ userName, orderStateId })
    .set({ isStateSaved, updated: clockNow().toISOString() })
    .go();
}

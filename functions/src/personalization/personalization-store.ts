import { now as clockNow } from '@msc/shared/clock';
import { apiErrors } from '@msc/shared/messages';
import type { MailContact } from '@msc/shared/model/mail-list';
import type { EntityItem } from 'electrodb';
import { ulid } from 'ulid';
import { OrderStateEntity } from '#data/entities/order-state';
import { conditionFailed } from '#platform/condition-failed';
import { conflict } from '#platform/http-error';
import { storeDb } from '#platform/store-db';
import {
  deleteAllLists,
  deleteGeneration,
  deleteLegacyContacts,
  readLegacyContacts,
  readList,
  writeGeneration,
} from './order-state-lists-store';
import { contactsDigest } from './piece-fingerprint';

/** The entities this store reads and writes: a Lambda bundles those only (chunks: order-state-lists-store.ts). */
const db = /* @__PURE__ */ storeDb({ orderState: OrderStateEntity });

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

/** Lists up to this long stay inline in the state's item; longer ones go to chunks (items stop at 400 KB). */
const INLINE_LIST_LIMIT = 400;

/** The state with its chunked mail contacts read back (a query of its chunks, in order). */
export async function withMailContacts(record: OrderStateRecord): Promise<OrderStateRecord> {
  if (!record.mailContactChunks) return record;
  const key = { userName: record.userName, orderStateId: record.orderStateId };
  const mailContacts = record.listGeneration
    ? await readList<MailContact>(key, record.listGeneration, 'contacts')
    : await readLegacyContacts(key);
  return { ...record, mailContacts };
}

/**
 * The ids of every recipient the state's list cleaning removed (step 4's one-per-household choice cleans
 * the same selection again): inline for a short list (and on states stored before), else its chunks.
 */
export async function removedIdsOf(record: OrderStateRecord): Promise<string[]> {
  if (record.listCleaning?.removedIds) return record.listCleaning.removedIds;
  if (!record.listGeneration || !record.removedIdChunks) return [];
  const key = { userName: record.userName, orderStateId: record.orderStateId };
  return readList<string>(key, record.listGeneration, 'removedIds');
}

/** What the state's own item keeps: long lists stay in their chunks (saveRecipients alone changes them). */
function storedItem(state: OrderStateRecord): OrderStateRecord {
  if (!state.listGeneration) return state;
  const { removedIds: _chunked, ...listCleaning } = state.listCleaning ?? { removedIds: undefined };
  return {
    ...state,
    mailContacts: [],
    listCleaning: state.listCleaning ? (listCleaning as OrderStateRecord['listCleaning']) : undefined,
  };
}

/**
 * Writes the state's item on condition that its lists are still the generation it was read with: a save
 * that raced another's new recipients answers 409 instead of pointing the state at deleted chunks.
 */
async function writeState(state: OrderStateRecord, readGeneration: string | undefined): Promise<void> {
  try {
    await db()
      .entities.orderState.put(storedItem(state))
      .where((attr, { eq, notExists }) =>
        readGeneration ? eq(attr.listGeneration, readGeneration) : notExists(attr.listGeneration),
      )
      .go();
  } catch (error) {
    if (conditionFailed(error)) throw conflict(apiErrors.orderChanged);
    throw error;
  }
}

/**
 * Replaces the state's recipients (and the ids its list cleaning removed, `listCleaning.removedIds`) and
 * saves the state: short lists stay inline; long ones are written as a new generation of chunks, then the
 * state is switched to it in one conditional write (readers see the old lists or the new, never a mix),
 * then the old chunks are deleted. Answers the state with its contacts.
 */
export async function saveRecipients(
  state: OrderStateRecord,
  mailContacts: OrderStateRecord['mailContacts'],
): Promise<OrderStateRecord> {
  const key = { userName: state.userName, orderStateId: state.orderStateId };
  const removedIds = state.listCleaning?.removedIds ?? [];
  const updated = clockNow().toISOString();
  const earlier = {
    generation: state.listGeneration,
    legacy: !state.listGeneration && state.mailContactChunks > 0,
  };
  let next: OrderStateRecord;
  if (mailContacts.length <= INLINE_LIST_LIMIT && removedIds.length <= INLINE_LIST_LIMIT) {
    const { listGeneration: _g, removedIdChunks: _r, mailContactsDigest: _d, ...rest } = state;
    next = { ...rest, mailContacts, mailContactChunks: 0, updated };
    await writeState(next, earlier.generation);
  } else {
    const written = await writeGeneration(key, { contacts: mailContacts, removedIds });
    next = {
      ...state,
      mailContacts,
      mailContactChunks: written.contactChunks,
      removedIdChunks: written.removedIdChunks,
      listGeneration: written.generation,
      mailContactsDigest: contactsDigest(mailContacts),
      updated,
    };
    try {
      await writeState(next, earlier.generation);
    } catch (error) {
      await deleteGeneration(key, written.generation);
      throw error;
    }
  }
  if (earlier.generation) await deleteGeneration(key, earlier.generation);
  if (earlier.legacy) await deleteLegacyContacts(key);
  return next;
}

export async function createOrderState(state: NewOrderState): Promise<OrderStateRecord> {
  const now = clockNow().toISOString();
  const { data } = await db()
    .entities.orderState.create({ ...state, orderStateId: newOrderStateId(), created: now, updated: now })
    .go();
  return data as OrderStateRecord;
}

/** Replaces a state with its new version (the server's whole copy); its long lists stay as they are. */
export async function putOrderState(state: OrderStateRecord): Promise<OrderStateRecord> {
  const next = { ...state, updated: clockNow().toISOString() };
  // A state stored before generations keeps its chunked contacts out of the item too.
  await writeState(
    next.mailContactChunks && !next.listGeneration ? { ...next, mailContacts: [] } : next,
    next.listGeneration,
  );
  return next;
}

/** The state first (nothing reads its chunks after), then every chunk of it. */
export async function deleteOrderState(userName: string, orderStateId: string): Promise<void> {
  await db().entities.orderState.delete({ userName, orderStateId }).go();
  await deleteAllLists({ userName, orderStateId });
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

import { now } from '@msc/shared/clock';
import { apiErrors } from '@msc/shared/messages';
import type { EntityItem } from 'electrodb';
import { ulid } from 'ulid';
import { CartEntity, CartItemEntity } from '#data/entities/cart';
import { ShipToEntity } from '#data/entities/ship-to';
import { deleteEvery, putEvery } from '#platform/batch-calls';
import { conflict } from '#platform/http-error';
import { storeDb } from '#platform/store-db';
import { type TransactWriteItem, transactItems } from '#platform/transact-write';

/** The entities this store reads and writes: a Lambda bundles those only. */
const db = /* @__PURE__ */ storeDb({
  cart: CartEntity,
  cartItem: CartItemEntity,
  shipTo: ShipToEntity,
});

export interface CartKey {
  userName: string;
  agencyId: number;
}

export type CartHeader = EntityItem<typeof CartEntity>;
export type CartItemRecord = EntityItem<typeof CartItemEntity>;

/** The header, items and ship-tos of a cart in one Query (the `cart` collection shares a partition). */
export async function loadCartRecords(
  key: CartKey,
): Promise<{ header: CartHeader | undefined; items: CartItemRecord[]; shipTos: ShipToRecord[] }> {
  const { data } = await db().collections.cart(key).go({ pages: 'all' });
  return {
    header: data.cart[0],
    items: data.cartItem,
    shipTos: [...data.shipTo].sort((a, b) => a.sequence - b.sequence),
  };
}

type ItemWrite =
  | { kind: 'put'; item: Omit<CartItemRecord, 'userName' | 'agencyId'> }
  | { kind: 'setQuantity'; itemId: string; quantity: number }
  | { kind: 'remove'; itemId: string };

/**
 * Writes item changes and bumps the header's version in one transaction, conditioned on the version
 * read: a concurrent change makes this fail with 409 instead of breaking a cart rule.
 */
export async function writeCart(
  key: CartKey,
  header: CartHeader | undefined,
  writes: ItemWrite[],
): Promise<void> {
  const result = await db()
    .transaction.write(({ cart, cartItem }) => [
      header
        ? cart
            .patch(key)
            .set({ version: header.version + 1, updated: now().toISOString() })
            .where(({ version }, { eq }) => eq(version, header.version))
            .commit()
        : cart.create({ ...key, cartId: ulid(), version: 1 }).commit(),
      ...writes.map((write) => {
        if (write.kind === 'put') return cartItem.put({ ...key, ...write.item }).commit();
        if (write.kind === 'remove') return cartItem.delete({ ...key, itemId: write.itemId }).commit();
        return cartItem
          .patch({ ...key, itemId: write.itemId })
          .set({ quantity: write.quantity })
          .commit();
      }),
    ])
    .go();
  // ElectroDB reports a cancelled transaction in the result instead of throwing.
  if (result.canceled) throw conflict(apiErrors.cartChanged);
}

export const newItemId = () => ulid();

/** A new line of a product at its price, added now: what a product added to the cart starts as. */
export function newProductLine(product: { productId: string; unitPrice: number }, quantity: number) {
  return {
    itemId: newItemId(),
    productId: product.productId,
    quantity,
    unitPrice: product.unitPrice,
    isExpressOrder: false,
    added: now().toISOString(),
  };
}

export type ShipToRecord = EntityItem<typeof ShipToEntity>;
export type NewShipToRecord = Omit<ShipToRecord, 'userName' | 'agencyId' | 'shipToId' | 'sequence'>;

/** The cart's ship-to list, in entry order (uploaded lists keep their row order). */
export async function loadShipTos(key: CartKey): Promise<ShipToRecord[]> {
  const { data } = await db().entities.shipTo.query.shipTosOfCart(key).go({ pages: 'all' });
  return data.sort((a, b) => a.sequence - b.sequence);
}

/**
 * Replaces the cart's ship-to list and sets its mode. Lists can hold thousands of addresses, more than
 * one transaction takes, so the old entries are deleted and the new ones put with BatchWrite (25 a call,
 * unprocessed items retried by ElectroDB); the header's version bump comes last and guards the mode.
 */
export async function replaceShipTos(
  key: CartKey,
  header: CartHeader | undefined,
  shipToMode: CartHeader['shipToMode'],
  entries: readonly (NewShipToRecord & { shipToId?: string })[],
): Promise<void> {
  // An entry that keeps its id (a changed quantity) is overwritten in place; the others are deleted.
  const kept = new Set(entries.flatMap((entry) => (entry.shipToId ? [entry.shipToId] : [])));
  const old = (await loadShipTos(key)).filter(({ shipToId }) => !kept.has(shipToId));
  if (old.length > 0) {
    await deleteEvery(
      db().entities.shipTo,
      old.map(({ shipToId }) => ({ ...key, shipToId })),
      'shipTo',
      { concurrent: 4 },
    );
  }
  if (entries.length > 0) {
    const base = ulid();
    await putEvery(
      db().entities.shipTo,
      entries.map((entry, index) => ({
        ...entry,
        ...key,
        // ulid + zero-padded index: ids sort in record order too.
        shipToId: entry.shipToId ?? `${base}-${String(index).padStart(6, '0')}`,
        sequence: index,
      })),
      'shipTo',
      { concurrent: 4 },
    );
  }
  const result = await db()
    .transaction.write(({ cart }) => [
      header
        ? cart
            .patch(key)
            .set({ shipToMode, version: header.version + 1, updated: now().toISOString() })
            .where(({ version }, { eq }) => eq(version, header.version))
            .commit()
        : cart.create({ ...key, cartId: ulid(), version: 1, shipToMode }).commit(),
    ])
    .go();
  if (result.canceled) throw conflict(apiErrors.cartChanged);
}

/**
 * Changes the cart header (ship method, discount codes) and bumps its version, conditioned on the version
 * read; a cart without a header gets one.
 */
export async function patchCartHeader(
  key: CartKey,
  header: CartHeader | undefined,
  changes: { shipMethodCode?: string; discountCodes?: string[] },
): Promise<void> {
  if (!header) {
    await db()
      .entities.cart.create({ ...key, cartId: ulid(), version: 1, ...changes })
      .go()
      .catch(conflictOnRace);
    return;
  }
  await db()
    .entities.cart.patch(key)
    .set({ ...changes, version: header.version + 1, updated: now().toISOString() })
    .where(({ version }, { eq }) => eq(version, header.version))
    .go()
    .catch(conflictOnRace);
}

/** A failed condition (another tab changed the cart) is a 409; anything else stays what it is. */
function conflictOnRace(error: unknown): never {
  if (error instanceof Error && /conditional/i.test(error.message)) throw conflict(apiErrors.cartChanged);
  throw error;
}

/**
 * Rewrites some ship-to entries (changed quantities) together with the cart's version bump, in one
 * transaction: two changes made at once never overwrite each other, the later one fails and is retried.
 */
export async function updateShipTos(
  key: CartKey,
  header: CartHeader,
  records: readonly ShipToRecord[],
): Promise<void> {
  const result = await db()
    .transaction.write(({ cart, shipTo }) => [
      cart
        .patch(key)
        .set({ version: header.version + 1, updated: now().toISOString() })
        .where(({ version }, { eq }) => eq(version, header.version))
        .commit(),
      ...records.map((record) => shipTo.put(record).commit()),
    ])
    .go();
  if (result.canceled) throw conflict(apiErrors.cartChanged);
}

/**
 * Notes what a piece's order state (or an Express Order's bulk order state) holds now on its cart item (if
 * the cart has it), bumping the cart's version: a checkout that read the cart before the change fails its
 * conditional write. A cart changed meanwhile is read again (the state is already saved; the note must not
 * be lost).
 */
export async function notePieceFingerprint(
  key: CartKey,
  orderStateId: string,
  fingerprint: string,
): Promise<void> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    // The header and the items in one consistent Query of the cart's partition (its ship-tos come along):
    // every save of a piece notes here, so one call rather than a Get and a Query side by side.
    const { data } = await db().collections.cart(key).go({ pages: 'all', consistent: true });
    const header = data.cart[0];
    const item = data.cartItem.find(
      (candidate) => (candidate.orderStateId ?? candidate.bulkOrderStateId) === orderStateId,
    );
    if (!header || !item) return;
    const changedTo = item.orderStateFingerprint === fingerprint ? undefined : fingerprint;
    if (changedTo === item.orderStateChangedTo) return;
    const itemKey = { ...key, itemId: item.itemId };
    const result = await db()
      .transaction.write(({ cart, cartItem }) => [
        cart
          .patch(key)
          .set({ version: header.version + 1, updated: now().toISOString() })
          .where(({ version }, { eq }) => eq(version, header.version))
          .commit(),
        changedTo
          ? cartItem.patch(itemKey).set({ orderStateChangedTo: changedTo }).commit()
          : cartItem.patch(itemKey).remove(['orderStateChangedTo']).commit(),
      ])
      .go();
    if (!result.canceled) return;
  }
  throw conflict(apiErrors.cartChanged);
}

/** What a placed cart's emptying is conditioned on: the version read and the records it deletes. */
export interface PlacedCart {
  version: number;
  itemIds: readonly string[];
  shipToIds: readonly string[];
}

/**
 * The writes that empty a placed cart, for the order's transaction: items and ship-tos deleted, the
 * discount code cleared and the version bumped on condition it is the one read (a cart changed since
 * makes the whole order fail).
 */
export function emptyingTransactItems(
  key: CartKey,
  placed: PlacedCart,
  updated: string,
): TransactWriteItem[] {
  const writes = db().transaction.write(({ cart, cartItem, shipTo }) => [
    cart
      .patch(key)
      .set({ version: placed.version + 1, discountCodes: [], shipToMode: 'user', updated })
      .where(({ version }, { eq }) => eq(version, placed.version))
      .commit(),
    ...placed.itemIds.map((itemId) => cartItem.delete({ ...key, itemId }).commit()),
    ...placed.shipToIds.map((shipToId) => shipTo.delete({ ...key, shipToId }).commit()),
  ]);
  return transactItems(writes.params());
}

/** The rest of a placed cart's ship-to list (more than the order's transaction takes), once it is written. */
export async function deleteShipTos(key: CartKey, shipToIds: readonly string[]): Promise<void> {
  if (shipToIds.length === 0) return;
  await deleteEvery(
    db().entities.shipTo,
    shipToIds.map((shipToId) => ({ ...key, shipToId })),
    'shipTo',
    { concurrent: 4 },
  );
}

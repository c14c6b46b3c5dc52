import { apiErrors } from '@msc/shared/messages';
import type { EntityItem } from 'electrodb';
import { ulid } from 'ulid';
import { db } from '#data/db';
import type { CartEntity, CartItemEntity } from '#data/entities/cart';
import { conflict } from '#platform/http-error';

export interface CartKey {
  userName: string;
  agencyId: number;
}

export type CartHeader = EntityItem<typeof CartEntity>;
export type CartItemRecord = EntityItem<typeof CartItemEntity>;

/** The header and items of a cart in one Query (the `cart` collection shares a partition). */
export async function loadCartRecords(
  key: CartKey,
): Promise<{ header: CartHeader | undefined; items: CartItemRecord[] }> {
  const { data } = await db().collections.cart(key).go({ pages: 'all' });
  return { header: data.cart[0], items: data.cartItem };
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
            .set({ version: header.version + 1, updated: new Date().toISOString() })
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

import type { EntityItem } from 'electrodb';
import { FavoriteProductEntity } from '#data/entities/favorite-product';
import { conditionFailed } from '#platform/condition-failed';
import { storeDb } from '#platform/store-db';

/** The entities this store reads and writes: a Lambda bundles those only. */
const db = /* @__PURE__ */ storeDb({ favoriteProduct: FavoriteProductEntity });

export type FavoriteItem = EntityItem<typeof FavoriteProductEntity>;

/** A user keeps tens of favorites: one read of the partition, sorted and paged by the service. */
export async function favoritesOf(userName: string): Promise<FavoriteItem[]> {
  const { data } = await db()
    .entities.favoriteProduct.query.favoritesOfUser({ userName })
    .go({ pages: 'all' });
  return data;
}

export async function favoriteOf(userName: string, productId: string): Promise<FavoriteItem | undefined> {
  const { data } = await db().entities.favoriteProduct.get({ userName, productId }).go();
  return data ?? undefined;
}

/** Adding twice keeps the first date (the newest/oldest sorts are by when it was added). */
export async function addFavorite(userName: string, productId: string): Promise<void> {
  await db()
    .entities.favoriteProduct.create({ userName, productId })
    .go()
    .catch((error: unknown) => {
      if (!conditionFailed(error)) throw error;
    });
}

export async function removeFavorite(userName: string, productId: string): Promise<void> {
  await db().entities.favoriteProduct.delete({ userName, productId }).go();
}

import type { EntityItem } from 'electrodb';
import { ImageEntity } from '#data/entities/image';
import { storeDb } from '#platform/store-db';

/** The entities this store reads and writes: a Lambda bundles those only. */
const db = /* @__PURE__ */ storeDb({ image: ImageEntity });

export type ImageItem = EntityItem<typeof ImageEntity>;

/** The user's images, newest first (ULID ids read descending). */
export async function imagesOfUser(userName: string): Promise<ImageItem[]> {
  const { data } = await db()
    .entities.image.query.imagesOfUser({ userName })
    .go({ pages: 'all', order: 'desc' });
  return data;
}

/** Keyed by the user: another user's id finds nothing. */
export async function imageOf(userName: string, imageId: string): Promise<ImageItem | undefined> {
  const { data } = await db().entities.image.get({ userName, imageId }).go();
  return data ?? undefined;
}

export async function createImage(item: ImageItem): Promise<void> {
  await db().entities.image.create(item).go();
}

export async function renameImage(userName: string, imageId: string, name: string): Promise<ImageItem> {
  const { data } = await db()
    .entities.image.patch({ userName, imageId })
    .set({ name })
    .go({ response: 'all_new' });
  return data;
}

export async function deleteImage(userName: string, imageId: string): Promise<void> {
  await db().entities.image.delete({ userName, imageId }).go();
}

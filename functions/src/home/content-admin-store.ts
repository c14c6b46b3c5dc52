import { AnnouncementEntity } from '#data/entities/announcement';
import { BannerEntity } from '#data/entities/banner';
import { storeDb } from '#platform/store-db';
import type { AnnouncementItem, BannerItem } from './home-store';

/**
 * The home page's content writes, apart from its reads (`home-store.ts`): only the Admin Center's Lambda
 * bundles this store (through `#home/admin`), so the home Lambda keeps read-only grants
 * (infra/aws/capability-access.ts derives them from the bundled stores).
 */
const db = /* @__PURE__ */ storeDb({ announcement: AnnouncementEntity, banner: BannerEntity });

/**
 * Writes an announcement; `previous` is the stored one it replaces. Its first day is part of the key, so a
 * moved day deletes the old item in the same transaction (never two copies, never none).
 */
export async function saveAnnouncement(item: AnnouncementItem, previous?: AnnouncementItem): Promise<void> {
  const { announcement } = db().entities;
  if (!previous || previous.startDate === item.startDate) {
    await announcement.put(item).go();
    return;
  }
  await db()
    .transaction.write(({ announcement: entity }) => [
      entity.delete({ startDate: previous.startDate, announcementId: previous.announcementId }).commit(),
      entity.put(item).commit(),
    ])
    .go();
}

export async function deleteAnnouncement(item: AnnouncementItem): Promise<void> {
  await db()
    .entities.announcement.delete({ startDate: item.startDate, announcementId: item.announcementId })
    .go();
}

/** Writes a banner; its display order is part of the key, so a new order replaces the old item at once. */
export async function saveBanner(item: BannerItem, previous?: BannerItem): Promise<void> {
  const { banner } = db().entities;
  if (!previous || previous.sortOrder === item.sortOrder) {
    await banner.put(item).go();
    return;
  }
  await db()
    .transaction.write(({ banner: entity }) => [
      entity.delete({ sortOrder: previous.sortOrder, bannerId: previous.bannerId }).commit(),
      entity.put(item).commit(),
    ])
    .go();
}

export async function deleteBanner(item: BannerItem): Promise<void> {
  await db().entities.banner.delete({ sortOrder: item.sortOrder, bannerId: item.bannerId }).go();
}

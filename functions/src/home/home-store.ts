import type { EntityItem } from 'electrodb';
import { AnnouncementEntity } from '#data/entities/announcement';
import { BannerEntity } from '#data/entities/banner';
import { storeDb } from '#data/store-db';

/** The entities this store reads and writes: a Lambda bundles those only. */
const db = storeDb({
  announcement: AnnouncementEntity,
  banner: BannerEntity,
});

export type AnnouncementItem = EntityItem<typeof AnnouncementEntity>;
export type BannerItem = EntityItem<typeof BannerEntity>;

/** The only file of the home capability that talks to the table. */

/** Announcements, newest first (one partition of tens of items; window and roles are the service's). */
export async function loadAnnouncements(): Promise<AnnouncementItem[]> {
  const { data } = await db()
    .entities.announcement.query.announcements({})
    .go({ pages: 'all', order: 'desc' });
  return data;
}

/** Banners in display order. */
export async function loadBanners(): Promise<BannerItem[]> {
  const { data } = await db().entities.banner.query.banners({}).go({ pages: 'all' });
  return data;
}

export async function announcementById(announcementId: string): Promise<AnnouncementItem | undefined> {
  return (await loadAnnouncements()).find((item) => item.announcementId === announcementId);
}

export async function bannerById(bannerId: string): Promise<BannerItem | undefined> {
  return (await loadBanners()).find((item) => item.bannerId === bannerId);
}

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

import type { EntityItem } from 'electrodb';
import { AnnouncementEntity } from '#data/entities/announcement';
import { BannerEntity } from '#data/entities/banner';
import { storeDb } from '#platform/store-db';

/** The entities this store reads and writes: a Lambda bundles those only. */
const db = /* @__PURE__ */ storeDb({
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

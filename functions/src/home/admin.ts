/**
 * The home capability's Admin Center entry: the content writes only the admin Lambda may bundle (the home
 * Lambda only reads announcements and banners).
 */
export { deleteAnnouncement, deleteBanner, saveAnnouncement, saveBanner } from './content-admin-store';
export {
  type AnnouncementItem,
  announcementById,
  type BannerItem,
  bannerById,
  loadAnnouncements,
  loadBanners,
} from './home-store';

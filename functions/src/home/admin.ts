/**
 * The home capability's Admin Center entry: the content writes only the admin Lambda may bundle (the home
 * Lambda only reads announcements and banners).
 */
export {
  type AnnouncementItem,
  announcementById,
  type BannerItem,
  bannerById,
  deleteAnnouncement,
  deleteBanner,
  loadAnnouncements,
  loadBanners,
  saveAnnouncement,
  saveBanner,
} from './home-store';

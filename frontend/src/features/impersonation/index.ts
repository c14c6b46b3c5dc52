export { ImpersonationBannerSlot as ImpersonationBanner } from './impersonation-banner-slot';

export { impersonationPages } from './pages';

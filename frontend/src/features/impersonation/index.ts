export { ImpersonationBanner } from './impersonation-banner';

export { impersonationPages } from './pages';

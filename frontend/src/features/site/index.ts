export { siteKeys } from './api/site-queries';
export { sitePages } from './pages';
export { loadFeedbackDialog } from './shell';
export { SiteFileLink } from './site-file-link';
export { SupportPhone } from './support-phone';

export { siteConfigQuery, siteKeys } from './api/site-queries';
export { SiteFileLink } from './site-file-link';
export { SupportPhone } from './support-phone';

/** The Provide Feedback dialog, loaded with its form library only when it first opens. */
export const loadFeedbackDialog = () => import('./feedback-dialog');

export { sitePages } from './pages';

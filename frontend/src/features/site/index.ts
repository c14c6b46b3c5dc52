export { siteConfigQuery, siteKeys } from './api/site-queries';

/** The Provide Feedback dialog, loaded with its form library only when it first opens. */
export const loadFeedbackDialog = () => import('./feedback-dialog');

export { sitePages } from './pages';

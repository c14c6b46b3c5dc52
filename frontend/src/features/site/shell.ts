/**
 * What the signed-in shell's footer takes from this feature. Its own module, not the feature's index: the
 * index also re-exports the parts pages show (the support phone, the linked files, with the help texts),
 * and every module the shell reaches is bundled into the first script.
 */
export { siteConfigQuery } from './api/site-queries';

/** The Provide Feedback dialog, loaded with its form library only when it first opens. */
export const loadFeedbackDialog = () => import('./feedback-dialog');

/** The pages of this area, each loaded from its own chunk when its route is first visited. */
export const publicPages = {
  impersonationEnded: () => import('./impersonation-ended-page'),
  optOutTracking: () => import('./opt-out-tracking-page'),
  emailOptOut: () => import('./email-opt-out-page'),
  optOutAcknowledge: () => import('./opt-out-acknowledge-page'),
  responsePage: () => import('./response-page'),
  termsProspecting: () => import('./terms-page').then((module) => ({ default: module.ProspectingTermsPage })),
  termsListUpload: () => import('./terms-page').then((module) => ({ default: module.ListUploadTermsPage })),
};

/** The help pages (spec 1 §2), each loaded from its own chunk when its route is first visited. */
export const sitePages = {
  contactUs: () => import('./help/contact-us-page'),
  helpCenter: () => import('./help/help-center-page'),
  howToVideos: () => import('./help/how-to-videos-page'),
};

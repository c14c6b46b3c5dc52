/** The pages of the home area, each loaded from its own chunk when its route is first visited. */
export const homePages = {
  home: () => import('./home-page'),
};

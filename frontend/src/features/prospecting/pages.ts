/** The prospecting pages, each loaded from its own chunk when its route is first visited. */
export const prospectingPages = {
  prospecting: () => import('./prospecting-page'),
  promoteProspects: () => import('./promote-prospects-page'),
  zipCodes: () => import('./zip-codes-page'),
};

/** The prospecting pages, each loaded from its own chunk when its route is first visited. */
export const prospectingPages = {
  prospecting: () => import('./prospecting-page'),
  promoteProspects: () => import('./promote-prospects-page'),
  zipCodes: () => import('./zip-codes-page'),
};

/** The ZIP step, for the personalization flow's prospecting variant of step 2. */
export { ZipPanel } from './components/zip-panel';

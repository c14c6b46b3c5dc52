/** The pages of this area, each loaded from its own chunk when its route is first visited. */
export const operationsPages = {
  jobRuns: () => import('./job-runs-page'),
};

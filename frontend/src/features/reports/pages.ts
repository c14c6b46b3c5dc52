/** The pages of the reports area, each loaded from its own chunk when its route is first visited. */
export const reportsPages = {
  reports: () => import('./reports-home-page'),
  reportDetail: () => import('./report-detail-page'),
};

/** The pages of the reports area, each loaded from its own chunk when its route is first visited. */
export const reportsPages = {
  reports: () => import('./reports-home-page'),
  reportDetail: () => import('./report-detail-page'),
};

/** The report groups with their reports (the Win Back page finds its report here). */
export { reportGroupsQuery } from './api/report-queries';

/** The report groups with their reports (the Win Back page finds its report here). */
export { reportGroupsQuery } from './api/report-queries';
export { reportsPages } from './pages';

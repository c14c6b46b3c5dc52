/** The report groups with their reports (the Win Back page finds its report here). */
export { reportGroupsQuery } from './api/report-queries';
export { reportsPages } from './pages';
/** The report viewer's chart (Recharts, loaded when drawn), for the results of a campaign over time. */
export { LazyFigureChart } from './viewer/lazy-figure-chart';

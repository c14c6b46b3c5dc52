/**
 * Growth opportunities (spec: the home page's "My Growth Opportunities" and the campaign landings): the
 * search and enrollment queries, the opportunities panel and the Enroll confirm dialog.
 */
export { opportunityKeys } from './api/opportunity-queries';
/** The Enroll confirm dialog (license number when required), also used by the cross-sell list summary. */
export { EnrollDialog } from './components/enroll-dialog';
/** The opportunities panel: the home page, the cross-sell and prospecting landings. */
export { GrowthOpportunities } from './components/growth-opportunities';

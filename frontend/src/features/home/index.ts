/** The agency's incentive details (the cart waits for them before Proceed to Checkout). */
/** The Admin Center's content changes reload the home page's announcements and banners. */
export { homeKeys, igniteDetailsQuery } from './api/home-queries';
export { opportunityKeys } from './api/opportunity-queries';
/** The Enroll confirm dialog (license number when required), also used by the cross-sell list summary. */
export { EnrollDialog } from './components/enroll-dialog';
/** The opportunities panel, also shown on the campaign landings. */
export { GrowthOpportunities } from './components/growth-opportunities';
export { homePages } from './pages';

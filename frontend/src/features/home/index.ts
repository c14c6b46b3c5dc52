/** The agency's incentive details (the cart waits for them before Proceed to Checkout). */
/** The Admin Center's content changes reload the home page's announcements and banners. */
export { homeKeys, igniteDetailsQuery } from './api/home-queries';
export { homePages } from './pages';

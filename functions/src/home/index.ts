/** What other capabilities may use of the home capability: the agency's ignite (incentive) details. */
export { loadIgniteDetails } from './home-store';

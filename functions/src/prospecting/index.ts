/**
 * What the personalization flow uses of prospecting: the prospect count of a targeting (suppressed
 * addresses left out), the agency check and the prospecting letter of an item number.
 */
export { availableProspects } from './availability';
export { prospectingProduct, requireAgency } from './service';

/**
 * What the personalization flow uses of prospecting: the prospect count of a targeting (suppressed
 * addresses left out), a placed order's purchased prospect list, the agency check and the prospecting letter of an item number.
 */
export { availableProspects } from './availability';
export {
  type ProspectList,
  type ProspectProvider,
  prospectProvider,
  useProspectProvider,
} from './prospect-provider';
export { type PurchasedTargeting, purchasedProspects } from './purchased-list';
export { prospectingProduct, requireAgency } from './service';

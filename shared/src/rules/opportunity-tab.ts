import type { OpportunityTab } from '../api/opportunities';

/**
 * The home page's ?tab: 'prospecting' in any case (the value Prospecting is also used) selects the
 * prospecting tab; anything else, or none, the cross-sell tab (spec 1 §2).
 */
export function opportunityTabOf(value: string | null | undefined): OpportunityTab {
  return value?.trim().toLowerCase() === 'prospecting' ? 'prospecting' : 'cross-sell';
}

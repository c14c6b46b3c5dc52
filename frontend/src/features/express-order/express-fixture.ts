import type { AgencySubCode } from '@msc/shared/model/agency';
import type { BulkOrderState } from '@msc/shared/model/bulk-order-state';
import { EMPTY_CART_ID } from '@msc/shared/model/enum-values';

/** A bulk order state as the server answers it, for the express pages' component tests. */
export function makeBulkOrderState(overrides: Partial<BulkOrderState> = {}): BulkOrderState {
  return {
    id: 'b-1',
    cartId: EMPTY_CART_ID,
    channelType: 1,
    statCode: '1721003',
    programType: 'CrossSell',
    productType: 'Home',
    productId: 'p-8083',
    orderStates: [],
    subCodesDetails: [],
    unitPrice: 58,
    pageFlexDocumentIds: [],
    ...overrides,
  };
}

/** Twelve sub codes: more than one strip of 10. */
export const SUB_CODES: AgencySubCode[] = Array.from({ length: 12 }, (_, index) => ({
  statId: `10-20-${String(index + 1).padStart(3, '0')}`,
  agencyName: `Sub Agency ${index + 1}`,
  policyHoldersCount: 10 + index,
}));

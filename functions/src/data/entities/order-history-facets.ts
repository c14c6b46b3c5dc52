import { lazyEntity } from '../lazy-entity';

/**
 * What the order history's filters read of a user's orders for one agency, a block of 1,000 orders by
 * ordinal (orders/history-facets.ts): the filtered history reads these, not every order. Written after
 * the order's own write (placement, a status change), read and written on the condition of `version`;
 * the `backfill-order-figures` job writes them anew from the orders.
 */
export const OrderHistoryFacetsEntity = lazyEntity({
  model: { entity: 'orderHistoryFacets', version: '1', service: 'msc' },
  attributes: {
    userName: { type: 'string', required: true },
    agencyId: { type: 'number', required: true },
    /** The ordinals (block × 1,000 + 1) to (block + 1) × 1,000. */
    block: { type: 'number', required: true, padding: { length: 5, char: '0' } },
    /** Six characters an order, in ordinal order. */
    facets: { type: 'string', required: true },
    version: { type: 'number', required: true },
  },
  indexes: {
    facetsOfUser: {
      pk: { field: 'pk', composite: ['userName'] },
      sk: { field: 'sk', composite: ['agencyId', 'block'] },
    },
  },
});

import { lazyEntity } from '../lazy-entity';

/**
 * How many orders of each facet the order history's facet blocks hold (orders/history-tallies.ts), for
 * 64 blocks (64,000 orders) an item: the filtered history counts its matches from these and reads only
 * the blocks of its page. Written in the same transaction as the blocks, on the condition of `version`.
 */
export const OrderHistoryTallyEntity = lazyEntity({
  model: { entity: 'orderHistoryTally', version: '1', service: 'msc' },
  attributes: {
    userName: { type: 'string', required: true },
    agencyId: { type: 'number', required: true },
    /** The blocks chunk × 64 to (chunk + 1) × 64 − 1. */
    chunk: { type: 'number', required: true, padding: { length: 4, char: '0' } },
    /** `block:facet*n,facet*n;…` (orders/history-tallies.ts). */
    tallies: { type: 'string', required: true },
    version: { type: 'number', required: true },
  },
  indexes: {
    talliesOfUser: {
      pk: { field: 'pk', composite: ['userName'] },
      sk: { field: 'sk', composite: ['agencyId', 'chunk'] },
    },
  },
});

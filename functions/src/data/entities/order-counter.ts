import { lazyEntity } from '../lazy-entity';

/**
 * How many orders a user has placed for one agency: the order history's pager total, and the ordinal the
 * next order takes (its `ordinal`, 1 for the first). Raised in the placement transaction on the condition
 * of the count read, so two placements never take the same ordinal and the total is exact; a user's
 * counters are one partition (one per agency they ordered for).
 */
export const OrderCounterEntity = lazyEntity({
  model: { entity: 'orderCounter', version: '1', service: 'msc' },
  attributes: {
    userName: { type: 'string', required: true },
    agencyId: { type: 'number', required: true },
    count: { type: 'number', required: true },
    /**
     * The recipient rows of those orders (the order list's total, issue 44): added when an order's rows
     * are all written, in the transaction that marks the order (once per order). Absent on a counter written
     * before it: the order list then reads every row, until the ordinal backfill counts them.
     */
    rows: { type: 'number' },
  },
  indexes: {
    countersOfUser: {
      pk: { field: 'pk', composite: ['userName'] },
      sk: { field: 'sk', composite: ['agencyId'] },
    },
  },
});

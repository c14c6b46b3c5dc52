import { lazyEntity } from '../lazy-entity';

/**
 * A new policy credited to the drop that earned it (issue 48's match-back), one item each: the drop (order,
 * line and drop number), the recipient, and whether a direct response or the address and name matched.
 * Agency-owned; the match-back job rewrites an agency's attributions whole.
 */
export const PolicyAttributionEntity = lazyEntity({
  model: { entity: 'policyAttribution', version: '1', service: 'msc' },
  attributes: {
    agencyId: { type: 'number', required: true },
    policyNumber: { type: 'string', required: true },
    orderId: { type: 'string', required: true },
    /** The order line's order state (the recipient rows' list id). */
    listId: { type: 'string', required: true },
    dropNumber: { type: 'number', required: true },
    recipientId: { type: 'string', required: true },
    basis: { type: ['response', 'address'] as const, required: true },
    writtenDate: { type: 'string', required: true },
    premiumCents: { type: 'number', required: true },
    matchedAt: { type: 'string', required: true },
  },
  indexes: {
    attributionsOfAgency: {
      pk: { field: 'pk', composite: ['agencyId'] },
      sk: { field: 'sk', composite: ['policyNumber'] },
    },
    /** An order's results: its attributions, drop by drop. */
    attributionsOfOrder: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['orderId'] },
      sk: { field: 'gsi1sk', composite: ['listId', 'dropNumber', 'policyNumber'] },
    },
  },
});

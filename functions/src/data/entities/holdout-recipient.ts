import { lazyEntity } from '../lazy-entity';

/**
 * A recipient held out of an order's mailing (issue 48's optional holdout): chosen at random with the order
 * state's stored seed, neither mailed nor charged, kept so results compare the households mailed with those
 * held out. Agency-owned, one partition per order; written with the order's recipient rows.
 */
export const HoldoutRecipientEntity = lazyEntity({
  model: { entity: 'holdoutRecipient', version: '1', service: 'msc' },
  attributes: {
    agencyId: { type: 'number', required: true },
    orderId: { type: 'string', required: true },
    /** The same id a mailed recipient's response code carries (`recipientIdOf`). */
    recipientId: { type: 'string', required: true },
    /** The order state (piece) or Express Order the recipient was held out of. */
    pieceId: { type: 'string', required: true },
    firstName: { type: 'string', required: true },
    lastName: { type: 'string', required: true },
    addressLine1: { type: 'string', required: true },
    addressLine2: { type: 'string' },
    city: { type: 'string', required: true },
    state: { type: 'string', required: true },
    postalCode: { type: 'string', required: true },
  },
  indexes: {
    holdoutOfOrder: {
      pk: { field: 'pk', composite: ['agencyId', 'orderId'] },
      sk: { field: 'sk', composite: ['recipientId'] },
    },
  },
});

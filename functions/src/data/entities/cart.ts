import { now } from '@msc/shared/clock';
import { lazyEntity } from '../lazy-entity';

/**
 * The cart header of a user acting for an agency. `version` guards every change of the cart's
 * items (optimistic locking), so two tabs cannot break a cart rule between read and write.
 */
export const CartEntity = lazyEntity({
  model: { entity: 'cart', version: '1', service: 'msc' },
  attributes: {
    userName: { type: 'string', required: true },
    agencyId: { type: 'number', required: true },
    cartId: { type: 'string', required: true },
    shipMethodCode: { type: 'string', required: true, default: 'GROUND' },
    shipToMode: {
      type: ['user', 'singleContact', 'multipleContacts', 'distributionList'] as const,
      default: 'user',
    },
    /** The order confirmation email entered on the review page (PUT cart ship-to email). */
    email: { type: 'string' },
    discountCodes: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
    version: { type: 'number', required: true, default: 0 },
    updated: { type: 'string', required: true, default: () => now().toISOString() },
  },
  indexes: {
    cartOfUser: {
      collection: 'cart',
      pk: { field: 'pk', composite: ['userName', 'agencyId'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});

export const CartItemEntity = lazyEntity({
  model: { entity: 'cartItem', version: '1', service: 'msc' },
  attributes: {
    userName: { type: 'string', required: true },
    agencyId: { type: 'number', required: true },
    itemId: { type: 'string', required: true },
    productId: { type: 'string', required: true },
    quantity: { type: 'number', required: true },
    /** Cents, copied from the product when added: the price is the server's, never the browser's. */
    unitPrice: { type: 'number', required: true },
    isExpressOrder: { type: 'boolean', required: true, default: false },
    orderStateId: { type: 'string' },
    /** A personalized piece's drops (mail dates), copied from its order state when added. */
    mailDates: { type: 'list', items: { type: 'string' } },
    /** The piece's recipients, when they differ from its quantity (a subscription sends each several cards). */
    recipientCount: { type: 'number' },
    /** Cents on top of the product's price per piece, set by the server (prospects with phone numbers). */
    unitSurcharge: { type: 'number' },
    bulkOrderStateId: { type: 'string' },
    /**
     * What the piece's order state held when it was added (its fulfilment fingerprint): the order is placed
     * only while the state still holds it, so what is charged is what is mailed.
     */
    orderStateFingerprint: { type: 'string' },
    /** The fingerprint the order state holds now, when a change after adding made it differ. */
    orderStateChangedTo: { type: 'string' },
    added: { type: 'string', required: true },
  },
  indexes: {
    itemsOfCart: {
      collection: 'cart',
      pk: { field: 'pk', composite: ['userName', 'agencyId'] },
      sk: { field: 'sk', composite: ['itemId'] },
    },
  },
});

import type { OrderContactItemQuantity } from '@msc/shared/model/ship-to';
import { CustomAttributeType } from 'electrodb';
import { lazyEntity } from '../lazy-entity';
import { postalAddress } from './attribute-types';

/**
 * An address the cart ships to (spec 1 §3 "Ship-to entry"). In the `cart` collection: the cart page
 * reads header, items and ship-tos in one Query of the user's cart partition (user + agency).
 */
export const ShipToEntity = lazyEntity({
  model: { entity: 'shipTo', version: '1', service: 'msc' },
  attributes: {
    userName: { type: 'string', required: true },
    agencyId: { type: 'number', required: true },
    shipToId: { type: 'string', required: true },
    contactAddressId: { type: 'string' },
    marketingContactId: { type: 'string' },
    addressee: { type: 'string', required: true },
    firstName: { type: 'string' },
    lastName: { type: 'string' },
    companyName: { type: 'string' },
    ...postalAddress,
    addressLine3: { type: 'string' },
    addressLine4: { type: 'string' },
    shipToEmail: { type: 'string' },
    shipToPhoneNumber: { type: 'string' },
    orderContactItemQuantities: {
      type: CustomAttributeType<OrderContactItemQuantity[]>('any'),
      required: true,
      default: () => [],
    },
    selectionIsMarkedForRemoval: { type: 'boolean', required: true, default: false },
    /** Order of entry (uploaded lists keep their row order). */
    sequence: { type: 'number', required: true, default: 0 },
  },
  indexes: {
    shipTosOfCart: {
      collection: 'cart',
      pk: { field: 'pk', composite: ['userName', 'agencyId'] },
      sk: { field: 'sk', composite: ['shipToId'] },
    },
  },
});

import type { OrderContactItemQuantity } from '@msc/shared/model/ship-to';
import { CustomAttributeType } from 'electrodb';
import { lazyEntity } from '../lazy-entity';
import { postalAddress } from './attribute-types';

/**
 * An address a placed order ships to, with its quantities (spec 1 §4 "Cart totals are scaled by the number
 * of ship-to addresses"). A multi-ship order can have thousands (an uploaded list), more than the order's
 * item or one transaction holds, so they are the order's own records, outside the `orderWithItems`
 * collection: the order page reads the first ones, the count is on the order.
 */
export const OrderShipToEntity = lazyEntity({
  model: { entity: 'orderShipTo', version: '1', service: 'msc' },
  attributes: {
    userName: { type: 'string', required: true },
    orderId: { type: 'string', required: true },
    sequence: { type: 'number', required: true, padding: { length: 6, char: '0' } },
    addressee: { type: 'string', required: true },
    companyName: { type: 'string' },
    ...postalAddress,
    email: { type: 'string' },
    phoneNumber: { type: 'string' },
    marketingContactId: { type: 'string' },
    orderContactItemQuantities: {
      type: CustomAttributeType<OrderContactItemQuantity[]>('any'),
      required: true,
      default: () => [],
    },
  },
  indexes: {
    shipTosOfOrder: {
      pk: { field: 'pk', composite: ['userName', 'orderId'] },
      sk: { field: 'sk', composite: ['sequence'] },
    },
  },
});

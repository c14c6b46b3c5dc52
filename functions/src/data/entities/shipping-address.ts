import { lazyEntity } from '../lazy-entity';
import { createdAt, postalAddress } from './attribute-types';

/**
 * A saved shipping address (spec 1 §3). User-owned: the partition is the user's, so another user's
 * address id never resolves. The list is one partition read (the spec fetches up to 1000), shown default
 * first, then by `sequence` (the "address-sequence" sort).
 */
export const ShippingAddressEntity = lazyEntity({
  model: { entity: 'shippingAddress', version: '1', service: 'msc' },
  attributes: {
    userName: { type: 'string', required: true },
    addressId: { type: 'string', required: true },
    contactId: { type: 'string' },
    name: { type: 'string', required: true, default: '' },
    addressee: { type: 'string', required: true },
    companyName: { type: 'string' },
    ...postalAddress,
    addressLine3: { type: 'string' },
    addressLine4: { type: 'string' },
    phoneNumber: { type: 'string' },
    email: { type: 'string' },
    isResidential: { type: 'boolean', required: true, default: false },
    /** Spec default address type 2. */
    addressType: { type: 'number', required: true, default: 2 },
    isDefault: { type: 'boolean', required: true, default: false },
    /** Display order ("address-sequence"); new addresses go last. */
    sequence: { type: 'number', required: true, default: 0 },
    created: createdAt,
  },
  indexes: {
    addressesOfUser: {
      pk: { field: 'pk', composite: ['userName'] },
      sk: { field: 'sk', composite: ['addressId'] },
    },
  },
});

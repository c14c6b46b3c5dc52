import { lazyEntity } from '../lazy-entity';
import { createdAt, postalAddress } from './attribute-types';

/**
 * A marketing contact (spec 1 §3). User-owned. The contacts page sorts by last name A-Z or Z-A (one
 * index, read ascending or descending; keys are lower-cased, so the order ignores case) and can show
 * favorites only: `isFavorite` is part of the favorites index's partition key, so a toggle (a patch of
 * `isFavorite` alone) moves the contact between the two partitions.
 */
export const MarketingContactEntity = lazyEntity({
  model: { entity: 'marketingContact', version: '1', service: 'msc' },
  attributes: {
    userName: { type: 'string', required: true },
    contactId: { type: 'string', required: true },
    firstName: { type: 'string', required: true },
    lastName: { type: 'string', required: true },
    title: { type: 'string' },
    email: { type: 'string' },
    phoneNumber: { type: 'string' },
    ...postalAddress,
    isFavorite: { type: 'boolean', required: true, default: false },
    created: createdAt,
  },
  indexes: {
    contactById: {
      pk: { field: 'pk', composite: ['userName'] },
      sk: { field: 'sk', composite: ['contactId'] },
    },
    contactsByLastName: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['userName'] },
      sk: { field: 'gsi1sk', composite: ['lastName', 'firstName', 'contactId'] },
    },
    contactsByFavorite: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['userName', 'isFavorite'] },
      sk: { field: 'gsi2sk', composite: ['lastName', 'firstName', 'contactId'] },
    },
  },
});

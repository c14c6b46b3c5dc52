import { now } from '@msc/shared/clock';
import type { DropDetails } from '@msc/shared/model/drop-details';
import { CustomAttributeType } from 'electrodb';

/** Attribute shapes shared by several entities. Nested documents reuse the shared zod types. */

export const stringList = {
  type: 'list',
  items: { type: 'string' },
  required: true,
  default: () => [],
} as const;

/** An ISO instant set on creation; the services (and the seed) may pass their own. */
export const createdAt = {
  type: 'string',
  required: true,
  default: () => now().toISOString(),
} as const;

/** Drop details of an order state, bulk order state or order item (spec 2 §3). */
export const dropDetails = { type: CustomAttributeType<DropDetails>('any') } as const;

/** The postal fields of an address (shipping address, contact, mail-list contact). */
export const postalAddress = {
  addressLine1: { type: 'string', required: true },
  addressLine2: { type: 'string' },
  city: { type: 'string', required: true },
  state: { type: 'string', required: true },
  province: { type: 'string' },
  postalCode: { type: 'string', required: true },
  countryCode: { type: 'string', required: true, default: 'US' },
} as const;

/**
 * The postal fields under our names, stored under the attribute names the table has always had
 * (address1, address2, zip): the items already written read back unchanged.
 */
export const storedPostalFields = {
  addressLine1: { type: 'string', required: true, field: 'address1' },
  addressLine2: { type: 'string', field: 'address2' },
  city: { type: 'string', required: true },
  state: { type: 'string', required: true },
  postalCode: { type: 'string', required: true, field: 'zip' },
} as const;

/** The fields of a policyholder row (spec 1 §3) shared by policyholders, moving and win-back records. */
export const personFields = {
  policyNumber: { type: 'string', required: true },
  policyType: { type: 'string', required: true },
  firstName: { type: 'string', required: true },
  middleName: { type: 'string' },
  lastName: { type: 'string', required: true },
  ...storedPostalFields,
  email: { type: 'string' },
  phone: { type: 'string' },
} as const;

/** Epoch seconds after which DynamoDB deletes the item (the table's TTL attribute). */
export const ttl = { type: 'number' } as const;

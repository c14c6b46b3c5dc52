import type { PolicyholderItem } from './policyholders-store';

type AddressFields =
  | 'firstName'
  | 'lastName'
  | 'addressLine1'
  | 'addressLine2'
  | 'city'
  | 'state'
  | 'postalCode';

/**
 * The name and postal address of a policyholder as every row built from one carries them (cross-sell
 * detail, renewals, a campaign's recipients): one mapping, so the rows cannot drift apart.
 */
export function policyholderAddress(
  holder: Pick<PolicyholderItem, AddressFields>,
): Pick<PolicyholderItem, AddressFields> {
  return {
    firstName: holder.firstName,
    lastName: holder.lastName,
    addressLine1: holder.addressLine1,
    addressLine2: holder.addressLine2,
    city: holder.city,
    state: holder.state,
    postalCode: holder.postalCode,
  };
}

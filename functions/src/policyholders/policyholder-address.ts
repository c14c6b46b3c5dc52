import type { PolicyholderItem } from './policyholders-store';

type AddressFields = 'firstName' | 'lastName' | 'address1' | 'address2' | 'city' | 'state' | 'zip';

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
    address1: holder.address1,
    address2: holder.address2,
    city: holder.city,
    state: holder.state,
    zip: holder.zip,
  };
}

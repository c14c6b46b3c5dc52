import type { ShippingAddress, ShippingAddressForm } from '@msc/shared/model/address';
import type { EntityItem } from 'electrodb';
import { ulid } from 'ulid';
import { db } from '#data/db';
import type { ShippingAddressEntity } from '#data/entities/shipping-address';

export type ShippingAddressItem = EntityItem<typeof ShippingAddressEntity>;

/** Default first, then in address sequence (the spec's "address-sequence" sort). */
const byDisplayOrder = (a: ShippingAddressItem, b: ShippingAddressItem) =>
  Number(b.isDefault) - Number(a.isDefault) ||
  a.sequence - b.sequence ||
  a.addressId.localeCompare(b.addressId);

export async function addressesOf(userName: string): Promise<ShippingAddressItem[]> {
  const { data } = await db()
    .entities.shippingAddress.query.addressesOfUser({ userName })
    .go({ pages: 'all' });
  return data.sort(byDisplayOrder);
}

/** The user's address, or undefined: another user's id never resolves (the partition is the user's). */
export async function addressOf(
  userName: string,
  addressId: string,
): Promise<ShippingAddressItem | undefined> {
  const { data } = await db().entities.shippingAddress.get({ userName, addressId }).go();
  return data ?? undefined;
}

/**
 * Saves a new address last in the sequence; as the default, it takes the marker from the one that had it
 * (one transaction, so there is never a second default).
 */
export async function createAddress(
  userName: string,
  form: Omit<ShippingAddressForm, 'id'>,
): Promise<ShippingAddressItem> {
  const existing = await addressesOf(userName);
  const address: ShippingAddressItem = {
    ...form,
    userName,
    addressId: ulid(),
    name: form.name ?? '',
    state: form.state ?? '',
    countryCode: form.countryCode || 'US',
    isResidential: form.isResidential ?? false,
    addressType: 2,
    isDefault: form.isDefault === true || existing.length === 0,
    sequence: Math.max(0, ...existing.map((item) => item.sequence)) + 1,
    created: new Date().toISOString(),
  };
  const formerDefaults = address.isDefault ? existing.filter((item) => item.isDefault) : [];
  await db()
    .transaction.write(({ shippingAddress }) => [
      shippingAddress.create(address).commit(),
      ...formerDefaults.map((item) =>
        shippingAddress.patch({ userName, addressId: item.addressId }).set({ isDefault: false }).commit(),
      ),
    ])
    .go();
  return address;
}

export function toShippingAddress(item: ShippingAddressItem): ShippingAddress {
  const { userName: _user, addressId, sequence: _sequence, created: _created, ...fields } = item;
  return { ...fields, id: addressId };
}

import { now } from '@msc/shared/clock';
import type { ShippingAddress, ShippingAddressForm } from '@msc/shared/model/address';
import type { EntityItem } from 'electrodb';
import { ulid } from 'ulid';
import { ShippingAddressEntity } from '#data/entities/shipping-address';
import { storeDb } from '#platform/store-db';

/** The entities this store reads and writes: a Lambda bundles those only. */
const db = /* @__PURE__ */ storeDb({ shippingAddress: ShippingAddressEntity });

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
    ...addressFields(form),
    userName,
    addressId: ulid(),
    addressType: 2,
    isDefault: form.isDefault === true || existing.length === 0,
    sequence: Math.max(0, ...existing.map((item) => item.sequence)) + 1,
    created: now().toISOString(),
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

const addressFields = (form: ShippingAddressForm) => ({
  name: form.name ?? '',
  addressee: form.addressee,
  companyName: form.companyName || undefined,
  addressLine1: form.addressLine1,
  addressLine2: form.addressLine2 || undefined,
  addressLine3: form.addressLine3 || undefined,
  addressLine4: form.addressLine4 || undefined,
  city: form.city,
  state: form.state ?? '',
  province: form.province || undefined,
  postalCode: form.postalCode,
  countryCode: form.countryCode || 'US',
  phoneNumber: form.phoneNumber || undefined,
  email: form.email || undefined,
  isResidential: form.isResidential ?? false,
});

/** Rewrites an address's fields; the default marker and the place in the list stay. */
export async function replaceAddress(
  existing: ShippingAddressItem,
  form: ShippingAddressForm,
): Promise<void> {
  await db()
    .entities.shippingAddress.put({ ...existing, ...addressFields(form) })
    .go();
}

/** Moves the default marker to `addressId` (and off every other), in one transaction. */
export async function moveDefaultAddress(
  userName: string,
  addressId: string,
  all: readonly ShippingAddressItem[],
) {
  const changes = all.filter((item) => item.isDefault !== (item.addressId === addressId));
  if (changes.length === 0) return;
  await db()
    .transaction.write(({ shippingAddress }) =>
      changes.map((item) =>
        shippingAddress
          .patch({ userName, addressId: item.addressId })
          .set({ isDefault: item.addressId === addressId })
          .commit(),
      ),
    )
    .go();
}

export async function deleteAddress(userName: string, addressId: string): Promise<void> {
  await db().entities.shippingAddress.delete({ userName, addressId }).go();
}

import type { addressesApi } from '@msc/shared/api/addresses';
import { apiErrors } from '@msc/shared/messages';
import type { ShippingAddress } from '@msc/shared/model/address';
import { notFound } from '#platform/http-error';
import type { Implementation } from '#platform/implement';
import {
  addressesOf,
  createAddress,
  deleteAddress,
  moveDefaultAddress,
  replaceAddress,
  type ShippingAddressItem,
  toShippingAddress,
} from './address-store';

const listOf = async (userName: string): Promise<ShippingAddress[]> =>
  (await addressesOf(userName)).map(toShippingAddress);

/** The user's address among `all`; another user's id is not there (404). */
function ownAddress(all: readonly ShippingAddressItem[], addressId: string): ShippingAddressItem {
  const address = all.find((item) => item.addressId === addressId);
  if (!address) throw notFound(apiErrors.addressNotFound);
  return address;
}

export const addressesService: Implementation<typeof addressesApi> = {
  list: async ({ ctx }) => listOf(ctx.user.userName),

  create: async ({ ctx, body }) => {
    await createAddress(ctx.user.userName, body);
    return listOf(ctx.user.userName);
  },

  update: async ({ ctx, params, body }) => {
    const userName = ctx.user.userName;
    const all = await addressesOf(userName);
    await replaceAddress(ownAddress(all, params.id), body);
    if (body.isDefault) await moveDefaultAddress(userName, params.id, all);
    return listOf(userName);
  },

  setDefault: async ({ ctx, params }) => {
    const userName = ctx.user.userName;
    const all = await addressesOf(userName);
    ownAddress(all, params.id);
    await moveDefaultAddress(userName, params.id, all);
    return listOf(userName);
  },

  remove: async ({ ctx, params }) => {
    const userName = ctx.user.userName;
    const all = await addressesOf(userName);
    const address = ownAddress(all, params.id);
    await deleteAddress(userName, params.id);
    const rest = all.filter((item) => item.addressId !== params.id);
    // The default is the first address (spec 1 §4): when it goes, the next one takes the marker.
    if (address.isDefault && rest[0]) await moveDefaultAddress(userName, rest[0].addressId, rest);
    return listOf(userName);
  },
};

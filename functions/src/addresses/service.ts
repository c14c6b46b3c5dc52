import type { addressesApi } from '@msc/shared/api/addresses';
import type { Implementation } from '#platform/implement';
import { addressesOf, toShippingAddress } from './address-store';

export const addressesService: Implementation<typeof addressesApi> = {
  list: async ({ ctx }) => (await addressesOf(ctx.user.userName)).map(toShippingAddress),
};

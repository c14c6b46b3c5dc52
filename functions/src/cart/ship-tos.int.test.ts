import { errors } from '@msc/shared/messages';
import { DeliveryType } from '@msc/shared/model/enums';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RequestContext } from '#platform/request-context';
import { givenAgency, givenProduct, givenUser } from '../test/fixtures';
import { useFreshTable } from '../test/fresh-table';
import { callerOf, claimsFor } from '../test/invoke';
import { handler } from './handler';
import { loadCart, type NewShipTo, setMultipleShipTos } from './index';

const call = callerOf(handler);

const contextOf = (userName: string): RequestContext => ({
  user: {
    userName,
    email: userName,
    firstName: 'A',
    lastName: 'Agent',
    roles: ['Agent'] as RequestContext['user']['roles'],
    primaryRole: 'Agent' as RequestContext['user']['primaryRole'],
    defaultAgencyId: 1,
    hasChosenAgency: true,
  },
  agencyId: 1,
});
const add = (userName: string, productId: string) =>
  call(claimsFor(userName), 'POST', '/cart/items', { productId, quantity: 1 });

const address = (index: number): NewShipTo => ({
  addressee: `Contact ${index}`,
  addressLine1: `${index} Main St`,
  city: 'Seattle',
  state: 'WA',
  postalCode: '98101',
  countryCode: 'US',
  orderContactItemQuantities: [],
});

beforeAll(async () => {
  await useFreshTable();
  await givenAgency({ agencyId: 1 });
  await givenUser({ userName: 'multi@test.local', defaultAgencyId: 1 }, [1]);
  await givenUser({ userName: 'digital@test.local', defaultAgencyId: 1 }, [1]);
  await givenProduct({ productId: 'brochure', unitPrice: 125 });
  await givenProduct({ productId: 'ebook', unitPrice: 500, deliveryType: DeliveryType.DIGITAL });
});

describe('setMultipleShipTos', () => {
  it('replaces the list in record order, in batches, and sets the mode', async () => {
    await add('multi@test.local', 'brochure');
    const ctx = contextOf('multi@test.local');
    const itemId = (await loadCart(ctx)).items[0]!.id;
    const withQuantity = (index: number) => ({
      ...address(index),
      orderContactItemQuantities: [{ cartItemId: itemId, quantity: 1 + (index % 3) }],
    });
    await setMultipleShipTos(ctx, [withQuantity(900), withQuantity(901)]);
    // 60 entries: more than two BatchWrite calls of 25, and the earlier list is gone.
    const cart = await setMultipleShipTos(
      ctx,
      Array.from({ length: 60 }, (_, index) => withQuantity(index)),
    );
    expect(cart.shipToMode).toBe('multipleContacts');
    expect(cart.shipToList?.map((entry) => entry.addressee)).toEqual(
      Array.from({ length: 60 }, (_, index) => `Contact ${index}`),
    );
    expect(cart.shipToList?.[4]).toMatchObject({
      city: 'Seattle',
      orderContactItemQuantities: [{ cartItemId: itemId, quantity: 2 }],
      selectionIsMarkedForRemoval: false,
    });
    expect((await loadCart(ctx)).shipToList).toHaveLength(60);
  });

  it("refuses a cart with a non-physical item with the spec's text and changes nothing", async () => {
    await add('digital@test.local', 'ebook');
    const ctx = contextOf('digital@test.local');
    await expect(setMultipleShipTos(ctx, [address(1)])).rejects.toMatchObject({
      statusCode: 422,
      message: errors.multiShipNotEligible,
    });
    const cart = await loadCart(ctx);
    expect(cart.shipToList).toEqual([]);
    expect(cart.shipToMode).toBe('user');
  });
});

import { api } from '@msc/shared/api';
import type { Cart } from '@msc/shared/model/cart';
import { describe, expect, it } from 'vitest';
import { ApiRequestError, call } from '#lib/api-client';
import { makeCart, makeCartItem } from './cart-fixture';
import { FakeApiFailure, installFakeApi } from './fake-api';

const fakeApi = installFakeApi();

describe('fakeApi', () => {
  it('answers an endpoint of the contract and records what the SPA sent', async () => {
    fakeApi.on(api.cart.setQuantity, ({ params, body }) =>
      makeCart([makeCartItem({ id: params.id, quantity: body.quantity })]),
    );
    const cart = await call(api.cart.setQuantity, { params: { id: 'a/b' }, body: { quantity: 3 } });
    expect(cart.items[0]).toMatchObject({ id: 'a/b', quantity: 3 });
    expect(fakeApi.requests(api.cart.setQuantity)).toEqual([
      { params: { id: 'a/b' }, query: {}, body: { quantity: 3 } },
    ]);
    expect(fakeApi.requests(api.cart.removeItem)).toEqual([]);
  });

  it('lets the newest handler win and answers failures in the API error shape', async () => {
    fakeApi.on(api.cart.get, () => makeCart());
    fakeApi.on(api.cart.get, () => new FakeApiFailure(403, { message: 'No access', code: 'forbidden' }));
    await expect(call(api.cart.get, {})).rejects.toMatchObject({ status: 403, code: 'forbidden' });
  });

  it('refuses an answer that breaks the contract', async () => {
    fakeApi.on(api.cart.get, () => ({ items: 'none' }) as unknown as Cart);
    await expect(call(api.cart.get, {})).rejects.toThrow(/breaks the contract/);
  });

  it('answers 404 to a call nobody declared and lists it', async () => {
    await expect(call(api.catalog.get, { params: { id: 'p-1' } })).rejects.toBeInstanceOf(ApiRequestError);
    expect(fakeApi.unhandled).toEqual(['GET /api/products/p-1']);
  });
});

import { errors, toasts } from '@msc/shared/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '#platform/db';
import { givenAgency, givenProduct, givenUser } from '../test/fixtures';
import { useFreshTable } from '../test/fresh-table';
import { callerOf, claimsFor } from '../test/invoke';
import { handler } from './handler';

const call = callerOf(handler);

type CartBody = { items: Array<{ id: string; quantity: number; product: { id: string } }> };

let agentCount = 0;
/** Each test gets its own agent (and so its own cart): no test depends on another's order. */
async function newAgent() {
  agentCount += 1;
  const userName = `cart-agent-${agentCount}@test.local`;
  await givenUser({ userName, defaultAgencyId: 1 }, [1]);
  return claimsFor(userName);
}

/** An agent whose cart holds 3 brochures and 1 poster. */
async function agentWithCart() {
  const agent = await newAgent();
  await call(agent, 'POST', '/cart/items', { productId: 'brochure', quantity: 3 });
  await call(agent, 'POST', '/cart/items', { productId: 'poster', quantity: 1 });
  const cart: CartBody = (await call(agent, 'GET', '/cart')).body;
  const itemOf = (productId: string) => {
    const item = cart.items.find((candidate) => candidate.product.id === productId);
    if (!item) throw new Error(`no ${productId} in the cart`);
    return item;
  };
  return { agent, cart, itemOf };
}

beforeAll(async () => {
  await useFreshTable();
  await givenAgency({ agencyId: 1 });
  await givenProduct({ productId: 'brochure', unitPrice: 125, name: 'Home Brochure' });
  await givenProduct({ productId: 'poster', unitPrice: 900, limitAvailable: 10, limitText: '10' });
  await givenProduct({ productId: 'letter', canAddToCart: false });
});

describe('cart', () => {
  it('starts empty', async () => {
    const { status, body } = await call(await newAgent(), 'GET', '/cart');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      items: [],
      itemCount: 0,
      unitCount: 0,
      subTotal: 0,
      total: 0,
      canPlaceOrder: false,
    });
  });

  it('adds items with the server price, merges the same product and totals in cents', async () => {
    const agent = await newAgent();
    await call(agent, 'POST', '/cart/items', { productId: 'brochure', quantity: 2 });
    await call(agent, 'POST', '/cart/items', { productId: 'brochure', quantity: 1 });
    const { status, body } = await call(agent, 'POST', '/cart/items', { productId: 'poster', quantity: 1 });
    expect(status).toBe(200);
    expect(
      body.items.map((item: { product: { id: string }; quantity: number }) => [
        item.product.id,
        item.quantity,
      ]),
    ).toEqual([
      ['brochure', 3],
      ['poster', 1],
    ]);
    expect(body).toMatchObject({
      itemCount: 2,
      unitCount: 4,
      subTotal: 3 * 125 + 900,
      shipping: 0,
      total: 1275,
    });
    expect(body.isShippingRequired).toBe(true);
  });

  it('keeps each user their own cart', async () => {
    await agentWithCart();
    const { body } = await call(await newAgent(), 'GET', '/cart');
    expect(body.items).toEqual([]);
  });

  it("refuses a quantity above the product's limit with the spec's text and keeps the cart unchanged", async () => {
    const { agent, cart: before, itemOf } = await agentWithCart();
    const { status, body } = await call(agent, 'PUT', `/cart/items/${itemOf('poster').id}`, { quantity: 11 });
    expect(status).toBe(422);
    expect(body.message).toBe(errors.limitExceeded('10'));
    expect((await call(agent, 'GET', '/cart')).body).toEqual(before);
  });

  it('changes a quantity', async () => {
    const { agent, itemOf } = await agentWithCart();
    const { status, body } = await call(agent, 'PUT', `/cart/items/${itemOf('poster').id}`, { quantity: 10 });
    expect(status).toBe(200);
    expect(body.unitCount).toBe(13);
  });

  it('answers bad input with 400 and field errors, never 500', async () => {
    const agent = await newAgent();
    const zero = await call(agent, 'POST', '/cart/items', { productId: 'brochure', quantity: 0 });
    expect(zero.status).toBe(400);
    expect(zero.body.fieldErrors.quantity).toEqual(['Must be more than 0']);
    const notJson = await call(agent, 'POST', '/cart/items', '{nope');
    expect(notJson.status).toBe(400);
    const unknown = await call(agent, 'POST', '/cart/items', { productId: 'missing', quantity: 1 });
    expect(unknown.status).toBe(404);
    const notSellable = await call(agent, 'POST', '/cart/items', { productId: 'letter', quantity: 1 });
    expect(notSellable.status).toBe(422);
    expect(notSellable.body.message).toBe(toasts.startOrderFailed().message);
  });

  it('refuses another item while an Express Order is in the cart', async () => {
    await givenUser({ userName: 'express@test.local', defaultAgencyId: 1 }, [1]);
    await db()
      .entities.cartItem.put({
        userName: 'express@test.local',
        agencyId: 1,
        itemId: 'express-1',
        productId: 'brochure',
        quantity: 100,
        unitPrice: 125,
        isExpressOrder: true,
        bulkOrderStateId: 'bulk-1',
        added: new Date().toISOString(),
      })
      .go();
    const { status, body } = await call(claimsFor('express@test.local'), 'POST', '/cart/items', {
      productId: 'poster',
      quantity: 1,
    });
    expect(status).toBe(409);
    expect(body.message).toBe(toasts.expressOrderInCart.message);
  });

  it('removes an item; a second remove answers 404', async () => {
    const { agent, itemOf } = await agentWithCart();
    const brochure = itemOf('brochure');
    const removed = await call(agent, 'DELETE', `/cart/items/${brochure.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.items).toHaveLength(1);
    expect((await call(agent, 'DELETE', `/cart/items/${brochure.id}`)).status).toBe(404);
  });

  it("cannot touch another user's item", async () => {
    const { agent, cart, itemOf } = await agentWithCart();
    const { status } = await call(await newAgent(), 'PUT', `/cart/items/${itemOf('poster').id}`, {
      quantity: 1,
    });
    expect(status).toBe(404);
    expect((await call(agent, 'GET', '/cart')).body).toEqual(cart);
  });

  it('needs a signed-in user known to the portal', async () => {
    expect((await call(null, 'GET', '/cart')).status).toBe(401);
    expect((await call(claimsFor('stranger@test.local'), 'GET', '/cart')).status).toBe(403);
  });
});

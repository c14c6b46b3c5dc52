import { apiErrors, errors } from '@msc/shared/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '#platform/db';
import type { RequestContext } from '#platform/request-context';
import { handler as checkoutHandler } from '../checkout/handler';
import { givenAgency, givenProduct, givenUser } from '../test/fixtures';
import { useFreshTable } from '../test/fresh-table';
import { callerOf } from '../test/invoke';
import { tokenizeCard } from '../test/payment-card';
import { handler } from './handler';
import { addExpressOrderToCart, addOrderStateToCart } from './service';

/**
 * Ship to Multiple Contacts only for plain physical products, bounded by the product's limit at each
 * address and over all of them; no quantity change for a piece or an Express Order; no promotion with
 * multiple contacts, whatever order things were done in (issue 42).
 */
const call = callerOf(handler);
const checkout = callerOf(checkoutHandler);
const year = new Date().getUTCFullYear();
const mailDate = `${year + 1}-03-02`;

type CartBody = {
  items: { id: string; quantity: number; product: { id: string } }[];
  shipToList: { id: string }[];
  unitCount: number;
  subTotal: number;
};

let users = 0;
/** A new agent of agency 1 with two contacts of their own (c1, c2, c3). */
async function newAgent(): Promise<string> {
  users += 1;
  const userName = `multi-${users}@test.local`;
  await givenUser({ userName, defaultAgencyId: 1 }, [1]);
  for (const contactId of ['c1', 'c2', 'c3']) {
    await db()
      .entities.marketingContact.put({
        userName,
        contactId,
        firstName: 'Casey',
        lastName: contactId,
        addressLine1: `${contactId} Pine St`,
        city: 'Portland',
        state: 'OR',
        postalCode: '97201',
        countryCode: 'US',
      })
      .go();
  }
  return userName;
}

const ctxOf = (userName: string) =>
  ({ user: { userName, email: userName, roles: ['Agent'] }, agencyId: 1 }) as unknown as RequestContext;

const lineOf = (cart: CartBody, productId: string) => {
  const line = cart.items.find((item) => item.product.id === productId);
  if (!line) throw new Error(`no ${productId} in the cart`);
  return line;
};

const chooseContacts = (userName: string, contactIds: string[]) =>
  call(userName, 'PUT', '/cart/ship-to', { kind: 'contacts', contactIds });

beforeAll(async () => {
  await useFreshTable();
  await givenAgency({ agencyId: 1 });
  await givenProduct({ productId: 'flyer', unitPrice: 300, isRequireShipping: true, deliveryType: 1 });
  await givenProduct({
    productId: 'poster',
    unitPrice: 900,
    isRequireShipping: true,
    deliveryType: 1,
    limitAvailable: 10,
    limitText: '10',
  });
  await givenProduct({ productId: 'letter', unitPrice: 58, isPersonalizable: true, deliveryType: 1 });
  await givenProduct({
    productId: 'express',
    unitPrice: 58,
    isPersonalizable: true,
    isExpressOrderingAllowed: true,
    deliveryType: 1,
    isRequireShipping: false,
  });
  await db()
    .entities.discountCode.put({
      code: 'TAKE10',
      name: '10% off',
      discountType: 'percent',
      value: 10,
      validFrom: `${year - 1}-01-01`,
      validTo: `${year + 1}-12-31`,
    })
    .go();
});

describe('an Express Order line', () => {
  it('keeps its quantity: a quantity PUT and a per-address quantity are refused, and it never ships to contacts', async () => {
    const agent = await newAgent();
    // Contacts chosen while the cart is empty, then the Express Order added: the order things may happen in.
    expect((await chooseContacts(agent, ['c1', 'c2'])).status).toBe(200);
    const itemId = await addExpressOrderToCart(ctxOf(agent), {
      productId: 'express',
      bulkOrderStateId: 'bulk-1',
      quantity: 30,
      mailDates: [mailDate],
      fingerprint: 'summary-1',
    });

    const quantity = await call(agent, 'PUT', `/cart/items/${itemId}`, { quantity: 1 });
    expect(quantity).toMatchObject({ status: 422, body: { message: apiErrors.expressQuantityIsRecipients } });

    const cart: CartBody = (await call(agent, 'GET', '/cart')).body;
    const perAddress = await call(agent, 'PUT', '/cart/ship-to/quantities', {
      quantities: [{ shipToId: cart.shipToList[0]?.id, cartItemId: itemId, quantity: 1 }],
    });
    expect(perAddress).toMatchObject({ status: 422, body: { message: errors.multiShipNotEligible } });

    // Priced on its 30 recipients, never on what an address says.
    expect((await call(agent, 'GET', '/cart')).body).toMatchObject({
      items: [{ id: itemId, quantity: 30 }],
      unitCount: 30,
      subTotal: 30 * 58,
    });
    const contacts = await chooseContacts(agent, ['c1', 'c2']);
    expect(contacts).toMatchObject({ status: 422, body: { message: errors.multiShipNotEligible } });
  });
});

describe('a personalized piece with multiple contacts', () => {
  it('refuses a per-address quantity of the piece and prices it on its recipients', async () => {
    const agent = await newAgent();
    await call(agent, 'POST', '/cart/items', { productId: 'flyer', quantity: 1 });
    expect((await chooseContacts(agent, ['c1', 'c2'])).status).toBe(200);
    // Added after the contacts were chosen (choosing them with the piece in the cart is refused).
    const pieceId = await addOrderStateToCart(ctxOf(agent), {
      productId: 'letter',
      orderStateId: 'os-1',
      quantity: 40,
      mailDates: [mailDate],
      fingerprint: 'fp-1',
    });
    const cart: CartBody = (await call(agent, 'GET', '/cart')).body;
    // Two flyers (one an address) and the piece's 40 recipients, not 40 an address.
    expect(cart).toMatchObject({ unitCount: 42, subTotal: 2 * 300 + 40 * 58 });

    const refused = await call(agent, 'PUT', '/cart/ship-to/quantities', {
      quantities: [{ shipToId: cart.shipToList[0]?.id, cartItemId: pieceId, quantity: 1 }],
    });
    expect(refused).toMatchObject({ status: 422, body: { message: errors.multiShipNotEligible } });
    expect((await call(agent, 'GET', '/cart')).body).toMatchObject({ unitCount: 42 });

    const again = await chooseContacts(agent, ['c1', 'c2']);
    expect(again).toMatchObject({ status: 422, body: { message: errors.multiShipNotEligible } });
  });
});

describe("the product's limit with multiple contacts", () => {
  it('refuses a quantity over the limit at one address, over all addresses, and an absurd one', async () => {
    const agent = await newAgent();
    await call(agent, 'POST', '/cart/items', { productId: 'poster', quantity: 2 });
    const chosen = await chooseContacts(agent, ['c1', 'c2']);
    expect(chosen.body).toMatchObject({ unitCount: 4 });
    const [first, second] = (chosen.body as CartBody).shipToList;
    const posterId = lineOf(chosen.body, 'poster').id;
    const setAt = (shipToId: string | undefined, quantity: number) =>
      call(agent, 'PUT', '/cart/ship-to/quantities', {
        quantities: [{ shipToId, cartItemId: posterId, quantity }],
      });

    const overOne = await setAt(first?.id, 11);
    expect(overOne).toMatchObject({ status: 422, body: { message: errors.limitExceeded('10') } });
    // 6 + 2 is within the limit; 6 + 5 is not.
    expect((await setAt(first?.id, 6)).body).toMatchObject({ unitCount: 8 });
    const overTotal = await setAt(second?.id, 5);
    expect(overTotal).toMatchObject({ status: 422, body: { message: errors.limitExceeded('10') } });
    const absurd = await setAt(second?.id, 2_000_000_000);
    expect(absurd.status).toBe(400);
    expect((await call(agent, 'GET', '/cart')).body).toMatchObject({ unitCount: 8, subTotal: 8 * 900 });
  });

  it('refuses contacts that would receive more than the limit between them', async () => {
    const agent = await newAgent();
    await call(agent, 'POST', '/cart/items', { productId: 'poster', quantity: 4 });
    const three = await chooseContacts(agent, ['c1', 'c2', 'c3']);
    expect(three).toMatchObject({ status: 422, body: { message: errors.limitExceeded('10') } });
    expect((await call(agent, 'GET', '/cart')).body).toMatchObject({ shipToMode: 'user', unitCount: 4 });
    expect((await chooseContacts(agent, ['c1', 'c2'])).body).toMatchObject({ unitCount: 8 });
  });
});

describe('no promotion with multiple contacts', () => {
  it('refuses a discount code applied after choosing multiple contacts', async () => {
    const agent = await newAgent();
    await call(agent, 'POST', '/cart/items', { productId: 'flyer', quantity: 1 });
    expect((await chooseContacts(agent, ['c1', 'c2'])).status).toBe(200);
    const applied = await call(agent, 'POST', '/cart/discounts', { code: 'TAKE10' });
    expect(applied).toMatchObject({ status: 422, body: { message: errors.multiShipPromotion } });
    expect((await call(agent, 'GET', '/cart')).body).toMatchObject({
      discountTotal: 0,
      attributes: { Discounts: [] },
    });
  });

  it('refuses to place a cart shipped to multiple contacts that holds a code (an older cart)', async () => {
    const agent = await newAgent();
    await call(agent, 'POST', '/cart/items', { productId: 'flyer', quantity: 1 });
    expect((await chooseContacts(agent, ['c1', 'c2'])).status).toBe(200);
    await db()
      .entities.cart.patch({ userName: agent, agencyId: 1 })
      .set({ discountCodes: ['TAKE10'] })
      .go();
    expect((await call(agent, 'GET', '/cart')).body).toMatchObject({
      attributes: { Discounts: [{ code: 'TAKE10' }] },
    });
    const card = await checkout(agent, 'POST', '/payment-methods', {
      name: 'Pat Buyer',
      addressLine1: '1 Main St',
      city: 'Boston',
      state: 'MA',
      isDefault: true,
      providerPaymentMethodId: await tokenizeCard('4242424242424242'),
    });
    expect(card.status).toBe(201);
    const placed = await checkout(agent, 'POST', '/orders/place', {
      idempotencyKey: 'multi-contact-code-1',
      paymentMethodId: card.body.id,
      email: agent,
    });
    expect(placed).toMatchObject({ status: 422, body: { message: errors.multiShipPromotion } });
    expect((await call(agent, 'GET', '/cart')).body.items).toHaveLength(1);
  });
});

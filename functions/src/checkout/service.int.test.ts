import { apiErrors, emptyStates } from '@msc/shared/messages';
import { OrderStatusCode } from '@msc/shared/model/enum-values';
import { beforeAll, describe, expect, it } from 'vitest';
import { setMultipleShipTos } from '#cart/index';
import { facetMatcher, facetOf } from '#orders/history-facets';
import { facetBlocks } from '#orders/history-facets-store';
import { db } from '#platform/db';
import type { RequestContext } from '#platform/request-context';
import { handler as cartHandler } from '../cart/handler';
import { givenAgency, givenProduct, givenUser } from '../test/fixtures';
import { useFreshTable } from '../test/fresh-table';
import { callerOf, claimsFor } from '../test/invoke';
import { localStripe, tokenizeCard } from '../test/payment-card';
import { handler } from './handler';

const buyer = claimsFor('buyer@test.local');
const other = claimsFor('other-buyer@test.local');
type Claims = Record<string, string>;
const call = callerOf(handler);
const cartCall = callerOf(cartHandler);

const billing = {
  name: 'Pat Buyer',
  addressLine1: '1 Main St',
  city: 'Boston',
  state: 'MA',
  isDefault: true,
};
const nextYear = new Date().getUTCFullYear() + 1;

async function saveCard(claims: Claims, number: string, isDefault = true): Promise<string> {
  const { status, body } = await call(claims, 'POST', '/payment-methods', {
    ...billing,
    isDefault,
    providerPaymentMethodId: await tokenizeCard(number),
  });
  expect(status).toBe(201);
  return body.id;
}

beforeAll(async () => {
  await useFreshTable();
  await givenAgency({ agencyId: 1 });
  await givenUser({ userName: 'buyer@test.local', defaultAgencyId: 1 }, [1]);
  await givenUser({ userName: 'other-buyer@test.local', defaultAgencyId: 1 }, [1]);
  // Nothing to ship: these orders need no address.
  await givenProduct({
    productId: 'brochure',
    unitPrice: 1250,
    name: 'Home Brochure',
    isRequireShipping: false,
  });
  await givenProduct({
    productId: 'poster',
    unitPrice: 200,
    name: 'Poster',
    isRequireShipping: true,
    deliveryType: 1,
  });
  await givenUser({ userName: 'shipper@test.local', defaultAgencyId: 1 }, [1]);
});

describe('saved cards', () => {
  it('stores brand, last 4 and expiry only, and moves the default marker', async () => {
    const first = await saveCard(buyer, '4242424242424242');
    const second = await saveCard(buyer, '5555555555554444', false);
    const { body: cards } = await call(buyer, 'GET', '/payment-methods');
    expect(cards).toHaveLength(2);
    expect(cards.find((card: { id: string }) => card.id === first)).toMatchObject({
      isDefault: true,
      isExpired: false,
      expirationDate: `${nextYear}-12`,
      paymentData: { cardBrand: 'visa', last4: '4242' },
    });
    expect(JSON.stringify(cards)).not.toContain('4242424242424242');
    const { body: after } = await call(buyer, 'POST', `/payment-methods/${second}/default`);
    expect(after.map((card: { id: string; isDefault: boolean }) => [card.id, card.isDefault])).toEqual(
      expect.arrayContaining([
        [first, false],
        [second, true],
      ]),
    );
    expect((await call(buyer, 'POST', `/payment-methods/${second}/default`)).status).toBe(422);
    await call(buyer, 'DELETE', `/payment-methods/${second}`);
    await call(buyer, 'DELETE', `/payment-methods/${first}`);
    expect((await call(buyer, 'GET', '/payment-methods')).body).toEqual([]);
  });

  it("answers 404 for another user's card", async () => {
    const card = await saveCard(other, '4242424242424242');
    expect((await call(buyer, 'DELETE', `/payment-methods/${card}`)).status).toBe(404);
    expect((await call(buyer, 'POST', `/payment-methods/${card}/default`)).status).toBe(404);
  });
});

describe('place order', () => {
  it('refuses a declined card and leaves the cart as it was', async () => {
    // Stripe's card that attaches and is declined when charged.
    const declined = await saveCard(buyer, '4000000000000341');
    await cartCall(buyer, 'POST', '/cart/items', { productId: 'brochure', quantity: 2 });
    const before = (await cartCall(buyer, 'GET', '/cart')).body;
    const { status, body } = await call(buyer, 'POST', '/orders/place', {
      idempotencyKey: 'declined-attempt-1',
      paymentMethodId: declined,
      email: 'buyer@test.local',
    });
    expect(status).toBe(200);
    expect(body).toEqual({ succeeded: false, messages: ['Your card was declined.'] });
    const after = (await cartCall(buyer, 'GET', '/cart')).body;
    expect(after.items).toEqual(before.items);
    expect(after.total).toBe(before.total);
  });

  it('gives one order and one charge for 50 parallel requests with one key', async () => {
    const good = await saveCard(buyer, '4242424242424242');
    const cart = (await cartCall(buyer, 'GET', '/cart')).body;
    const request = { idempotencyKey: 'parallel-key-0001', paymentMethodId: good, email: 'buyer@test.local' };
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => call(buyer, 'POST', '/orders/place', request)),
    );
    const placed = answers.filter((answer) => answer.status === 200 && answer.body.succeeded);
    expect(placed).toHaveLength(50);
    const ids = new Set(placed.map((answer) => answer.body.model.id));
    expect(ids.size).toBe(1);

    const { body: cards } = await call(buyer, 'GET', '/payment-methods');
    const customer = cards[0].paymentData.customer;
    const intents = await localStripe().paymentIntents.list({ customer });
    const succeeded = intents.data.filter((intent) => intent.status === 'succeeded');
    expect(succeeded).toHaveLength(1);
    expect(succeeded[0]!.amount).toBe(cart.total > 0 ? cart.total : succeeded[0]!.amount);

    const [orderId] = [...ids];
    const { status, body: order } = await call(buyer, 'GET', `/order-confirmations/${orderId}`);
    expect(status).toBe(200);
    expect(order).toMatchObject({
      id: orderId,
      orderNumber: expect.stringMatching(/^MSC-\d{6}-\d{5}$/),
      total: cart.total,
      payment: { cardBrand: 'visa', last4: '4242' },
      orderPlacedByEmail: 'buyer@test.local',
    });
    expect(
      order.items.map((item: { product: { id: string }; quantity: number }) => [
        item.product.id,
        item.quantity,
      ]),
    ).toEqual([['brochure', 2]]);
    expect((await cartCall(buyer, 'GET', '/cart')).body.items).toEqual([]);

    // A retry after the fact gets the same answer and charges nothing more.
    const retry = await call(buyer, 'POST', '/orders/place', request);
    expect(retry.body.model.id).toBe(orderId);
    // The declined attempt above is on record too, as Stripe keeps it: count the payments taken.
    const taken = (await localStripe().paymentIntents.list({ customer })).data.filter(
      (intent) => intent.status === 'succeeded',
    );
    expect(taken).toHaveLength(1);

    // Tenancy: another user cannot open it.
    expect((await call(other, 'GET', `/order-confirmations/${orderId}`)).status).toBe(404);

    // Counted once in its history's facets (the filtered history), pending, at its ordinal.
    const { data: written } = await db().entities.order.get({ userName: 'buyer@test.local', orderId }).go();
    const blocks = await facetBlocks('buyer@test.local', 1);
    expect(blocks.get(0)).toBe(facetOf(written!));
    expect(written!.ordinal).toBe(1);
    expect(facetMatcher({ status: OrderStatusCode.Pending })(blocks.get(0)!)).toBe(true);
  });

  it('refuses an empty cart with the spec text', async () => {
    const { status, body } = await call(buyer, 'POST', '/orders/place', {
      idempotencyKey: 'empty-cart-key-1',
      email: 'buyer@test.local',
    });
    expect(status).toBe(422);
    expect(body.message).toBe(emptyStates.cart);
  });
});

describe('place order with ship-to addresses', () => {
  const shipper = claimsFor('shipper@test.local');
  const shipperCtx = {
    user: {
      userName: 'shipper@test.local',
      email: 'shipper@test.local',
      firstName: 'S',
      lastName: 'Shipper',
      roles: ['Agent'],
      primaryRole: 'Agent',
      defaultAgencyId: 1,
      hasChosenAgency: true,
    },
    agencyId: 1,
  } as unknown as RequestContext;

  it('refuses a cart that ships without an address, then places one to 60 contacts and keeps them all', async () => {
    await cartCall(shipper, 'POST', '/cart/items', { productId: 'poster', quantity: 1 });
    const cardId = await saveCard(shipper, '4242424242424242');
    const place = (key: string) =>
      call(shipper, 'POST', '/orders/place', {
        idempotencyKey: key,
        paymentMethodId: cardId,
        email: 'shipper@test.local',
      });
    const refused = await place('no-address-key-1');
    expect(refused).toMatchObject({ status: 422, body: { message: apiErrors.shipToRequired } });

    const cart = await setMultipleShipTos(
      shipperCtx,
      Array.from({ length: 60 }, (_, index) => ({
        addressee: `Contact ${index}`,
        addressLine1: `${index} Main St`,
        city: 'Seattle',
        state: 'WA',
        postalCode: '98101',
        countryCode: 'US',
        orderContactItemQuantities: [],
      })),
    );
    // 60 addresses, one poster each at 2.00.
    expect(cart).toMatchObject({
      subTotal: 12_000,
      total: 12_000,
      items: [{ quantity: 1, shippedQuantity: 60 }],
    });
    const placed = await place('sixty-addresses-key-1');
    expect(placed.body).toMatchObject({ succeeded: true, model: { isMultiShip: true } });

    const confirmation = (await call(shipper, 'GET', `/order-confirmations/${placed.body.model.id}`)).body;
    expect(confirmation).toMatchObject({
      isMultiShip: true,
      recipientCount: 60,
      total: 12_000,
      shipMethod: { name: 'Ground' },
      // The item as sent: one poster to each of the 60 addresses.
      items: [{ quantity: 60 }],
    });
    expect(confirmation.recipients.map((address: { addressee: string }) => address.addressee)).toEqual(
      Array.from({ length: 60 }, (_, index) => `Contact ${index}`),
    );
    // The cart is empty again, its whole ship-to list gone (25 with the order, the rest right after).
    const after = (await cartCall(shipper, 'GET', '/cart')).body;
    expect(after).toMatchObject({ items: [], shipToList: [], shipToMode: 'user' });
  });
});

/** An incentive code of a tier, valid all this year and next. */
async function givenTierCode(code: string, igniteTier: string): Promise<void> {
  const year = new Date().getUTCFullYear();
  await db()
    .entities.discountCode.put({
      code,
      name: `${igniteTier} incentive`,
      discountType: 'freeMailing',
      value: 1,
      validFrom: `${year - 1}-01-01`,
      validTo: `${year + 1}-12-31`,
      igniteTier,
    })
    .go();
}

describe('place order with the ignite incentive', () => {
  const owner = claimsFor('ignite-owner@test.local');

  it('counts a free mailing when the incentive pays, and stops applying it once none remain', async () => {
    await givenAgency({ agencyId: 7, isOwnerMaster: true });
    await givenUser({ userName: 'ignite-owner@test.local', defaultAgencyId: 7 }, [7]);
    await givenProduct({
      productId: 'ignite-letter',
      unitPrice: 900,
      isIgniteEligible: true,
      isRequireShipping: false,
    });
    await db()
      .entities.igniteDetails.put({
        agencyId: 7,
        statId: '7',
        igniteStatus: 'Advantage',
        subTier: 'Advantage',
        usage: 3,
        remaining: 1,
        updated: new Date().toISOString(),
      })
      .go();
    await givenTierCode('IGNITE-ADV', 'Advantage');
    await cartCall(owner, 'POST', '/cart/items', { productId: 'ignite-letter', quantity: 1 });
    const free = (await cartCall(owner, 'POST', '/cart/discounts', { code: 'IGNITE-ADV' })).body;
    expect(free).toMatchObject({ incentiveDiscount: 900, total: 0 });
    const placed = await call(owner, 'POST', '/orders/place', {
      idempotencyKey: 'ignite-free-key-1',
      email: 'ignite-owner@test.local',
    });
    expect(placed.body).toMatchObject({ succeeded: true });
    const { data } = await db().entities.igniteDetails.get({ agencyId: 7 }).go();
    expect(data).toMatchObject({ usage: 4, remaining: 0 });

    await cartCall(owner, 'POST', '/cart/items', { productId: 'ignite-letter', quantity: 1 });
    const used = await cartCall(owner, 'POST', '/cart/discounts', { code: 'IGNITE-ADV' });
    expect(used.status).toBe(422);
    expect((await cartCall(owner, 'GET', '/cart')).body).toMatchObject({ incentiveDiscount: 0, total: 900 });
  });
});

describe('place order with a discount code', () => {
  it('counts the order against the code', async () => {
    const year = new Date().getUTCFullYear();
    await givenUser({ userName: 'coupon@test.local', defaultAgencyId: 1 }, [1]);
    await db()
      .entities.discountCode.put({
        code: 'ALLFREE',
        name: 'All free',
        discountType: 'amount',
        value: 100_000,
        validFrom: `${year - 1}-01-01`,
        validTo: `${year + 1}-12-31`,
      })
      .go();
    const coupon = claimsFor('coupon@test.local');
    await cartCall(coupon, 'POST', '/cart/items', { productId: 'brochure', quantity: 1 });
    expect((await cartCall(coupon, 'POST', '/cart/discounts', { code: 'allfree' })).body).toMatchObject({
      total: 0,
    });
    const placed = await call(coupon, 'POST', '/orders/place', {
      idempotencyKey: 'coupon-order-key-1',
      email: 'coupon@test.local',
    });
    expect(placed.body).toMatchObject({ succeeded: true });
    const { data } = await db().entities.discountCode.get({ code: 'ALLFREE' }).go();
    expect(data?.timesUsed).toBe(1);
  });
});

import { apiErrors, toasts } from '@msc/shared/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '#platform/db';
import { givenAgency, givenProduct, givenUser } from '../test/fixtures';
import { useFreshTable } from '../test/fresh-table';
import { callerOf } from '../test/invoke';
import { handler } from './handler';

const OWNER = 'pricing-owner@test.local';
const AGENT = 'pricing-agent@test.local';
const call = callerOf(handler);
const year = new Date().getUTCFullYear();

beforeAll(async () => {
  await useFreshTable();
  await givenAgency({ agencyId: 1, isOwnerMaster: true });
  await givenAgency({ agencyId: 2 });
  await givenUser({ userName: OWNER, defaultAgencyId: 1 }, [1]);
  await givenUser({ userName: AGENT, defaultAgencyId: 2 }, [2]);
  await givenProduct({
    productId: 'box',
    unitPrice: 2500,
    isRequireShipping: true,
    deliveryType: 1,
    isIgniteEligible: true,
  });
  await givenProduct({ productId: 'poster', unitPrice: 1000, isRequireShipping: true, deliveryType: 1 });
  await db()
    .entities.igniteDetails.put({
      agencyId: 1,
      igniteStatus: 'Launch',
      subTier: 'Launch',
      reductionRate: 0.1,
      statId: '1',
      updated: new Date().toISOString(),
    })
    .go();
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
  for (const [code, igniteTier] of [
    ['IGNITE-LAUNCH', 'Launch'],
    ['IGNITE-ADV', 'Advantage'],
  ] as const) {
    await db()
      .entities.discountCode.put({
        code,
        name: `${igniteTier} incentive`,
        discountType: 'percent',
        value: 10,
        validFrom: `${year - 1}-01-01`,
        validTo: `${year + 1}-12-31`,
        igniteTier,
      })
      .go();
  }
  await db()
    .entities.discountCode.put({
      code: 'OLD5',
      name: '$5 off',
      discountType: 'amount',
      value: 500,
      validFrom: `${year - 2}-01-01`,
      validTo: `${year - 2}-12-31`,
    })
    .go();
  await call(OWNER, 'POST', '/cart/items', { productId: 'box', quantity: 4 });
  await call(AGENT, 'POST', '/cart/items', { productId: 'box', quantity: 4 });
});

describe('cart order summary', () => {
  it('prices shipping by the chosen method and lists the methods with their prices', async () => {
    const ground = (await call(AGENT, 'GET', '/cart')).body;
    expect(ground).toMatchObject({ subTotal: 10_000, shipping: 0, total: 10_000, canPlaceOrder: true });
    expect(ground.shipMethods.map((method: { code: string }) => method.code)).toEqual([
      'GROUND',
      'TWO_DAY',
      'OVERNIGHT',
    ]);
    const twoDay = (await call(AGENT, 'PUT', '/cart/ship-method', { shipMethodCode: 'TWO_DAY' })).body;
    expect(twoDay).toMatchObject({ shipMethodCode: 'TWO_DAY', shipping: 995, total: 10_995 });
    expect((await call(AGENT, 'PUT', '/cart/ship-method', { shipMethodCode: 'BY_PIGEON' })).status).toBe(400);
  });

  it('gives an owner master its incentive as its own line for its tier code, and nobody else', async () => {
    expect((await call(OWNER, 'GET', '/cart')).body).toMatchObject({ incentiveDiscount: 0, total: 10_000 });
    const owner = (await call(OWNER, 'POST', '/cart/discounts', { code: 'ignite-launch' })).body;
    expect(owner).toMatchObject({
      incentiveDiscount: 1000,
      discountTotal: 1000,
      total: 9000,
      attributes: { Discounts: [{ code: 'IGNITE-LAUNCH' }] },
    });
    // Another agency's code and another tier's code read like any unknown code.
    for (const [user, code] of [
      [AGENT, 'IGNITE-LAUNCH'],
      [OWNER, 'IGNITE-ADV'],
    ] as const) {
      const refused = await call(user, 'POST', '/cart/discounts', { code });
      expect(refused.status).toBe(422);
    }
    expect((await call(AGENT, 'GET', '/cart')).body).toMatchObject({
      incentiveDiscount: 0,
      discountTotal: 0,
    });
  });

  it('applies the incentive to ignite-eligible products only', async () => {
    const withPoster = (await call(OWNER, 'POST', '/cart/items', { productId: 'poster', quantity: 1 })).body;
    expect(withPoster).toMatchObject({ subTotal: 11_000, incentiveDiscount: 1000, total: 10_000 });
    const poster = withPoster.items.find((item: { product: { id: string } }) => item.product.id === 'poster');
    await call(OWNER, 'DELETE', `/cart/items/${poster.id}`);
  });

  it('takes one code a cart: a second is refused until the first is removed', async () => {
    const second = await call(OWNER, 'POST', '/cart/discounts', { code: 'TAKE10' });
    expect(second).toMatchObject({ status: 422, body: { message: apiErrors.oneDiscountCodePerCart } });
    const again = await call(OWNER, 'POST', '/cart/discounts', { code: 'IGNITE-LAUNCH' });
    expect(again.body).toMatchObject({
      discountTotal: 1000,
      attributes: { Discounts: [{ code: 'IGNITE-LAUNCH' }] },
    });
    const removed = await call(OWNER, 'DELETE', '/cart/discounts/ignite-launch');
    expect(removed.body).toMatchObject({
      discountTotal: 0,
      incentiveDiscount: 0,
      attributes: { Discounts: [] },
    });
  });

  it('applies a valid code in any case, refuses an unknown or expired one with the spec text, and removes it', async () => {
    const applied = await call(OWNER, 'POST', '/cart/discounts', { code: ' take10 ' });
    expect(applied.status).toBe(200);
    expect(applied.body.attributes.Discounts).toEqual([{ code: 'TAKE10' }]);
    expect(applied.body).toMatchObject({ incentiveDiscount: 0, discountTotal: 1000, total: 9000 });
    await call(OWNER, 'DELETE', '/cart/discounts/take10');

    for (const code of ['NOPE', 'OLD5']) {
      const refused = await call(OWNER, 'POST', '/cart/discounts', { code });
      expect(refused.status).toBe(422);
      expect(refused.body.message).toBe(toasts.invalidDiscount.message);
    }
    const removed = (await call(OWNER, 'GET', '/cart')).body;
    expect(removed).toMatchObject({ discountTotal: 0, attributes: { Discounts: [] } });
  });
});

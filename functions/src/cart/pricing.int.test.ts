import { toasts } from '@msc/shared/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '#data/db';
import { givenAgency, givenProduct, givenUser } from '../test/fixtures';
import { useFreshTable } from '../test/fresh-table';
import { claimsFor, invoke } from '../test/invoke';
import { handler } from './handler';

const OWNER = 'pricing-owner@test.local';
const AGENT = 'pricing-agent@test.local';
const call = (userName: string, method: string, path: string, body?: unknown) =>
  invoke(handler, { method, path: `/api${path}`, claims: claimsFor(userName), body });
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

  it('gives an owner master its incentive as its own line, and nobody else', async () => {
    const owner = (await call(OWNER, 'GET', '/cart')).body;
    expect(owner).toMatchObject({ incentiveDiscount: 1000, discountTotal: 1000, total: 9000 });
    expect((await call(AGENT, 'GET', '/cart')).body.incentiveDiscount).toBe(0);
  });

  it('applies the incentive to ignite-eligible products only', async () => {
    const withPoster = (await call(OWNER, 'POST', '/cart/items', { productId: 'poster', quantity: 1 })).body;
    expect(withPoster).toMatchObject({ subTotal: 11_000, incentiveDiscount: 1000, total: 10_000 });
    const poster = withPoster.items.find((item: { product: { id: string } }) => item.product.id === 'poster');
    await call(OWNER, 'DELETE', `/cart/items/${poster.id}`);
  });

  it('applies a valid code in any case, refuses an unknown or expired one with the spec text, and removes it', async () => {
    const applied = await call(OWNER, 'POST', '/cart/discounts', { code: ' take10 ' });
    expect(applied.status).toBe(200);
    expect(applied.body.attributes.Discounts).toEqual([{ code: 'TAKE10' }]);
    // 10 % incentive first (1,000), then 10 % of what is left (900).
    expect(applied.body).toMatchObject({ incentiveDiscount: 1000, discountTotal: 1900, total: 8100 });

    for (const code of ['NOPE', 'OLD5']) {
      const refused = await call(OWNER, 'POST', '/cart/discounts', { code });
      expect(refused.status).toBe(422);
      expect(refused.body.message).toBe(toasts.invalidDiscount.message);
    }
    const removed = await call(OWNER, 'DELETE', '/cart/discounts/take10');
    expect(removed.body).toMatchObject({ discountTotal: 1000, attributes: { Discounts: [] } });
  });
});

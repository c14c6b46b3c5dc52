import { apiErrors, notices, toasts } from '@msc/shared/messages';
import { OrderStatusCode } from '@msc/shared/model/enum-values';
import { DISCOUNT_ATTEMPTS_PER_MINUTE } from '@msc/shared/rules/constants';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '#platform/db';
import { handler as cartHandler } from '../cart/handler';
import { handler as ordersHandler } from '../orders/handler';
import { givenAgency, givenProduct, givenUser } from '../test/fixtures';
import { useFreshTable } from '../test/fresh-table';
import { callerOf, claimsFor } from '../test/invoke';
import { localStripe, tokenizeCard } from '../test/payment-card';
import { atAttemptWindowStart } from '../test/usage-window';
import { handler } from './handler';

type Claims = Record<string, string>;
const checkout = callerOf(handler);
const cart = callerOf(cartHandler);
const orders = callerOf(ordersHandler);

const OWNER_MASTER = 31;
const PLAIN_AGENCY = 32;
const year = new Date().getUTCFullYear();

async function saveCard(claims: Claims, number = '4242424242424242'): Promise<string> {
  const { status, body } = await checkout(claims, 'POST', '/payment-methods', {
    name: 'Pat Buyer',
    addressLine1: '1 Main St',
    city: 'Boston',
    state: 'MA',
    isDefault: true,
    providerPaymentMethodId: await tokenizeCard(number),
  });
  expect(status, JSON.stringify(body)).toBe(201);
  return body.id;
}

async function givenCode(code: string, terms: Record<string, unknown> = {}): Promise<void> {
  await db()
    .entities.discountCode.put({
      code,
      name: code,
      discountType: 'percent',
      value: 10,
      validFrom: `${year - 1}-01-01`,
      validTo: `${year + 1}-12-31`,
      ...terms,
    })
    .go();
}

const member = (index: number) => `member-${String(index).padStart(2, '0')}@test.local`;

beforeAll(async () => {
  await useFreshTable();
  await givenAgency({ agencyId: OWNER_MASTER, isOwnerMaster: true });
  await givenAgency({ agencyId: PLAIN_AGENCY });
  await givenProduct({
    productId: 'letter',
    unitPrice: 900,
    isIgniteEligible: true,
    isRequireShipping: false,
  });
  await givenProduct({ productId: 'poster', unitPrice: 500, isRequireShipping: false });
  await givenProduct({
    productId: 'banner',
    unitPrice: 4000,
    isRequireShipping: false,
    requiresApproval: true,
    stockOnHand: 2,
  });
  await db()
    .entities.igniteDetails.put({
      agencyId: OWNER_MASTER,
      statId: String(OWNER_MASTER),
      igniteStatus: 'Advantage',
      usage: 0,
      remaining: 2,
      updated: new Date().toISOString(),
    })
    .go();
  await givenCode('IGNITE-ADV', { discountType: 'freeMailing', value: 1, igniteTier: 'Advantage' });
  await givenCode('IGNITE-PARTNER', { igniteTier: 'Partner' });
  await givenCode('ONCE-ONLY', { maxUses: 1 });
  await givenCode('ONE-PER-AGENCY', { maxUsesPerAgency: 1 });
  for (let index = 0; index < 20; index += 1)
    await givenUser({ userName: member(index), defaultAgencyId: OWNER_MASTER }, [OWNER_MASTER]);
  await givenUser({ userName: 'tier-owner@test.local', defaultAgencyId: OWNER_MASTER }, [OWNER_MASTER]);
  await givenUser({ userName: 'capped-a@test.local', defaultAgencyId: PLAIN_AGENCY }, [PLAIN_AGENCY]);
  await givenUser({ userName: 'capped-b@test.local', defaultAgencyId: PLAIN_AGENCY }, [PLAIN_AGENCY]);
  await givenUser({ userName: 'guesser@test.local', defaultAgencyId: PLAIN_AGENCY }, [PLAIN_AGENCY]);
  await givenUser({ userName: 'plain@test.local', defaultAgencyId: PLAIN_AGENCY }, [PLAIN_AGENCY]);
  await givenUser({ userName: 'decliner@test.local', defaultAgencyId: PLAIN_AGENCY }, [PLAIN_AGENCY]);
  await givenUser({ userName: 'approver@test.local', defaultAgencyId: PLAIN_AGENCY }, [PLAIN_AGENCY]);
});

describe('discount codes', () => {
  it(`answers ${DISCOUNT_ATTEMPTS_PER_MINUTE} wrong codes a minute alike, then 429 (a right one included)`, async () => {
    const guesser = claimsFor('guesser@test.local');
    // The attempts are counted per minute: all of them in one.
    atAttemptWindowStart(60);
    await cart(guesser, 'POST', '/cart/items', { productId: 'poster', quantity: 1 });
    const answers = [];
    for (let index = 0; index < 15; index += 1)
      answers.push(await cart(guesser, 'POST', '/cart/discounts', { code: `GUESS-${index}` }));
    const wrong = answers.slice(0, DISCOUNT_ATTEMPTS_PER_MINUTE);
    expect(
      wrong.every(
        (answer) => answer.status === 422 && answer.body.message === toasts.invalidDiscount.message,
      ),
    ).toBe(true);
    const throttled = answers.slice(DISCOUNT_ATTEMPTS_PER_MINUTE);
    expect(throttled.map((answer) => answer.status)).toEqual([429, 429, 429, 429, 429]);
    expect(throttled[0]!.body).toMatchObject({
      code: 'too_many_requests',
      message: apiErrors.tooManyDiscountAttempts,
    });
    expect((await cart(guesser, 'POST', '/cart/discounts', { code: 'ONCE-ONLY' })).status).toBe(429);
  });

  it('refuses a tier code to another tier and to the tier once no free mailing remains, in the spec’s words', async () => {
    const owner = claimsFor('tier-owner@test.local');
    await cart(owner, 'POST', '/cart/items', { productId: 'letter', quantity: 1 });
    const partner = await cart(owner, 'POST', '/cart/discounts', { code: 'IGNITE-PARTNER' });
    expect(partner).toMatchObject({ status: 422, body: { message: toasts.invalidDiscount.message } });
    const plain = claimsFor('plain@test.local');
    await cart(plain, 'POST', '/cart/items', { productId: 'letter', quantity: 1 });
    const notOwner = await cart(plain, 'POST', '/cart/discounts', { code: 'IGNITE-ADV' });
    expect(notOwner).toMatchObject({ status: 422, body: { message: toasts.invalidDiscount.message } });

    await db().entities.igniteDetails.patch({ agencyId: OWNER_MASTER }).set({ remaining: 0 }).go();
    const usedUp = await cart(owner, 'POST', '/cart/discounts', { code: 'IGNITE-ADV' });
    expect(usedUp).toMatchObject({ status: 422, body: { message: toasts.invalidDiscount.message } });
    await db().entities.igniteDetails.patch({ agencyId: OWNER_MASTER }).set({ remaining: 2 }).go();
    const own = await cart(owner, 'POST', '/cart/discounts', { code: 'IGNITE-ADV' });
    expect(own.body).toMatchObject({ incentiveDiscount: 900, total: 0 });
  });
});

describe('limited benefits', () => {
  it('gives the last 2 free mailings of an owner master to exactly 2 of 20 members ordering at once', async () => {
    const members = Array.from({ length: 20 }, (_, index) => claimsFor(member(index)));
    const cards = await Promise.all(members.map((claims) => saveCard(claims)));
    const reviewed = await Promise.all(
      members.map(async (claims) => {
        await cart(claims, 'POST', '/cart/items', { productId: 'letter', quantity: 1 });
        await cart(claims, 'POST', '/cart/items', { productId: 'poster', quantity: 1 });
        return (await cart(claims, 'POST', '/cart/discounts', { code: 'IGNITE-ADV' })).body;
      }),
    );
    // Each saw the letter free (the poster paid): 5.00 to pay.
    expect(reviewed.every((view) => view.total === 500 && view.incentiveDiscount === 900)).toBe(true);

    const place = (index: number, reviewedTotal?: number) =>
      checkout(members[index]!, 'POST', '/orders/place', {
        idempotencyKey: `member-order-${index}`,
        paymentMethodId: cards[index],
        email: member(index),
        reviewedTotal,
      });
    const answers = await Promise.all(members.map((_, index) => place(index, 500)));
    const placed = answers.filter((answer) => answer.status === 200 && answer.body.succeeded);
    expect(placed).toHaveLength(2);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(refused).toHaveLength(18);
    for (const answer of refused)
      expect([apiErrors.benefitUsedUp, apiErrors.orderTotalChanged]).toContain(answer.body.message);

    const { data: incentive } = await db().entities.igniteDetails.get({ agencyId: OWNER_MASTER }).go();
    expect(incentive).toMatchObject({ remaining: 0, usage: 2 });

    // Nothing is held or taken for an order that was not written: every hold was captured or released.
    const intents = (await localStripe().paymentIntents.list({ limit: 100 })).data.filter((intent) =>
      intent.metadata.userName?.startsWith('member-'),
    );
    expect(intents.filter((intent) => intent.status === 'requires_capture')).toEqual([]);
    // Some lost the race after their card was held (the order's write refused the used-up benefit): released.
    expect(intents.filter((intent) => intent.status === 'canceled').length).toBeGreaterThan(0);
    expect(intents.filter((intent) => intent.status === 'succeeded').map((intent) => intent.amount)).toEqual([
      500, 500,
    ]);

    // The refused keys were released: the same attempt, reviewed again, is placed at the price now.
    const loser = answers.findIndex((answer) => answer.status === 409);
    const now = (await cart(members[loser]!, 'GET', '/cart')).body;
    expect(now).toMatchObject({ incentiveDiscount: 0, total: 1400 });
    const retried = await place(loser, now.total);
    expect(retried.body).toMatchObject({ succeeded: true });
    const order = (await orders(members[loser]!, 'GET', `/orders/${retried.body.model.id}`)).body;
    expect(order).toMatchObject({ total: 1400, amountPaid: 1400, paymentStatus: 'Paid' });
  });

  it('lets a code capped at one use go to one order only, and one capped per agency to one per agency', async () => {
    const buyers = ['capped-a@test.local', 'capped-b@test.local'];
    const claims = buyers.map((userName) => claimsFor(userName));
    const cards = await Promise.all(claims.map((buyer) => saveCard(buyer)));
    const placeWith = async (code: string) => {
      for (const buyer of claims) {
        await cart(buyer, 'POST', '/cart/items', { productId: 'poster', quantity: 1 });
        const applied = await cart(buyer, 'POST', '/cart/discounts', { code });
        expect(applied.status, JSON.stringify(applied.body)).toBe(200);
      }
      const answers = await Promise.all(
        claims.map((buyer, index) =>
          checkout(buyer, 'POST', '/orders/place', {
            idempotencyKey: `${code}-${index}`,
            email: buyers[index],
            paymentMethodId: cards[index],
            reviewedTotal: 450,
          }),
        ),
      );
      return answers.filter((answer) => answer.status === 200 && answer.body.succeeded).length;
    };
    expect(await placeWith('ONCE-ONLY')).toBe(1);
    expect((await db().entities.discountCode.get({ code: 'ONCE-ONLY' }).go()).data?.timesUsed).toBe(1);
    // The one who lost the race still has the cart: clear it for the next code.
    for (const buyer of claims) {
      const left = (await cart(buyer, 'GET', '/cart')).body;
      for (const item of left.items) await cart(buyer, 'DELETE', `/cart/items/${item.id}`);
      for (const { code } of left.attributes.Discounts)
        await cart(buyer, 'DELETE', `/cart/discounts/${code}`);
    }
    // Both buyers act for the same agency: one use between them.
    expect(await placeWith('ONE-PER-AGENCY')).toBe(1);
    const { data: use } = await db()
      .entities.discountCodeUse.get({ code: 'ONE-PER-AGENCY', agencyId: PLAIN_AGENCY })
      .go();
    expect(use?.uses).toBe(1);
  });
});

describe('payment', () => {
  it('leaves no order and no claimed key when the card is declined, and the same attempt succeeds with another', async () => {
    const decliner = claimsFor('decliner@test.local');
    const declining = await saveCard(decliner, '4000000000000341');
    await cart(decliner, 'POST', '/cart/items', { productId: 'poster', quantity: 2 });
    const attempt = {
      idempotencyKey: 'declined-then-paid',
      email: 'decliner@test.local',
      reviewedTotal: 1000,
    };
    const declined = await checkout(decliner, 'POST', '/orders/place', {
      ...attempt,
      paymentMethodId: declining,
    });
    expect(declined.body).toEqual({ succeeded: false, messages: ['Your card was declined.'] });
    expect((await orders(decliner, 'GET', '/orders')).body.totalCount).toBe(0);
    expect((await cart(decliner, 'GET', '/cart')).body.items).toHaveLength(1);

    const good = await saveCard(decliner);
    const paid = await checkout(decliner, 'POST', '/orders/place', { ...attempt, paymentMethodId: good });
    expect(paid.body).toMatchObject({ succeeded: true });
    const order = (await orders(decliner, 'GET', `/orders/${paid.body.model.id}`)).body;
    expect(order).toMatchObject({ total: 1000, amountPaid: 1000, paymentStatus: 'Paid' });
    const { data: stored } = await db()
      .entities.order.get({ userName: 'decliner@test.local', orderId: paid.body.model.id })
      .go();
    const intent = await localStripe().paymentIntents.retrieve(stored!.paymentIntentId!);
    expect(intent).toMatchObject({ status: 'succeeded', amount_received: 1000 });
  });
});

describe('the cart’s own numbers', () => {
  it('warns of approval and places the order as pending approval; says how many are in stock', async () => {
    const approver = claimsFor('approver@test.local');
    const view = (await cart(approver, 'POST', '/cart/items', { productId: 'banner', quantity: 3 })).body;
    expect(view).toMatchObject({ requiresApproval: true, canPlaceOrder: true });
    expect(view.items[0].messages).toEqual([notices.lowStock(2)]);
    const card = await saveCard(approver);
    const placed = await checkout(approver, 'POST', '/orders/place', {
      idempotencyKey: 'approval-order-1',
      email: 'approver@test.local',
      paymentMethodId: card,
      reviewedTotal: 12_000,
    });
    expect(placed.body).toMatchObject({ succeeded: true });
    const order = (await orders(approver, 'GET', `/orders/${placed.body.model.id}`)).body;
    expect(order.orderStatusCode).toBe(OrderStatusCode.PendingApproval);
  });
});

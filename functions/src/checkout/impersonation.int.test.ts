import { apiErrors } from '@msc/shared/messages';
import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '#platform/db';
import { handler as cartHandler } from '../cart/handler';
import { handler as impersonationHandler } from '../impersonation/handler';
import { givenAgency, givenProduct, givenUser } from '../test/fixtures';
import { useFreshTable } from '../test/fresh-table';
import { callerOf, claimsFor } from '../test/invoke';
import { tokenizeCard } from '../test/payment-card';
import { handler } from './handler';

/**
 * Issue 46: staff acting as an agent cannot touch the agent's cards, and may place an order only on a card
 * the agent saved before the session started; such an order says who placed it, on the confirmation and
 * on the audit trail.
 */

const STAFF = 'csr@imperson.test';
const AGENT = 'agent@imperson.test';
const staff = claimsFor(STAFF);
const agent = claimsFor(AGENT);
const call = callerOf(handler);
const cartCall = callerOf(cartHandler);
const impersonation = callerOf(impersonationHandler);

const billing = { name: 'Avery Agent', addressLine1: '1 Main St', city: 'Boston', state: 'MA' };
type Card = { id: string; isDefault: boolean; paymentData: { last4: string } };

let headers: Record<string, string>;
let visa: string;
let mastercard: string;

async function agentSaves(number: string, isDefault: boolean): Promise<string> {
  const { status, body } = await call(agent, 'POST', '/payment-methods', {
    ...billing,
    isDefault,
    providerPaymentMethodId: await tokenizeCard(number),
  });
  expect(status).toBe(201);
  return body.id;
}

const agentCards = async (): Promise<Card[]> => (await call(agent, 'GET', '/payment-methods')).body;
const cardsAsBefore = async () =>
  expect((await agentCards()).map((card) => [card.id, card.isDefault]).sort()).toEqual(
    [
      [visa, true],
      [mastercard, false],
    ].sort(),
  );

beforeAll(async () => {
  await useFreshTable();
  await givenAgency({ agencyId: 1 });
  await givenUser({ userName: STAFF, roles: ['CustomerServiceAdmin'], primaryRole: 'CustomerServiceAdmin' });
  await givenUser({ userName: AGENT, defaultAgencyId: 1, hasChosenAgency: true }, [1]);
  await givenProduct({ productId: 'brochure', unitPrice: 1250, name: 'Brochure', isRequireShipping: false });
  // The agent's own cards, saved before any staff member acts as them.
  visa = await agentSaves('4242424242424242', true);
  mastercard = await agentSaves('5555555555554444', false);
  await new Promise((resolve) => setTimeout(resolve, 5));
  const started = await impersonation(staff, 'POST', '/impersonation/sessions', {
    userName: AGENT,
    reason: 'Order by phone',
  });
  expect(started.status).toBe(201);
  headers = { 'x-session-token': started.body.sessionToken };
});

describe("the agent's cards while impersonating", () => {
  it('refuses adding a card with our text, and saves nothing', async () => {
    const added = await call(
      staff,
      'POST',
      '/payment-methods',
      { ...billing, isDefault: true, providerPaymentMethodId: await tokenizeCard('4000056655665556') },
      { headers },
    );
    expect(added).toMatchObject({
      status: 403,
      body: { message: apiErrors.cardsReadOnlyWhileImpersonating },
    });
    await cardsAsBefore();
  });

  it('refuses removing a card and setting the default, and leaves the cards as they were', async () => {
    const removed = await call(staff, 'DELETE', `/payment-methods/${visa}`, undefined, { headers });
    expect(removed).toMatchObject({
      status: 403,
      body: { message: apiErrors.cardsReadOnlyWhileImpersonating },
    });
    const defaulted = await call(staff, 'POST', `/payment-methods/${mastercard}/default`, undefined, {
      headers,
    });
    expect(defaulted).toMatchObject({
      status: 403,
      body: { message: apiErrors.cardsReadOnlyWhileImpersonating },
    });
    await cardsAsBefore();
    // Reading them stays allowed: the checkout's payment panel lists them to pay with.
    const listed = await call(staff, 'GET', '/payment-methods', undefined, { headers });
    expect(listed.status).toBe(200);
    expect(listed.body).toHaveLength(2);
  });
});

describe('an order placed while impersonating', () => {
  it("is placed on the agent's card saved before the session, and says so on the confirmation and audit trail", async () => {
    await cartCall(staff, 'POST', '/cart/items', { productId: 'brochure', quantity: 1 }, { headers });
    const placed = await call(
      staff,
      'POST',
      '/orders/place',
      { idempotencyKey: 'impersonated-order-1', paymentMethodId: visa, email: AGENT },
      { headers },
    );
    expect(placed.body).toMatchObject({ succeeded: true });
    const orderId = placed.body.model.id;

    const confirmation = await call(staff, 'GET', `/order-confirmations/${orderId}`, undefined, { headers });
    expect(confirmation.body).toMatchObject({
      placedBy: STAFF,
      payment: { cardBrand: 'visa', last4: '4242' },
    });
    // The agent sees the same afterwards.
    expect((await call(agent, 'GET', `/order-confirmations/${orderId}`)).body.placedBy).toBe(STAFF);

    const { data: audit } = await db().entities.auditRecord.query.byTarget({ targetUserName: AGENT }).go();
    const record = audit.find((entry) => entry.action === 'order.placedWhileImpersonating');
    expect(record).toMatchObject({ actorUserName: STAFF, targetUserName: AGENT });
    expect(JSON.parse(record?.after ?? '{}')).toEqual({
      orderNumber: confirmation.body.orderNumber,
      agent: AGENT,
      cardBrand: 'visa',
      last4: '4242',
    });
  });

  it('is refused on a card created after the session started, and nothing is placed', async () => {
    // No route can save one now; a card written by any other path is held to the rule at placement.
    const prior = (
      await db().entities.paymentMethod.query.paymentMethodsOfUser({ userName: AGENT }).go()
    ).data.find((card) => card.paymentMethodId === visa)!;
    const late = ulid();
    await db()
      .entities.paymentMethod.create({
        ...prior,
        paymentMethodId: late,
        isDefault: false,
        created: new Date().toISOString(),
      })
      .go();
    await cartCall(staff, 'POST', '/cart/items', { productId: 'brochure', quantity: 2 }, { headers });
    const refused = await call(
      staff,
      'POST',
      '/orders/place',
      { idempotencyKey: 'impersonated-order-2', paymentMethodId: late, email: AGENT },
      { headers },
    );
    expect(refused).toMatchObject({ status: 403, body: { message: apiErrors.cardNewerThanImpersonation } });
    expect((await cartCall(agent, 'GET', '/cart')).body.items).toHaveLength(1);
    // The agent themself may pay with it.
    const own = await call(agent, 'POST', '/orders/place', {
      idempotencyKey: 'agent-own-order-1',
      paymentMethodId: late,
      email: AGENT,
    });
    expect(own.body).toMatchObject({ succeeded: true });
    expect(
      (await call(agent, 'GET', `/order-confirmations/${own.body.model.id}`)).body.placedBy,
    ).toBeUndefined();
  });
});

import { mailDateTexts } from '@msc/shared/messages';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { handler as cartHandler } from '../cart/handler';
import { handler as checkoutHandler } from '../checkout/handler';
import { handler as documentsHandler } from '../documents/handler';
import { handler as ordersHandler } from '../orders/handler';
import { resetConfig } from '../platform/config';
import { givenExpressAgencies, OWNER, readyExpressOrder } from '../test/express-order';
import { useFreshTable } from '../test/fresh-table';
import { callerOf } from '../test/invoke';
import { tokenizeCard } from '../test/payment-card';
import { handler } from './handler';

/**
 * An Express Order's drop date is re-checked where money moves: add to cart and place order refuse one
 * that passed since step 3 (422, our text, the Express Order's step 3). The clock moves with a fake Date.
 */

const call = callerOf(handler);
const cart = callerOf(cartHandler);
const checkout = callerOf(checkoutHandler);
const _documents = callerOf(documentsHandler);
const orders = callerOf(ordersHandler);

beforeAll(async () => {
  await useFreshTable();
  await givenExpressAgencies();
  process.env.SFN_ENDPOINT = 'http://127.0.0.1:9';
  resetConfig();
});

afterEach(() => {
  vi.useRealTimers();
});

function dayAfter(mailDate: string): void {
  const next = new Date(`${mailDate}T15:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(next);
}

describe('an Express Order whose drop date passed', () => {
  it('is refused at placement with a link to its step 3, and nothing is ordered', async () => {
    const { id, mailDate } = await readyExpressOrder();
    expect((await call(OWNER, 'POST', `/express-orders/${id}/add-to-cart`)).status).toBe(200);
    const card = await checkout(OWNER, 'POST', '/payment-methods', {
      name: 'Olivia Owner',
      addressLine1: '1 Main St',
      city: 'Austin',
      state: 'TX',
      isDefault: true,
      providerPaymentMethodId: await tokenizeCard('4242424242424242'),
    });
    dayAfter(mailDate);
    const placed = await checkout(OWNER, 'POST', '/orders/place', {
      idempotencyKey: 'express-dates-key-01',
      paymentMethodId: card.body.id,
      email: 'owner@test.local',
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(422);
    expect(placed.body.message).toBe(mailDateTexts.passed);
    expect(placed.body.fieldErrors.step3Path).toEqual([`/expressorder/step-3/${id}`]);
    vi.useRealTimers();
    expect((await orders(OWNER, 'GET', '/orders')).body.totalCount).toBe(0);
    // The line leaves the cart for the next test's Express Order (one Express Order a cart).
    const line = (await cart(OWNER, 'GET', '/cart')).body.items[0];
    expect((await cart(OWNER, 'DELETE', `/cart/items/${line.id}`)).status).toBe(200);
  });

  it('is refused at add to cart', async () => {
    const { id, mailDate } = await readyExpressOrder();
    dayAfter(mailDate);
    const refused = await call(OWNER, 'POST', `/express-orders/${id}/add-to-cart`);
    expect(refused.status, JSON.stringify(refused.body)).toBe(422);
    expect(refused.body.message).toBe(mailDateTexts.passed);
    expect(refused.body.fieldErrors.step3Path).toEqual([`/expressorder/step-3/${id}`]);
    vi.useRealTimers();
    expect((await cart(OWNER, 'GET', '/cart')).body.items).toEqual([]);
  });
});

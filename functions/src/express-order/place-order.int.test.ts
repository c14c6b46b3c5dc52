import { firstAvailableDropDate } from '@msc/shared/rules/drop-date-window';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '#data/db';
import { handler as cartHandler } from '../cart/handler';
import { handler as checkoutHandler } from '../checkout/handler';
import { handler as documentsHandler } from '../documents/handler';
import { handler as ordersHandler } from '../orders/handler';
import { resetConfig } from '../platform/config';
import { givenExpressAgencies, OWNER, runPipelineByHand } from '../test/express-order';
import { useFreshTable } from '../test/fresh-table';
import { callerOf } from '../test/invoke';
import { tokenizeCard } from '../test/payment-card';
import { personalizationForm } from '../test/personalization';
import { handler } from './handler';

const call = callerOf(handler);
const cart = callerOf(cartHandler);
const checkout = callerOf(checkoutHandler);
const documents = callerOf(documentsHandler);
const orders = callerOf(ordersHandler);

beforeAll(async () => {
  await useFreshTable();
  await givenExpressAgencies();
  const year = new Date().getUTCFullYear();
  await db()
    .entities.discountCode.put({
      code: 'TENOFF',
      name: 'TENOFF',
      discountType: 'percent',
      value: 10,
      validFrom: `${year - 1}-01-01`,
      validTo: `${year + 1}-12-31`,
    })
    .go();
  process.env.SFN_ENDPOINT = 'http://127.0.0.1:9';
  resetConfig();
});

/** Two sub codes, one proof for both, all policyholders, a drop date, the summary made, in the cart. */
async function expressOrderInCart(): Promise<string> {
  const { body } = await call(OWNER, 'POST', '/express-orders', { productId: 'express' });
  const id = body.id as string;
  await call(OWNER, 'PUT', `/express-orders/${id}/dependents`, { statCodes: ['1020001', '1020003'] });
  await call(OWNER, 'PUT', `/express-orders/${id}/personalization`, { isSamePersonalization: true });
  const proof = await documents(OWNER, 'POST', '/documents/proofs', {
    productId: 'express',
    form: personalizationForm,
  });
  await call(OWNER, 'PUT', `/express-orders/${id}/docid`, {
    DocID: proof.body.documentId,
    isLastRecord: 'true',
  });
  const dropped = await call(OWNER, 'PUT', `/express-orders/${id}/drop-details`, {
    dropDetails: {
      dropType: 'ONE',
      frequency: 1,
      numberOfMailings: 1,
      startDate: firstAvailableDropDate(new Date()),
    },
  });
  expect(dropped.status).toBe(200);
  await runPipelineByHand(OWNER, id);
  expect((await call(OWNER, 'POST', `/express-orders/${id}/add-to-cart`)).status).toBe(200);
  return id;
}

describe('placing an Express Order', () => {
  it('writes one order per sub code under one bulk order id, in order history, discount shared out; a second attempt writes none', async () => {
    const id = await expressOrderInCart();
    expect((await cart(OWNER, 'POST', '/cart/discounts', { code: 'TENOFF' })).status).toBe(200);
    const reviewed = (await cart(OWNER, 'GET', '/cart')).body;
    expect(reviewed.items).toHaveLength(1);
    expect(reviewed.subTotal).toBe(232);
    const saved = await checkout(OWNER, 'POST', '/payment-methods', {
      name: 'Olivia Owner',
      addressLine1: '1 Main St',
      city: 'Austin',
      state: 'TX',
      isDefault: true,
      providerPaymentMethodId: await tokenizeCard('4242424242424242'),
    });
    expect(saved.status).toBe(201);
    const attempt = (key: string) =>
      checkout(OWNER, 'POST', '/orders/place', {
        idempotencyKey: key,
        paymentMethodId: saved.body.id,
        email: 'owner@test.local',
        reviewedTotal: reviewed.total,
      });
    // Two attempts at once with different keys: one places the whole Express Order, the other nothing.
    const [first, second] = await Promise.all([attempt('express-key-0001'), attempt('express-key-0002')]);
    const placed = [first, second].find((answer) => answer.status === 200 && answer.body.succeeded)!;
    expect(placed.body.model.bulkOrderId).toEqual(expect.any(String));
    expect([first, second].filter((answer) => answer.status === 200 && answer.body.succeeded)).toHaveLength(
      1,
    );

    const history = await orders(OWNER, 'GET', '/orders');
    expect(history.body.totalCount).toBe(2);
    const details = await Promise.all(
      history.body.results.map((row: { id: string }) => orders(OWNER, 'GET', `/orders/${row.id}`)),
    );
    const placedOrders = details.map((detail) => detail.body);
    expect(new Set(placedOrders.map((order) => order.bulkOrderId))).toEqual(
      new Set([placed.body.model.bulkOrderId]),
    );
    expect(placedOrders.map((order) => order.attributes.Agency.statCode).sort()).toEqual([
      '1020001',
      '1020003',
    ]);
    expect(placedOrders.reduce((sum, order) => sum + order.total, 0)).toBe(reviewed.total);
    expect(placedOrders.reduce((sum, order) => sum + order.discountTotal, 0)).toBe(reviewed.discountTotal);
    for (const order of placedOrders) {
      // The one payment is captured; each order has paid its own share of it.
      expect(order).toMatchObject({ paymentStatus: 'Paid', amountPaid: order.total });
      expect(order.items).toHaveLength(1);
      expect(order.items[0]).toMatchObject({ quantity: 2, attributes: { Data: { bulkOrderStateId: id } } });
      expect(order.items[0].attributes.Data.dropDetails.mailingDetails).toHaveLength(1);
    }
    expect((await cart(OWNER, 'GET', '/cart')).body.items).toEqual([]);
  });
});

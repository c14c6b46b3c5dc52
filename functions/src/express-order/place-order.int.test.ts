import { apiErrors } from '@msc/shared/messages';
import { firstAvailableDropDate } from '@msc/shared/rules/drop-date-window';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db } from '#platform/db';
import { handler as cartHandler } from '../cart/handler';
import { handler as checkoutHandler } from '../checkout/handler';
import { handler as documentsHandler } from '../documents/handler';
import { handler as ordersHandler } from '../orders/handler';
import { resetConfig } from '../platform/config';
import {
  givenExpressAgencies,
  OWNER,
  policyholderItem,
  readyExpressOrder,
  runPipelineByHand,
} from '../test/express-order';
import { useFreshTable } from '../test/fresh-table';
import { callerOf } from '../test/invoke';
import { LONG_NAMED_POLICYHOLDERS } from '../test/long-names';
import { tokenizeCard } from '../test/payment-card';
import { handler } from './handler';

const call = callerOf(handler);
const cart = callerOf(cartHandler);
const checkout = callerOf(checkoutHandler);
const _documents = callerOf(documentsHandler);
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
  const { id } = await readyExpressOrder();
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

    // The confirmation lists every sub code's order and the one charge, whichever order it is opened on.
    const confirmation = await checkout(OWNER, 'GET', `/order-confirmations/${placed.body.model.id}`);
    expect(confirmation.status).toBe(200);
    expect(confirmation.body.express.orders).toEqual(
      [...placedOrders]
        .sort((a, b) => a.attributes.Agency.statCode.localeCompare(b.attributes.Agency.statCode))
        .map((order) => ({
          id: order.id,
          orderNumber: order.orderNumber,
          subCode: order.attributes.Agency.statCode,
          agencyName: order.attributes.Agency.name,
          quantity: 2,
          total: order.total,
        })),
    );
    expect(confirmation.body.express.charge).toEqual({
      subTotal: reviewed.subTotal,
      shipping: reviewed.shipping,
      discountTotal: reviewed.discountTotal,
      total: reviewed.total,
    });
  });
});

describe('an Express Order is placed only as the summary it was added from charges it', () => {
  const ownerCart = { userName: OWNER, agencyId: 1 };

  async function card(): Promise<string> {
    const { body } = await checkout(OWNER, 'GET', '/payment-methods');
    const saved = (body.results ?? body) as { id: string }[];
    if (saved[0]) return saved[0].id;
    const created = await checkout(OWNER, 'POST', '/payment-methods', {
      name: 'Olivia Owner',
      addressLine1: '1 Main St',
      city: 'Austin',
      state: 'TX',
      isDefault: true,
      providerPaymentMethodId: await tokenizeCard('4242424242424242'),
    });
    return created.body.id as string;
  }

  /** Place the cart as it shows now (its total reviewed); the answer and how many orders were written. */
  async function placeAsShown(key: string) {
    const before = (await orders(OWNER, 'GET', '/orders')).body.totalCount as number;
    const shown = (await cart(OWNER, 'GET', '/cart')).body;
    const answer = await checkout(OWNER, 'POST', '/orders/place', {
      idempotencyKey: key,
      paymentMethodId: await card(),
      email: 'owner@test.local',
      reviewedTotal: shown.total,
    });
    const after = (await orders(OWNER, 'GET', '/orders')).body.totalCount as number;
    return { answer, written: after - before };
  }

  async function emptyCart() {
    for (const item of (await cart(OWNER, 'GET', '/cart')).body.items) {
      await cart(OWNER, 'DELETE', `/cart/items/${item.id}`);
    }
  }

  const original = policyholderItem(2, '1020001', 1);
  const newcomer = policyholderItem(3, '1020003', 6);
  // Each test starts from an empty cart and the fixture's policyholders, whatever the one before did.
  beforeEach(emptyCart);
  afterEach(async () => {
    await db().entities.policyholder.put(original).go();
    await db().entities.policyholder.delete(newcomer).go();
  });

  async function expressLine() {
    const { data } = await db().entities.cartItem.query.itemsOfCart(ownerCart).go();
    const line = data.find((item) => item.bulkOrderStateId);
    if (!line) throw new Error('no Express line in the cart');
    return line;
  }

  it('refuses a line whose quantity was changed in the store, shown changed or not: 4 recipients are never charged as 1', async () => {
    await expressOrderInCart();
    const line = await expressLine();
    expect(line.quantity).toBe(4);
    await db()
      .entities.cartItem.patch({ ...ownerCart, itemId: line.itemId })
      .set({ quantity: 1 })
      .go();
    const shown = (await cart(OWNER, 'GET', '/cart')).body;
    expect(shown.items[0].messages).toEqual([apiErrors.pieceChanged]);
    expect(shown.canPlaceOrder).toBe(false);
    const refused = await placeAsShown('express-tampered-0001');
    expect(refused.answer).toMatchObject({ status: 409, body: { message: apiErrors.pieceChanged } });
    expect(refused.written).toBe(0);

    // Its recipient count rewritten too, so the cart shows nothing: the summary still refuses it.
    await db()
      .entities.cartItem.patch({ ...ownerCart, itemId: line.itemId })
      .set({ quantity: 1, recipientCount: 1 })
      .go();
    expect((await cart(OWNER, 'GET', '/cart')).body).toMatchObject({ subTotal: 58, canPlaceOrder: true });
    const stillRefused = await placeAsShown('express-tampered-0002');
    expect(stillRefused.answer).toMatchObject({ status: 409, body: { message: apiErrors.pieceChanged } });
    expect(stillRefused.written).toBe(0);
  });

  it('marks the line changed when the drop or the sub codes change after Add to Cart, refuses it until added again', async () => {
    const id = await expressOrderInCart();
    const dropped = await call(OWNER, 'PUT', `/express-orders/${id}/drop-details`, {
      dropDetails: {
        dropType: 'ONE',
        frequency: 1,
        numberOfMailings: 1,
        startDate: firstAvailableDropDate(new Date(Date.now() + 7 * 86_400_000)),
      },
    });
    expect(dropped.status).toBe(200);
    const shown = (await cart(OWNER, 'GET', '/cart')).body;
    expect(shown.items[0].messages).toEqual([apiErrors.pieceChanged]);
    expect(shown.canPlaceOrder).toBe(false);
    const refused = await placeAsShown('express-changed-0001');
    expect(refused.answer).toMatchObject({ status: 409, body: { message: apiErrors.pieceChanged } });
    expect(refused.written).toBe(0);

    // Without the cart's note (a write racing the read), the new run's summary ready and charging the
    // same 4 recipients: the line was not added from this run, so it is refused all the same.
    await runPipelineByHand(OWNER, id);
    const line = await expressLine();
    await db()
      .entities.cartItem.patch({ ...ownerCart, itemId: line.itemId })
      .remove(['orderStateChangedTo'])
      .go();
    expect((await cart(OWNER, 'GET', '/cart')).body.canPlaceOrder).toBe(true);
    const unnoted = await placeAsShown('express-changed-0002');
    expect(unnoted.answer).toMatchObject({ status: 409, body: { message: apiErrors.pieceChanged } });
    expect(unnoted.written).toBe(0);

    // One sub code fewer: a new run; the line still holds both sub codes' count.
    await runPipelineByHand(OWNER, id);
    expect((await call(OWNER, 'POST', `/express-orders/${id}/add-to-cart`)).status).toBe(200);
    expect((await cart(OWNER, 'GET', '/cart')).body.items[0].messages).toEqual([]);
    await call(OWNER, 'PUT', `/express-orders/${id}/dependents`, { statCodes: ['1020001'] });
    expect((await cart(OWNER, 'GET', '/cart')).body.items[0].messages).toEqual([apiErrors.pieceChanged]);
    const fewer = await placeAsShown('express-changed-0003');
    expect(fewer.answer).toMatchObject({ status: 409, body: { message: apiErrors.pieceChanged } });

    // Added again as it is now: placed, one order for the one sub code, charged its summary.
    await call(OWNER, 'PUT', `/express-orders/${id}/drop-details`, {
      dropDetails: {
        dropType: 'ONE',
        frequency: 1,
        numberOfMailings: 1,
        startDate: firstAvailableDropDate(new Date()),
      },
    });
    await runPipelineByHand(OWNER, id);
    expect((await call(OWNER, 'POST', `/express-orders/${id}/add-to-cart`)).status).toBe(200);
    const readded = (await cart(OWNER, 'GET', '/cart')).body;
    expect(readded).toMatchObject({ canPlaceOrder: true, subTotal: 116 });
    expect(readded.items[0].messages).toEqual([]);
    const placed = await placeAsShown('express-changed-0004');
    expect(placed.answer).toMatchObject({ status: 200, body: { succeeded: true } });
    expect(placed.written).toBe(1);
  });

  it('refuses a line whose product price changed since Add to Cart; added again, the summary runs at the new price and it is placed', async () => {
    const id = await expressOrderInCart();
    expect((await cart(OWNER, 'GET', '/cart')).body.subTotal).toBe(4 * 58);
    await db().entities.product.patch({ productId: 'express' }).set({ unitPrice: 60 }).go();
    try {
      const refused = await placeAsShown('express-repriced-0001');
      expect(refused.answer).toMatchObject({ status: 409, body: { message: apiErrors.pieceChanged } });
      expect(refused.written).toBe(0);
      // Not a dead end: Add to Cart runs the summary again at the product's price now, then adds the line.
      const rerun = await call(OWNER, 'POST', `/express-orders/${id}/add-to-cart`);
      expect(rerun).toMatchObject({ status: 422, body: { message: apiErrors.expressSummaryRunning } });
      await runPipelineByHand(OWNER, id);
      expect((await call(OWNER, 'POST', `/express-orders/${id}/add-to-cart`)).status).toBe(200);
      expect((await cart(OWNER, 'GET', '/cart')).body).toMatchObject({
        canPlaceOrder: true,
        subTotal: 4 * 60,
      });
      const placed = await placeAsShown('express-repriced-0002');
      expect(placed.answer).toMatchObject({ status: 200, body: { succeeded: true } });
      expect(placed.written).toBe(2);
    } finally {
      await db().entities.product.patch({ productId: 'express' }).set({ unitPrice: 58 }).go();
    }
  });

  it('refuses at placement a preflight acknowledgement made stale or withdrawn after Add to Cart', async () => {
    const id = await expressOrderInCart();
    // A recipient's name changed by the feed since: an issue the agent has not acknowledged.
    await db()
      .entities.policyholder.put({ ...original, ...LONG_NAMED_POLICYHOLDERS[2] })
      .go();
    const stale = await placeAsShown('express-preflight-0001');
    expect(stale.answer).toMatchObject({
      status: 400,
      body: { message: apiErrors.preflightNotAcknowledged },
    });
    expect(stale.written).toBe(0);

    // Acknowledged and added again; then the acknowledgement is gone from the state: refused.
    const { body: preflight } = await call(OWNER, 'POST', `/express-orders/${id}/preflight`);
    await call(OWNER, 'PUT', `/express-orders/${id}/preflight-acknowledgement`, {
      preflightAcknowledgement: preflight.signature,
    });
    expect((await cart(OWNER, 'GET', '/cart')).body.items[0].messages).toEqual([apiErrors.pieceChanged]);
    expect((await call(OWNER, 'POST', `/express-orders/${id}/add-to-cart`)).status).toBe(200);
    expect((await cart(OWNER, 'GET', '/cart')).body.canPlaceOrder).toBe(true);
    await db()
      .entities.bulkOrderState.patch({ userName: OWNER, bulkOrderStateId: id })
      .remove(['preflightAcknowledgement'])
      .go();
    const withdrawn = await placeAsShown('express-preflight-0002');
    expect(withdrawn.answer).toMatchObject({
      status: 400,
      body: { message: apiErrors.preflightNotAcknowledged },
    });
    expect(withdrawn.written).toBe(0);
  });

  it('refuses a line whose sub code mails more recipients now than its summary row charges', async () => {
    await expressOrderInCart();
    await db().entities.policyholder.put(newcomer).go();
    const refused = await placeAsShown('express-recipients-0001');
    expect(refused.answer).toMatchObject({ status: 409, body: { message: apiErrors.pieceChanged } });
    expect(refused.written).toBe(0);
  });
});

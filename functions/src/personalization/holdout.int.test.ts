import { responseTexts } from '@msc/shared/messages';
import { DropType } from '@msc/shared/model/enums';
import { firstAvailableDropDate } from '@msc/shared/rules/drop-date-window';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOfOrder } from '#orders/index';
import { db } from '#platform/db';
import { holdoutOfOrder } from '#responses/index';
import { handler as cartHandler } from '../cart/handler';
import { handler as checkoutHandler } from '../checkout/handler';
import { writeOrderRecipients } from '../checkout/write-order-recipients';
import { handler as documentsHandler } from '../documents/handler';
import { handler as ordersHandler } from '../orders/handler';
import { givenAgency, givenProduct, givenUser } from '../test/fixtures';
import { useFreshTable } from '../test/fresh-table';
import { callerOf, claimsFor } from '../test/invoke';
import { defaultCardOf } from '../test/payment-card';
import {
  allApprovals,
  crossSellLetter,
  crossSellLetterStart,
  personalizationForm as form,
} from '../test/personalization';
import { handler } from './handler';

const userName = 'holdout-agent@test.local';
const agent = claimsFor(userName);
const api = (
  target: typeof handler,
  method: string,
  path: string,
  body?: unknown,
  query?: Record<string, string>,
) => callerOf(target)(agent, method, path, body, { query });

/** A thousand policyholders of the auto-to-home list, each its own household: cleaning keeps them all. */
const policyholders = Array.from({ length: 1000 }, (_, index) => ({
  agencyId: 1,
  statCode: '1000001',
  policyNumber: `P${String(index).padStart(4, '0')}`,
  policyType: 'Auto',
  firstName: `First${index}`,
  lastName: `Last${index}`,
  addressLine1: `${index + 1} Main St`,
  city: 'Austin',
  state: 'TX',
  postalCode: '78701',
  renewalDate: '2027-02-01',
  crossSellType: 'H' as const,
}));

beforeAll(async () => {
  await useFreshTable();
  await givenAgency({ agencyId: 1 });
  await givenUser({ userName, defaultAgencyId: 1 }, [1]);
  await db().entities.policyholder.put(policyholders).go();
  await givenProduct(crossSellLetter);
});

/** A cross-sell letter to all thousand, personalized, approved and scheduled on one drop. */
async function letterToAll() {
  const state = (await api(handler, 'POST', '/order-states', crossSellLetterStart)).body;
  const all = await api(handler, 'PUT', `/order-states/${state.id}/recipients`, { all: true });
  expect(all.body.targetCount).toBe(1000);
  const proof = await api(documentsHandler, 'POST', '/documents/proofs', { productId: 'letter', form });
  await api(handler, 'PUT', `/order-states/${state.id}`, {
    personalization: form,
    ...allApprovals,
    pageFlexDocumentId: proof.body.documentId,
    dropDetails: {
      dropType: DropType.ONE,
      frequency: 1,
      numberOfMailings: 1,
      startDate: firstAvailableDropDate(new Date()),
      mailingDetails: [],
    },
  });
  return state.id as string;
}

describe('a holdout of a personalized letter', () => {
  it('holds back exactly 100 of 1,000 at 10%, charges 900, and stores the same 100 with the order', async () => {
    const id = await letterToAll();
    // Any share but 0, 5 or 10% is a 400 that says which are offered.
    for (const holdoutPercent of [15, 7.5, '10', -5]) {
      const refused = await api(handler, 'PUT', `/order-states/${id}/list-cleaning`, {
        onePerHousehold: false,
        holdoutPercent,
      });
      expect(refused.status).toBe(400);
      expect(refused.body.fieldErrors).toEqual({ holdoutPercent: [responseTexts.holdout.invalid] });
    }
    const five = await api(handler, 'PUT', `/order-states/${id}/list-cleaning`, {
      onePerHousehold: false,
      holdoutPercent: 5,
    });
    expect(five.body).toMatchObject({ targetCount: 950, holdout: { heldOut: 50 } });
    // Back to none: the whole list priced, as before any holdout.
    const none = await api(handler, 'PUT', `/order-states/${id}/list-cleaning`, {
      onePerHousehold: false,
      holdoutPercent: 0,
    });
    expect(none.body).toMatchObject({ targetCount: 1000, totalPrice: 1000 * 89 });
    expect(none.body.holdout).toBeUndefined();

    const chosen = await api(handler, 'PUT', `/order-states/${id}/list-cleaning`, {
      onePerHousehold: false,
      holdoutPercent: 10,
    });
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    expect(chosen.body).toMatchObject({
      targetCount: 900,
      totalPrice: 900 * 89,
      holdout: { percent: 10, heldOut: 100, mailed: 900 },
    });
    expect(chosen.body.dropDetails.mailingDetails[0].quantity).toBe(900);
    // The seed is the server's: the browser never sees it, and reading the state again changes nothing.
    expect(JSON.stringify(chosen.body)).not.toContain('seed');
    expect((await api(handler, 'GET', `/order-states/${id}`)).body.holdout).toEqual(chosen.body.holdout);

    await api(handler, 'POST', `/order-states/${id}/add-to-cart`);
    const cart = (await api(cartHandler, 'GET', '/cart')).body;
    expect(cart.items[0]).toMatchObject({ quantity: 900, piece: { recipientCount: 900 } });
    const card = await api(checkoutHandler, 'POST', '/payment-methods', await defaultCardOf());
    const placed = await api(checkoutHandler, 'POST', '/orders/place', {
      idempotencyKey: 'holdout-order-key-01',
      paymentMethodId: card.body.id,
      email: 'dana@lakeside.test',
      reviewedTotal: cart.total,
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const orderId = placed.body.model.id as string;
    const order = (await api(ordersHandler, 'GET', `/orders/${orderId}`)).body;
    expect(order.items[0].quantity).toBe(900);
    expect(order.items[0].attributes.Data).toMatchObject({
      targetCount: 900,
      holdout: { percent: 10, heldOut: 100, mailed: 900 },
    });
    expect(order.total).toBe(900 * 89);

    // The recipient rows are the 900 mailed; the 100 held out are stored apart, none of them mailed.
    await writeOrderRecipients({ userName, orderId });
    const rows = (
      await api(ordersHandler, 'GET', '/order-detail-rows', undefined, {
        orderNumber: order.orderNumber,
        pageSize: '100',
      })
    ).body;
    expect(rows.totalCount).toBe(900);
    const held = (await holdoutOfOrder(1, orderId)).map((recipient) => recipient.recipientId).sort();
    expect(held).toHaveLength(100);
    expect(new Set(held).size).toBe(100);
    const mailedIds = new Set((await rowsOfOrder(userName, orderId)).map((row) => row.recipientId));
    expect(mailedIds.size).toBe(900);
    expect(held.filter((recipientId) => mailedIds.has(recipientId))).toEqual([]);

    // Viewed again, the order holds out the same 100.
    expect(
      (await api(ordersHandler, 'GET', `/orders/${orderId}`)).body.items[0].attributes.Data.holdout,
    ).toEqual(order.items[0].attributes.Data.holdout);
    expect((await holdoutOfOrder(1, orderId)).map((recipient) => recipient.recipientId).sort()).toEqual(held);
  });
});

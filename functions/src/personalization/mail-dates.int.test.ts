import { apiErrors, mailDateTexts } from '@msc/shared/messages';
import { DropFrequency, DropType } from '@msc/shared/model/enums';
import { firstAvailableDropDate } from '@msc/shared/rules/drop-date-window';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { db } from '#platform/db';
import { handler as cartHandler } from '../cart/handler';
import { handler as checkoutHandler } from '../checkout/handler';
import { handler as documentsHandler } from '../documents/handler';
import { handler as ordersHandler } from '../orders/handler';
import { givenAgency, givenProduct, givenUser } from '../test/fixtures';
import { useFreshTable } from '../test/fresh-table';
import { callerOf, claimsFor } from '../test/invoke';
import { tokenizeCard } from '../test/payment-card';
import { allApprovals, personalizationForm } from '../test/personalization';
import { handler } from './handler';

/**
 * Mail dates saved earlier are re-checked where money moves (resume, add to cart, place order), and a
 * date the user has not touched no longer fails the other steps. The clock moves with a fake Date: the
 * piece is built today, then the day after its mail date comes.
 */

type Handler = typeof handler;
const AGENCY = 7;
const AGENCY_STAT_ID = String(1000000 + AGENCY);

const userOf = (name: string) => `dates-${name}@test.local`;
const apiAs =
  (name: string) =>
  (target: Handler, method: string, path: string, body?: unknown, query?: Record<string, string>) =>
    callerOf(target)(claimsFor(userOf(name)), method, path, body, { query });

const policyholders = Array.from({ length: 30 }, (_, index) => ({
  agencyId: AGENCY,
  statCode: AGENCY_STAT_ID,
  policyNumber: `D${String(index).padStart(3, '0')}`,
  policyType: 'Auto',
  firstName: `First${index}`,
  lastName: `Last${index}`,
  addressLine1: `${index} Main St`,
  city: 'Austin',
  state: 'TX',
  postalCode: '78701',
  renewalDate: '2027-02-01',
  crossSellType: 'H' as const,
}));

beforeAll(async () => {
  await useFreshTable();
  await givenAgency({ agencyId: AGENCY });
  for (const name of ['placer', 'resumer', 'adder', 'forger'])
    await givenUser({ userName: userOf(name), defaultAgencyId: AGENCY }, [AGENCY]);
  await db().entities.policyholder.put(policyholders).go();
  await givenProduct({
    productId: 'letter',
    name: 'Cross-Sell Home Letter',
    productFormat: 'Letter Templates',
    isPersonalizable: true,
    unitPrice: 89,
    productDataType: 1,
    isRequireShipping: false,
  });
});

afterEach(() => {
  vi.useRealTimers();
});

const oneTimeDrop = (startDate: string) => ({
  dropType: DropType.ONE,
  frequency: DropFrequency.Weekly,
  numberOfMailings: 1,
  startDate,
  mailingDetails: [],
});

/** A finished cross-sell letter (proof, approvals, 30 recipients, one drop on the first date open today). */
async function finishedPiece(api: ReturnType<typeof apiAs>, extra: Record<string, unknown> = {}) {
  const state = (
    await api(handler, 'POST', '/order-states', {
      productId: 'letter',
      // Browsers built before the contract dropped it still send one: it is ignored.
      statCode: AGENCY_STAT_ID,
      productType: 'Home',
      programType: 'CrossSell',
      channelType: 1,
      isMultiChannel: false,
      isStateSaved: false,
      ...extra,
    })
  ).body;
  const proof = await api(documentsHandler, 'POST', '/documents/proofs', {
    productId: 'letter',
    form: personalizationForm,
  });
  await api(handler, 'PUT', `/order-states/${state.id}/recipients`, { all: true });
  const scheduled = await api(handler, 'PUT', `/order-states/${state.id}`, {
    personalization: personalizationForm,
    ...allApprovals,
    pageFlexDocumentId: proof.body.documentId,
    dropDetails: oneTimeDrop(firstAvailableDropDate(new Date())),
  });
  expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(200);
  const mailDate = scheduled.body.dropDetails.mailingDetails[0].mailDate as string;
  return { id: state.id as string, mailDate, documentId: proof.body.documentId as string };
}

async function saveCard(api: ReturnType<typeof apiAs>): Promise<string> {
  const card = await api(checkoutHandler, 'POST', '/payment-methods', {
    name: 'Dana Whitfield',
    addressLine1: '12 Harbor Road',
    city: 'Austin',
    state: 'TX',
    isDefault: true,
    providerPaymentMethodId: await tokenizeCard('4242424242424242'),
  });
  expect(card.status).toBe(201);
  return card.body.id;
}

/** The clock moves to mid-morning (New York) of the day after `mailDate`: the mail date has passed. */
function dayAfter(mailDate: string): void {
  const next = new Date(`${mailDate}T15:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(next);
}

const step3Of = (id: string) => `/personalization/step-3/${id}`;

describe('a cart piece whose mail date passed', () => {
  it('is refused at placement (422, our text, step 3), before the card is authorized and nothing is written', async () => {
    const api = apiAs('placer');
    const piece = await finishedPiece(api);
    expect((await api(handler, 'POST', `/order-states/${piece.id}/add-to-cart`)).status).toBe(200);
    const cardId = await saveCard(api);

    dayAfter(piece.mailDate);
    const placed = await api(checkoutHandler, 'POST', '/orders/place', {
      idempotencyKey: 'dates-placer-key-001',
      paymentMethodId: cardId,
      email: 'dana@lakeside.test',
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(422);
    expect(placed.body.message).toBe(mailDateTexts.passed);
    expect(placed.body.fieldErrors.step3Path).toEqual([step3Of(piece.id)]);
    vi.useRealTimers();

    // Nothing was ordered and the piece is still in the cart.
    expect((await api(ordersHandler, 'GET', '/orders')).body.totalCount).toBe(0);
    expect((await api(cartHandler, 'GET', '/cart')).body.items).toHaveLength(1);
  });
});

describe('add to cart of a schedule that is too close', () => {
  it('refuses a mail date inside the lead time (today’s own date)', async () => {
    const api = apiAs('adder');
    const piece = await finishedPiece(api);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${piece.mailDate}T15:00:00Z`));
    const refused = await api(handler, 'POST', `/order-states/${piece.id}/add-to-cart`);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(mailDateTexts.tooClose);
  });
});

describe('the stat code of a piece and its placed order', () => {
  it("is the agency in effect's, whatever the browser sends", async () => {
    const api = apiAs('forger');
    const piece = await finishedPiece(api, { statCode: '9999999' });
    expect((await api(handler, 'GET', `/order-states/${piece.id}`)).body.statCode).toBe(AGENCY_STAT_ID);
    expect((await api(handler, 'POST', `/order-states/${piece.id}/add-to-cart`)).status).toBe(200);
    const placed = await api(checkoutHandler, 'POST', '/orders/place', {
      idempotencyKey: 'dates-forger-key-001',
      paymentMethodId: await saveCard(api),
      email: 'dana@lakeside.test',
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const order = (await api(ordersHandler, 'GET', `/orders/${placed.body.model.id}`)).body;
    expect(order.items[0].attributes.Data.statCode).toBe(AGENCY_STAT_ID);
  });
});

// Last: the editor's return reads the proof from S3 while the clock is moved, and the S3 client then keeps
// the skew it measured (a request of a later test would be signed days off).
describe('a piece saved for later, resumed after its mail date', () => {
  it('is flagged on resume, its other steps still save, add to cart refuses it until step 3 picks new dates', async () => {
    const api = apiAs('resumer');
    const piece = await finishedPiece(api);
    await api(handler, 'PUT', `/order-states/${piece.id}/saved`, { isStateSaved: true });

    dayAfter(piece.mailDate);
    // Resume: the saved item and its order state say the dates no longer hold, with step 3's address.
    const expected = { message: mailDateTexts.passed, step3Path: step3Of(piece.id) };
    const resumed = await api(handler, 'GET', '/saved-items/letter');
    expect(resumed.body.orderState.staleSchedule).toEqual(expected);
    const listed = (await api(handler, 'GET', '/saved-items')).body;
    expect(listed.find((item: { id: string }) => item.id === piece.id).staleSchedule).toEqual(expected);

    // Step 1 Next and the editor's return do not check a date the user has not touched.
    const next = await api(handler, 'PUT', `/order-states/${piece.id}`, {
      personalization: personalizationForm,
      ...allApprovals,
    });
    expect(next.status, JSON.stringify(next.body)).toBe(200);
    expect(next.body.dropDetails.mailingDetails[0].mailDate).toBe(piece.mailDate);
    const returned = await api(handler, 'POST', `/order-states/${piece.id}/document-return`, {
      docId: piece.documentId,
    });
    expect(returned.status, JSON.stringify(returned.body)).toBe(200);

    // Add to cart refuses the stale schedule and leaves it saved.
    const refused = await api(handler, 'POST', `/order-states/${piece.id}/add-to-cart`);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(mailDateTexts.passed);
    expect(refused.body.fieldErrors.step3Path).toEqual([step3Of(piece.id)]);
    expect((await api(cartHandler, 'GET', '/cart')).body.items).toHaveLength(0);

    // Step 3 still checks what it saves: a past date is refused, a date in today's window is taken.
    const past = await api(handler, 'PUT', `/order-states/${piece.id}`, {
      dropDetails: oneTimeDrop(piece.mailDate),
    });
    expect(past.status).toBe(422);
    expect(past.body.message).toBe(apiErrors.dropDateOutsideWindow);
    const repicked = await api(handler, 'PUT', `/order-states/${piece.id}`, {
      dropDetails: oneTimeDrop(firstAvailableDropDate(new Date())),
    });
    expect(repicked.status).toBe(200);
    expect(repicked.body.staleSchedule).toBeUndefined();
    expect((await api(handler, 'POST', `/order-states/${piece.id}/add-to-cart`)).status).toBe(200);
  });
});

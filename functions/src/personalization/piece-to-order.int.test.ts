import { apiErrors } from '@msc/shared/messages';
import { DropFrequency, DropType } from '@msc/shared/model/enums';
import { firstAvailableDropDate } from '@msc/shared/rules/drop-date-window';
import { emailSendDate } from '@msc/shared/rules/email-send-date';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '#platform/db';
import { handler as cartHandler } from '../cart/handler';
import { handler as checkoutHandler } from '../checkout/handler';
import { writeOrderRecipients } from '../checkout/write-order-recipients';
import { handler as documentsHandler } from '../documents/handler';
import { handler as ordersHandler } from '../orders/handler';
import { givenAgency, givenProduct, givenUser } from '../test/fixtures';
import { useFreshTable } from '../test/fresh-table';
import { callerOf, claimsFor } from '../test/invoke';
import { defaultCardOf } from '../test/payment-card';
import { crossSellLetter, personalizationForm } from '../test/personalization';
import { handler } from './handler';

const agent = claimsFor('piece-agent@test.local');
type Handler = typeof handler;
const api = (target: Handler, method: string, path: string, body?: unknown, query?: Record<string, string>) =>
  callerOf(target)(agent, method, path, body, { query });

const form = personalizationForm;
/** Thirty of the agency's policyholders on the auto-to-home list (a Home letter's recipients). */
const policyholders = Array.from({ length: 30 }, (_, index) => ({
  agencyId: 1,
  statCode: '1000001',
  policyNumber: `H${String(index).padStart(3, '0')}`,
  policyType: 'Auto',
  firstName: `First${index}`,
  lastName: `Last${index}`,
  addressLine1: `${index} Main St`,
  city: 'Austin',
  state: 'TX',
  postalCode: '78701',
  renewalDate: '2027-02-01',
  crossSellType: 'H' as const,
  // Two in three have an email address (the follow-up email of a multi-channel order goes to those).
  ...(index % 3 === 0 ? {} : { email: `holder${index}@example.test` }),
}));

beforeAll(async () => {
  await useFreshTable();
  await givenAgency({ agencyId: 1 });
  await givenUser({ userName: 'piece-agent@test.local', defaultAgencyId: 1 }, [1]);
  await db().entities.policyholder.put(policyholders).go();
  // Mailed to the recipients: nothing ships to the agent.
  await givenProduct(crossSellLetter);
  await givenProduct({
    productId: 'email',
    name: 'Cross-Sell Auto Email',
    productFormat: 'Email',
    isPersonalizable: true,
    isEmail: true,
    unitPrice: 10,
    isRequireShipping: false,
  });
});

/** A cross-sell letter's order state of the agent, with a proof of the form. */
async function startLetter() {
  const state = (
    await api(handler, 'POST', '/order-states', {
      productId: 'letter',
      statCode: '1000001',
      productType: 'Home',
      programType: 'CrossSell',
      channelType: 1,
      isMultiChannel: false,
      isStateSaved: false,
    })
  ).body;
  const proof = await api(documentsHandler, 'POST', '/documents/proofs', { productId: 'letter', form });
  return { state, proof };
}

describe('a personalized piece from the cart to the placed order', () => {
  it('shows its recipients and drops in the cart, keeps its quantity, and carries both into the order', async () => {
    const { state, proof } = await startLetter();
    const recipients = await api(handler, 'PUT', `/order-states/${state.id}/recipients`, { all: true });
    expect(recipients.body.targetCount).toBe(30);
    const startDate = firstAvailableDropDate(new Date());
    const updated = await api(handler, 'PUT', `/order-states/${state.id}`, {
      personalization: form,
      pdfFinalApproval: true,
      acceptTermsAndConditions: true,
      willNotUseMassachusetts: true,
      pageFlexDocumentId: proof.body.documentId,
      dropDetails: {
        dropType: DropType.MULTIPLE,
        frequency: DropFrequency.BiWeekly,
        numberOfMailings: 3,
        startDate,
        mailingDetails: [],
      },
    });
    expect(updated.status).toBe(200);
    const mailDates = updated.body.dropDetails.mailingDetails.map(
      (row: { mailDate: string }) => row.mailDate,
    );
    expect(mailDates).toHaveLength(3);

    const added = await api(handler, 'POST', `/order-states/${state.id}/add-to-cart`);
    expect(added.status).toBe(200);
    const cart = (await api(cartHandler, 'GET', '/cart')).body;
    const line = cart.items.find((item: { id: string }) => item.id === added.body.cartItemId);
    expect(line.piece).toEqual({ orderStateId: state.id, recipientCount: 30, mailDates });
    expect(line.attributes.OrderStates).toEqual([state.id]);

    // Its quantity is its recipients: the cart's quantity field does not change it.
    const changed = await api(cartHandler, 'PUT', `/cart/items/${line.id}`, { quantity: 5 });
    expect(changed.status).toBe(422);
    expect(changed.body.message).toBe(apiErrors.pieceQuantityIsRecipients);

    const card = await api(checkoutHandler, 'POST', '/payment-methods', await defaultCardOf());
    const placed = await api(checkoutHandler, 'POST', '/orders/place', {
      idempotencyKey: 'piece-order-key-01',
      paymentMethodId: card.body.id,
      email: 'dana@lakeside.test',
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const order = (await api(ordersHandler, 'GET', `/orders/${placed.body.model.id}`)).body;
    const item = order.items[0];
    expect(item.attributes.OrderStates).toEqual([state.id]);
    expect(item.attributes.Data).toMatchObject({ targetCount: 30, programType: 'CrossSell' });
    expect(
      item.attributes.Data.dropDetails.mailingDetails.map((row: { mailDate: string }) => row.mailDate),
    ).toEqual(mailDates);

    // One recipient row per person, on the drop that mails them (10 per drop), written after the capture
    // by the order-recipients workflow's task (run here as the runner would).
    await writeOrderRecipients({ userName: 'piece-agent@test.local', orderId: placed.body.model.id });
    const rows = (
      await api(ordersHandler, 'GET', '/order-detail-rows', undefined, {
        orderNumber: order.orderNumber,
        pageSize: '100',
      })
    ).body;
    expect(rows.totalCount).toBe(30);
    const perDate = new Map<string, number>();
    for (const row of rows.results) perDate.set(row.mailingDate, (perDate.get(row.mailingDate) ?? 0) + 1);
    expect([...perDate.entries()].sort()).toEqual(mailDates.map((date: string) => [date, 10]));
  });
});

describe('a multi-channel order', () => {
  /** A piece of a multi-channel cross-sell order (the email one names its letter as parent). */
  const start = async (productId: string, extra: Record<string, unknown> = {}) =>
    (
      await api(handler, 'POST', '/order-states', {
        productId,
        statCode: '1000001',
        productType: 'Home',
        programType: 'CrossSell',
        channelType: 1,
        isMultiChannel: true,
        isStateSaved: false,
        ...extra,
      })
    ).body;

  it("gives the email piece the letter's recipients with an email, on the e-mail rule's send date after the first drop", async () => {
    const parent = await start('letter');
    await api(handler, 'PUT', `/order-states/${parent.id}/recipients`, { all: true });
    const scheduled = await api(handler, 'PUT', `/order-states/${parent.id}`, {
      dropDetails: {
        dropType: DropType.ONE,
        frequency: DropFrequency.Weekly,
        numberOfMailings: 1,
        startDate: firstAvailableDropDate(new Date()),
        mailingDetails: [],
      },
    });
    const firstDrop = scheduled.body.dropDetails.mailingDetails[0].mailDate as string;

    const child = await start('email', { parentId: parent.id, channelType: 2 });
    const proof = await api(documentsHandler, 'POST', '/documents/proofs', { productId: 'email', form });
    const returned = await api(handler, 'POST', `/order-states/${child.id}/document-return`, {
      docId: proof.body.documentId,
    });
    expect(returned.body.path).toBe(
      `/personalization/step-4-multi-channel/?parentId=${parent.id}&docId=${proof.body.documentId}`,
    );
    const withEmail = policyholders.filter((holder) => 'email' in holder).length;
    expect(returned.body.orderState.targetCount).toBe(withEmail);
    expect(returned.body.orderState.totalPrice).toBe(withEmail * 10);
    // Cross-sell: "about 2-3 weeks after the direct-mail drop" (spec 2 §2), the shared rule's date.
    const sendDate = returned.body.orderState.dropDetails.mailingDetails[0].mailDate as string;
    expect(sendDate).toBe(emailSendDate(firstDrop, { kind: 'multi-channel', programType: 'CrossSell' }));
    const days = (Date.parse(sendDate) - Date.parse(firstDrop)) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(14);
    expect(days).toBeLessThanOrEqual(21);
    // The parent answers its email child with them.
    const again = (await api(handler, 'GET', `/order-states/${parent.id}`)).body;
    expect(again.orderStates.find((state: { id: string }) => state.id === child.id)?.targetCount).toBe(
      withEmail,
    );
  });

  it("keeps the email piece on the letter's recipients and schedule when the letter changes later", async () => {
    const dropOn = (startDate: string) => ({
      dropDetails: {
        dropType: DropType.ONE,
        frequency: DropFrequency.Weekly,
        numberOfMailings: 1,
        startDate,
        mailingDetails: [],
      },
    });
    const parent = await start('letter');
    await api(handler, 'PUT', `/order-states/${parent.id}/recipients`, { all: true });
    const firstDay = firstAvailableDropDate(new Date());
    await api(handler, 'PUT', `/order-states/${parent.id}`, dropOn(firstDay));
    const child = await start('email', { parentId: parent.id, channelType: 2 });
    const proof = await api(documentsHandler, 'POST', '/documents/proofs', { productId: 'email', form });
    await api(handler, 'POST', `/order-states/${child.id}/document-return`, { docId: proof.body.documentId });
    const emailOf = async () => (await api(handler, 'GET', `/order-states/${child.id}`)).body;
    const before = await emailOf();

    // Nine chosen policyholders, six of them with an email address: the email piece follows.
    const chosen = policyholders.slice(0, 9).map((holder) => holder.policyNumber);
    const narrowed = await api(handler, 'PUT', `/order-states/${parent.id}/recipients`, {
      policyNumbers: chosen,
    });
    expect(narrowed.status).toBe(200);
    const afterRecipients = await emailOf();
    expect(afterRecipients.targetCount).toBe(6);
    expect([...afterRecipients.recipientPolicyNumbers].sort()).toEqual([
      'H001',
      'H002',
      'H004',
      'H005',
      'H007',
      'H008',
    ]);
    expect(afterRecipients.totalPrice).toBe(60);

    // A later drop moves the email's send date with it.
    const laterDay = (
      await api(handler, 'PUT', `/order-states/${parent.id}`, dropOn(addBusinessWeek(firstDay)))
    ).body.dropDetails.mailingDetails[0].mailDate as string;
    const afterSchedule = await emailOf();
    const sendDate = afterSchedule.dropDetails.mailingDetails[0].mailDate as string;
    expect(sendDate > before.dropDetails.mailingDetails[0].mailDate).toBe(true);
    expect(sendDate).toBe(emailSendDate(laterDay, { kind: 'multi-channel', programType: 'CrossSell' }));
  });
});

/** The same weekday a week later (a business day when `day` is one). */
function addBusinessWeek(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 7);
  return date.toISOString().slice(0, 10);
}

describe('a piece changed after it was added to the cart', () => {
  it('is not ordered as it was added: checkout waits until it is added again, then charges what is mailed', async () => {
    const { state, proof } = await startLetter();
    await api(handler, 'PUT', `/order-states/${state.id}/recipients`, { policyNumbers: ['H000'] });
    await api(handler, 'PUT', `/order-states/${state.id}`, {
      personalization: form,
      pdfFinalApproval: true,
      acceptTermsAndConditions: true,
      willNotUseMassachusetts: true,
      pageFlexDocumentId: proof.body.documentId,
      dropDetails: {
        dropType: DropType.ONE,
        frequency: DropFrequency.Weekly,
        numberOfMailings: 1,
        startDate: firstAvailableDropDate(new Date()),
        mailingDetails: [],
      },
    });
    const added = await api(handler, 'POST', `/order-states/${state.id}/add-to-cart`);
    const lineOf = (cart: { items: { id: string }[] }) =>
      cart.items.find((item) => item.id === added.body.cartItemId) as unknown as {
        quantity: number;
        messages: string[];
      };
    const cart = (await api(cartHandler, 'GET', '/cart')).body;
    expect(lineOf(cart)).toMatchObject({ quantity: 1, messages: [] });
    const reviewedTotal = cart.total;

    // Thirty recipients now, while the cart still says one.
    const tampered = await api(handler, 'PUT', `/order-states/${state.id}/recipients`, { all: true });
    expect(tampered.body.targetCount).toBe(30);
    const flagged = (await api(cartHandler, 'GET', '/cart')).body;
    expect(lineOf(flagged)).toMatchObject({ quantity: 1, messages: [apiErrors.pieceChanged] });
    expect(flagged.canPlaceOrder).toBe(false);

    const card = await api(checkoutHandler, 'POST', '/payment-methods', await defaultCardOf());
    const place = (idempotencyKey: string, total?: number) =>
      api(checkoutHandler, 'POST', '/orders/place', {
        idempotencyKey,
        paymentMethodId: card.body.id,
        email: 'dana@lakeside.test',
        reviewedTotal: total,
      });
    const refused = await place('tampered-piece-key-1', reviewedTotal);
    expect(refused).toMatchObject({ status: 409, body: { message: apiErrors.pieceChanged } });

    // Back to the one recipient it was added with: it is the piece that was added, and may be ordered.
    await api(handler, 'PUT', `/order-states/${state.id}/recipients`, { policyNumbers: ['H000'] });
    expect((await api(cartHandler, 'GET', '/cart')).body.canPlaceOrder).toBe(true);

    // Thirty again, added again: the cart prices thirty, and the order charges and mails thirty.
    await api(handler, 'PUT', `/order-states/${state.id}/recipients`, { all: true });
    await api(handler, 'POST', `/order-states/${state.id}/add-to-cart`);
    const readded = (await api(cartHandler, 'GET', '/cart')).body;
    expect(lineOf(readded)).toMatchObject({ quantity: 30, messages: [] });
    // The total reviewed before is no longer the cart's: refused until reviewed again.
    const stale = await place('tampered-piece-key-2', reviewedTotal);
    expect(stale).toMatchObject({ status: 409, body: { message: apiErrors.orderTotalChanged } });
    const placed = await place('tampered-piece-key-2', readded.total);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const order = (await api(ordersHandler, 'GET', `/orders/${placed.body.model.id}`)).body;
    expect(order.items[0].attributes.Data.targetCount).toBe(30);
    expect(order.total).toBe(readded.total);
    await writeOrderRecipients({ userName: 'piece-agent@test.local', orderId: placed.body.model.id });
    const rows = (
      await api(ordersHandler, 'GET', '/order-detail-rows', undefined, {
        orderNumber: order.orderNumber,
        pageSize: '100',
      })
    ).body;
    expect(rows.totalCount).toBe(30);
    expect(order.total).toBe(30 * 89);
  });
});

import { apiErrors, errors } from '@msc/shared/messages';
import { DropFrequency, DropType } from '@msc/shared/model/enums';
import { firstAvailableDropDate } from '@msc/shared/rules/drop-date-window';
import { emailSendDate } from '@msc/shared/rules/email-send-date';
import { buildMailingSchedule } from '@msc/shared/rules/mailing-schedule';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '#platform/db';
import { handler as cartHandler } from '../cart/handler';
import { handler as documentsHandler } from '../documents/handler';
import { givenAgency, givenProduct, givenUser } from '../test/fixtures';
import { useFreshTable } from '../test/fresh-table';
import { callerOf, claimsFor } from '../test/invoke';
import { allApprovals, personalizationForm } from '../test/personalization';
import { handler } from './handler';

const documentsCall = callerOf(documentsHandler);
const cartCall = callerOf(cartHandler);

const AGENT = 'perso-agent@test.local';
const agent = claimsFor(AGENT);
const colleague = claimsFor('perso-colleague@test.local');
const foreign = claimsFor('perso-foreign@test.local');
const call = callerOf(handler);

const form = personalizationForm;
const approvals = allApprovals;
/** Policyholders of agency 1 on the home-to-auto list (the Auto letter's list). */
const givenPolicyholders = (count: number) =>
  db()
    .entities.policyholder.put(
      Array.from({ length: count }, (_, index) => ({
        agencyId: 1,
        statCode: '1000001',
        policyNumber: `H${String(index).padStart(5, '0')}`,
        policyType: 'Home',
        firstName: `First${index}`,
        lastName: `Last${index}`,
        addressLine1: `${index} Main St`,
        city: 'Austin',
        state: 'TX',
        postalCode: '78701',
        renewalDate: '2027-01-15',
        crossSellType: 'A' as const,
      })),
    )
    .go();
/** Step 2 on the server: the first `count` eligible policyholders. */
const chooseRecipients = (id: string, count: number) =>
  call(agent, 'PUT', `/order-states/${id}/recipients`, { count });
const start = (productId: string, extra: Record<string, unknown> = {}) =>
  call(agent, 'POST', '/order-states', {
    productId,
    statCode: '1000001',
    productType: 'Auto',
    programType: 'CrossSell',
    channelType: 1,
    isMultiChannel: false,
    isStateSaved: false,
    ...extra,
  });
const proof = async (claims: Record<string, string>, productId: string) =>
  (await documentsCall(claims, 'POST', '/documents/proofs', { productId, form })).body.documentId as string;

beforeAll(async () => {
  await useFreshTable();
  await givenAgency({ agencyId: 1 });
  await givenAgency({ agencyId: 2 });
  await givenUser({ userName: AGENT, defaultAgencyId: 1 }, [1, 2]);
  await givenUser({ userName: 'perso-colleague@test.local', defaultAgencyId: 1 }, [1]);
  await givenUser({ userName: 'perso-foreign@test.local', defaultAgencyId: 2 }, [2]);
  await givenProduct({
    productId: 'letter',
    name: 'Cross-Sell Auto Letter',
    productFormat: 'Letter Templates',
    isPersonalizable: true,
    unitPrice: 89,
    productDataType: 1,
  });
  await givenProduct({
    productId: 'email',
    productFormat: 'Email',
    isPersonalizable: true,
    isEmail: true,
    unitPrice: 0,
  });
  await givenProduct({ productId: 'renewal', isPersonalizable: true, productFormat: 'Letter Templates' });
  await givenProduct({ productId: 'brochure', isPersonalizable: false });
  await givenPolicyholders(40);
});

describe('order states: starting an order', () => {
  it('starts a direct-mail state for a letter and an email state for an email product, priced by the server', async () => {
    const letter = await start('letter', { channelType: 2 });
    expect(letter.status).toBe(201);
    expect(letter.body).toMatchObject({
      productId: 'letter',
      channelType: 1,
      unitPrice: 89,
      targetCount: 0,
      orderStates: [],
    });
    const email = await start('email');
    expect(email.body.channelType).toBe(2);
    expect((await start('brochure')).status).toBe(422);
    expect((await start('no-such-product')).status).toBe(404);
  });

  it("refuses a user without a current agency with the spec's words, not an admin role (spec 1 §6)", async () => {
    await givenUser({ userName: 'perso-no-agency@test.local', defaultAgencyId: 0 });
    await givenUser({
      userName: 'perso-admin@test.local',
      defaultAgencyId: 0,
      roles: ['SA'],
      primaryRole: 'SA',
    });
    const body = {
      productId: 'letter',
      statCode: '1000001',
      productType: 'Auto',
      programType: 'CrossSell',
      channelType: 1,
      isMultiChannel: false,
      isStateSaved: false,
    };
    expect(await call(claimsFor('perso-no-agency@test.local'), 'POST', '/order-states', body)).toMatchObject({
      status: 403,
      body: { message: errors.customDownloadNoAgency },
    });
    expect((await call(claimsFor('perso-admin@test.local'), 'POST', '/order-states', body)).status).not.toBe(
      403,
    );
  });
});

describe('order states: tenancy', () => {
  it("answers 404 for another user's state, another agency's, and an unknown id", async () => {
    const { body } = await start('letter');
    expect((await call(agent, 'GET', `/order-states/${body.id}`)).status).toBe(200);
    for (const [who, method, path, payload] of [
      [colleague, 'GET', `/order-states/${body.id}`],
      [foreign, 'GET', `/order-states/${body.id}`],
      [colleague, 'PUT', `/order-states/${body.id}`, { pdfFinalApproval: true }],
      [colleague, 'GET', `/order-states/${body.id}/policyholders`],
      [colleague, 'PUT', `/order-states/${body.id}/recipients`, { all: true }],
      [colleague, 'DELETE', `/order-states/${body.id}`],
      [colleague, 'PUT', `/order-states/${body.id}/saved`, { isStateSaved: true }],
      [colleague, 'POST', `/order-states/${body.id}/add-to-cart`],
      [colleague, 'POST', `/order-states/${body.id}/document-return`, { docId: 'x' }],
      [agent, 'GET', '/order-states/no-such-state'],
    ] as const) {
      expect((await call(who, method, path, payload)).status, `${method} ${path}`).toBe(404);
    }
    // The same user acting for another agency does not see it either.
    await db().entities.user.patch({ userName: AGENT }).set({ currentAgencyId: 2 }).go();
    expect((await call(agent, 'GET', `/order-states/${body.id}`)).status).toBe(404);
    await db().entities.user.patch({ userName: AGENT }).set({ currentAgencyId: 1 }).go();
    expect((await call(agent, 'GET', `/order-states/${body.id}`)).status).toBe(200);
  });
});

describe('order states: the personalization flow', () => {
  it('routes the return page as spec 2 §4 says, storing the document id', async () => {
    const docId = await proof(agent, 'letter');
    const letter = (await start('letter')).body;
    const email = (await start('email')).body;
    const retention = (await start('renewal', { programType: 'Retention' })).body;
    const parent = (await start('letter', { isMultiChannel: true })).body;
    const child = (await start('email', { isMultiChannel: true, parentId: parent.id })).body;
    const route = async (id: string, review?: boolean) =>
      (await call(agent, 'POST', `/order-states/${id}/document-return`, { docId, review })).body;

    const direct = await route(letter.id);
    expect(direct.path).toBe(`/personalization/step-2/${letter.id}?docId=${docId}`);
    expect(direct.orderState.pageFlexDocumentId).toBe(docId);
    expect((await route(email.id)).path).toBe(`/personalization/step-2/${email.id}?docId=${docId}`);
    expect((await route(email.id, true)).path).toBe(
      `/personalization/step-2/${email.id}?docId=${docId}&review=true`,
    );
    expect((await route(retention.id)).path).toBe(`/personalization/step-2-review/${retention.id}`);
    expect((await route(parent.id)).path).toBe(`/personalization/step-2/${parent.id}?docId=${docId}`);
    expect((await route(child.id)).path).toBe(
      `/personalization/step-4-multi-channel/?parentId=${parent.id}&docId=${docId}`,
    );
    expect(
      (await call(agent, 'GET', `/order-states/${parent.id}`)).body.orderStates.map(
        (s: { id: string }) => s.id,
      ),
    ).toEqual([child.id]);
    // A document id of someone else's is not accepted.
    const foreignDoc = await proof(foreign, 'letter');
    expect(
      (await call(agent, 'POST', `/order-states/${letter.id}/document-return`, { docId: foreignDoc })).status,
    ).toBe(404);
  });

  it('prices the recipients and schedules multiple drops with the shared rule', async () => {
    const { body } = await start('letter');
    const startDate = firstAvailableDropDate(new Date());
    await chooseRecipients(body.id, 30);
    const updated = await call(agent, 'PUT', `/order-states/${body.id}`, {
      dropDetails: {
        dropType: 'MULTIPLE',
        frequency: DropFrequency.BiWeekly,
        numberOfMailings: 3,
        startDate,
        mailingDetails: [],
      },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ targetCount: 30, unitPrice: 89, totalPrice: 30 * 89 });
    const expected = buildMailingSchedule({
      startDate,
      dropType: DropType.MULTIPLE,
      frequency: DropFrequency.BiWeekly,
      numberOfMailings: 3,
      quantity: 30,
      unitPriceCents: 89,
    });
    expect(updated.body.dropDetails.mailingDetails).toEqual(expected.rows);
    expect(expected.rows.map((row) => row.quantity)).toEqual([10, 10, 10]);
  });

  it('stores the send date of an e-mail-only piece, a week after the chosen date (spec 2 §9)', async () => {
    const { body } = await start('email');
    const startDate = firstAvailableDropDate(new Date());
    await chooseRecipients(body.id, 5);
    const updated = await call(agent, 'PUT', `/order-states/${body.id}`, {
      dropDetails: { dropType: 'ONE', frequency: 1, numberOfMailings: 1, startDate, mailingDetails: [] },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.dropDetails.startDate).toBe(startDate);
    expect(updated.body.dropDetails.mailingDetails.map((row: { mailDate: string }) => row.mailDate)).toEqual([
      emailSendDate(startDate, { kind: 'email-only' }),
    ]);
  });

  it('forces small orders to one drop and refuses a date outside the window', async () => {
    const { body } = await start('letter');
    const startDate = firstAvailableDropDate(new Date());
    await chooseRecipients(body.id, 25);
    const small = await call(agent, 'PUT', `/order-states/${body.id}`, {
      dropDetails: {
        dropType: 'MULTIPLE',
        frequency: DropFrequency.Weekly,
        numberOfMailings: 4,
        startDate,
        mailingDetails: [],
      },
    });
    expect(small.body.dropDetails).toMatchObject({ dropType: 'ONE', numberOfMailings: 1 });
    expect(small.body.dropDetails.mailingDetails).toHaveLength(1);
    const past = await call(agent, 'PUT', `/order-states/${body.id}`, {
      dropDetails: {
        dropType: 'ONE',
        frequency: 1,
        numberOfMailings: 1,
        startDate: '2020-01-06',
        mailingDetails: [],
      },
    });
    expect(past.status).toBe(422);
    expect(past.body.message).toBe(apiErrors.dropDateOutsideWindow);
  });

  it('keeps one saved item per asset, finds it by product, and deletes it on No', async () => {
    const first = (await start('letter')).body;
    const second = (await start('letter')).body;
    expect(
      (await call(agent, 'PUT', `/order-states/${first.id}/saved`, { isStateSaved: true })).body.isStateSaved,
    ).toBe(true);
    await call(agent, 'PUT', `/order-states/${second.id}/saved`, { isStateSaved: true });
    const saved = (await call(agent, 'GET', '/saved-items')).body;
    expect(
      saved
        .filter((item: { productId: string }) => item.productId === 'letter')
        .map((item: { id: string }) => item.id),
    ).toEqual([second.id]);
    expect((await call(agent, 'GET', `/order-states/${first.id}`)).status).toBe(404);
    expect((await call(agent, 'GET', '/saved-items/letter')).body.orderState.id).toBe(second.id);
    expect((await call(colleague, 'GET', '/saved-items/letter')).body.orderState).toBeNull();
    expect((await call(agent, 'DELETE', `/order-states/${second.id}`)).status).toBe(200);
    expect((await call(agent, 'GET', '/saved-items/letter')).body.orderState).toBeNull();
  });

  it('adds a finished piece to the cart with its recipients as quantity, clearing the saved flag', async () => {
    const { body } = await start('letter');
    expect((await call(agent, 'POST', `/order-states/${body.id}/add-to-cart`)).status).toBe(422);
    const docId = await proof(agent, 'letter');
    await call(agent, 'PUT', `/order-states/${body.id}`, {
      personalization: form,
      ...approvals,
      pageFlexDocumentId: docId,
    });
    await chooseRecipients(body.id, 30);
    await call(agent, 'PUT', `/order-states/${body.id}/saved`, { isStateSaved: true });
    const added = await call(agent, 'POST', `/order-states/${body.id}/add-to-cart`);
    expect(added.status).toBe(200);
    expect((await call(agent, 'GET', `/order-states/${body.id}`)).body.isStateSaved).toBe(false);
    const cart = await cartCall(agent, 'GET', '/cart');
    const line = cart.body.items.find((item: { id: string }) => item.id === added.body.cartItemId);
    expect(line).toMatchObject({ quantity: 30 });
    expect(cart.body.subTotal).toBe(30 * 89);
  });
});

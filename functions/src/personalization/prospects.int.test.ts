import { apiErrors } from '@msc/shared/messages';
import { PROSPECT_PHONE_SURCHARGE_CENTS } from '@msc/shared/rules/constants';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ZipEntry } from '#data/entities/zip-code';
import { prospectAddress } from '#data/prospect-universe';
import { suppressionKey } from '#data/suppression-key';
import { db } from '#platform/db';
import { handler as cartHandler } from '../cart/handler';
import { handler as checkoutHandler } from '../checkout/handler';
import { handler as documentsHandler } from '../documents/handler';
import { handler as prospectingHandler } from '../prospecting/handler';
import { givenAgency, givenProduct, givenUser } from '../test/fixtures';
import { useFreshTable } from '../test/fresh-table';
import { callerOf, claimsFor } from '../test/invoke';
import { allApprovals, personalizationForm } from '../test/personalization';
import { handler } from './handler';

const checkoutCall = callerOf(checkoutHandler);
const documentsCall = callerOf(documentsHandler);
const prospectingCall = callerOf(prospectingHandler);
const cartCall = callerOf(cartHandler);

const AGENCY = 7401;
const agent = claimsFor('prospects-agent@test.local');
const colleague = claimsFor('prospects-colleague@test.local');
const LETTER_PRICE = 76;

// Hand-placed ZIPs (0.1° of latitude = 6.9 miles); every count below is worked out by hand from these.
const zip = (code: string, state: string, latitude: number, households: number): ZipEntry => ({
  zip: code,
  city: 'Springfield',
  state,
  latitude,
  longitude: -74,
  households,
  householdsWithPhone: households / 2,
});
const CENTRE = zip('10000', 'NY', 41.5, 1000); // 500 with phone
const NEAR = zip('10001', 'NY', 41.6, 200); // 6.9 mi, 100 with phone
const FAR = zip('10002', 'NY', 41.8, 300); // 20.7 mi, 150 with phone
const NJ = zip('07000', 'NJ', 41.45, 400); // 3.5 mi, another state, 200 with phone

const call = callerOf(handler);
const count = (zipCodes: string[], zipRadius: number, crossStateBoundary = false) =>
  prospectingCall(agent, 'POST', '/prospecting/count', {
    zipCodes,
    zipRadius,
    crossStateBoundary,
    itemNumber: 'AP-PROSPECT',
  });
const start = (productId = 'prospect-letter', programType = 'Prospecting') =>
  call(agent, 'POST', '/order-states', {
    productId,
    statCode: String(AGENCY),
    productType: 'Package',
    programType,
    channelType: 1,
    isMultiChannel: false,
    isStateSaved: false,
  }).then((response) => response.body.id as string);
const setProspects = (id: string, body: object, claims = agent) =>
  call(claims, 'PUT', `/order-states/${id}/prospects`, body);

beforeAll(async () => {
  await useFreshTable();
  await givenAgency({ agencyId: AGENCY });
  await givenUser(
    { userName: 'prospects-agent@test.local', defaultAgencyId: AGENCY, hasChosenAgency: true },
    [AGENCY],
  );
  await givenUser(
    { userName: 'prospects-colleague@test.local', defaultAgencyId: AGENCY, hasChosenAgency: true },
    [AGENCY],
  );
  await givenProduct({
    productId: 'prospect-letter',
    itemNumber: 'AP-PROSPECT',
    isPersonalizable: true,
    unitPrice: LETTER_PRICE,
    programTypes: ['Prospecting'],
    productDataType: 1,
  });
  await givenProduct({
    productId: 'cross-sell-letter',
    itemNumber: 'AP-CROSS',
    isPersonalizable: true,
    unitPrice: 50,
    programTypes: ['CrossSell'],
  });
  await db()
    .entities.zipCodeArea.put([
      { zip3: '100', state: 'NY', zips: [CENTRE, NEAR, FAR] },
      { zip3: '070', state: 'NJ', zips: [NJ] },
    ])
    .go();
  await db()
    .entities.zipCodeCell.put({ cell: '41:-74', zips: [CENTRE, NEAR, FAR, NJ] })
    .go();
  // Do-not-mail: households 0 and 1 of NEAR (both with phone: the first 100 have one) and 150 (without),
  // household 10 of NJ (with phone), an address that is no prospect of NEAR, and an email opt-out.
  const suppressed = [
    [prospectAddress(NEAR, 0), NEAR.zip],
    [prospectAddress(NEAR, 1), NEAR.zip],
    [prospectAddress(NEAR, 150), NEAR.zip],
    [prospectAddress(NJ, 10), NJ.zip],
    ['1 Nowhere Rd, Springfield, NY 10001', NEAR.zip],
  ] as const;
  await db()
    .entities.optOut.put([
      ...suppressed.map(([address, zipCode]) => ({
        suppressionKey: suppressionKey(address),
        source: 'do-not-mail',
        zip: zipCode,
        zip3: zipCode.slice(0, 3),
      })),
      { suppressionKey: suppressionKey('someone@mail.example') },
    ])
    .go();
});

describe('Check Availability with the suppression list', () => {
  it('counts the radius by centroid distance and leaves out suppressed households', async () => {
    // 10000 alone: nothing suppressed there.
    expect((await count(['10000'], 0)).body).toMatchObject({
      withPhone: 500,
      withoutPhone: 1000,
      suppressed: 0,
    });
    // 10 mi adds NEAR: 1000 + 200 - 3 suppressed; with phone 500 + 100 - 2.
    expect((await count(['10000'], 10)).body).toMatchObject({
      withPhone: 598,
      withoutPhone: 1197,
      zipCodesReached: 2,
      suppressed: 3,
    });
    // 25 mi adds FAR: + 300 / + 150.
    expect((await count(['10000'], 25)).body).toMatchObject({ withPhone: 748, withoutPhone: 1497 });
    // 5 mi across the state line adds NJ less its one suppressed household (with phone).
    expect((await count(['10000'], 5, true)).body).toMatchObject({ withPhone: 699, withoutPhone: 1399 });
  });
});

describe('step 2 of a prospecting order', () => {
  it('recounts and prices the chosen option on the server, whatever the browser thought', async () => {
    const id = await start();
    const all = await setProspects(id, {
      zipCodes: ['10000', '10001-1234'],
      zipRadius: 10,
      crossStateBoundary: false,
      option: 'withoutPhoneAll',
    });
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({
      zipCodes: ['10000', '10001'],
      zipRadius: 10,
      crossStateBoundary: false,
      includePhoneNumber: false,
      prospectOption: 'withoutPhoneAll',
      availableCount: 1197,
      targetCount: 1197,
      unitPrice: LETTER_PRICE,
      totalPrice: 1197 * LETTER_PRICE,
    });
    const phone = await setProspects(id, {
      zipCodes: ['10000'],
      zipRadius: 25,
      crossStateBoundary: false,
      option: 'withPhoneQuantity',
      quantity: 400,
    });
    const unitPrice = LETTER_PRICE + PROSPECT_PHONE_SURCHARGE_CENTS;
    expect(phone.body).toMatchObject({
      includePhoneNumber: true,
      prospectOption: 'withPhoneQuantity',
      availableCount: 748,
      targetCount: 400,
      unitPrice,
      totalPrice: 400 * unitPrice,
    });
    // The state keeps the choice: a fresh read answers the same.
    expect((await call(agent, 'GET', `/order-states/${id}`)).body).toMatchObject({
      zipCodes: ['10000'],
      zipRadius: 25,
      targetCount: 400,
      unitPrice,
    });
  });

  it('refuses more than is available, an option without prospects and a program that buys none', async () => {
    const id = await start();
    const tooMany = await setProspects(id, {
      zipCodes: ['10000'],
      zipRadius: 0,
      crossStateBoundary: false,
      option: 'withPhoneQuantity',
      quantity: 501,
    });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.message).toBe(apiErrors.prospectsNotAvailable('500'));
    const none = await setProspects(id, {
      zipCodes: ['99999'],
      zipRadius: 0,
      crossStateBoundary: false,
      option: 'withoutPhoneAll',
    });
    expect(none.status).toBe(422);
    expect(none.body.message).toBe(apiErrors.noProspectsChosen);
    const crossSell = await start('cross-sell-letter', 'CrossSell');
    const refused = await setProspects(crossSell, {
      zipCodes: ['10000'],
      zipRadius: 0,
      crossStateBoundary: false,
      option: 'withoutPhoneAll',
    });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(apiErrors.notProspecting);
  });

  it("answers another user's order state with 404, reading and writing", async () => {
    const id = await start();
    const body = { zipCodes: ['10000'], zipRadius: 0, crossStateBoundary: false, option: 'withoutPhoneAll' };
    expect((await setProspects(id, body, colleague)).status).toBe(404);
    expect((await call(colleague, 'GET', `/order-states/${id}`)).status).toBe(404);
    expect((await call(colleague, 'POST', `/order-states/${id}/add-to-cart`)).status).toBe(404);
  });

  it('puts the server’s quantity and price in the cart, phone numbers priced higher', async () => {
    const id = await start();
    const proof = await documentsCall(agent, 'POST', '/documents/proofs', {
      productId: 'prospect-letter',
      form: personalizationForm,
    });
    await call(agent, 'PUT', `/order-states/${id}`, {
      personalization: personalizationForm,
      ...allApprovals,
      pageFlexDocumentId: proof.body.documentId,
    });
    await setProspects(id, {
      zipCodes: ['10000'],
      zipRadius: 10,
      crossStateBoundary: false,
      option: 'withPhoneAll',
    });
    const added = await call(agent, 'POST', `/order-states/${id}/add-to-cart`);
    expect(added.status).toBe(200);
    const cart = await cartCall(agent, 'GET', '/cart');
    const line = cart.body.items.find((item: { id: string }) => item.id === added.body.cartItemId);
    const unitPrice = LETTER_PRICE + PROSPECT_PHONE_SURCHARGE_CENTS;
    expect(line).toMatchObject({ quantity: 598, unitPrice, lineTotal: 598 * unitPrice });
    expect(line.piece).toMatchObject({ orderStateId: id, recipientCount: 598 });

    // More prospects after adding: the cart does not sell them at the count it was added with.
    await setProspects(id, {
      zipCodes: ['10000'],
      zipRadius: 25,
      crossStateBoundary: true,
      option: 'withPhoneAll',
    });
    const after = await cartCall(agent, 'GET', '/cart');
    const changed = after.body.items.find((item: { id: string }) => item.id === added.body.cartItemId);
    expect(changed).toMatchObject({ quantity: 598, messages: [apiErrors.pieceChanged] });
    expect(after.body.canPlaceOrder).toBe(false);
    const placed = await checkoutCall(agent, 'POST', '/orders/place', {
      idempotencyKey: 'prospects-tampered-1',
      email: 'prospects-agent@test.local',
    });
    expect(placed).toMatchObject({ status: 409, body: { message: apiErrors.pieceChanged } });
  });
});

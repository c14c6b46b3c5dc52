import { beforeAll, describe, expect, it } from 'vitest';
import { suppressionKey } from '#data/suppression-key';
import { db } from '#platform/db';
import { givenAgency, givenProduct, givenUser } from '../test/fixtures';
import { useFreshTable } from '../test/fresh-table';
import { callerOf, claimsFor } from '../test/invoke';
import { handler } from './handler';
import { findOrderState } from './personalization-store';

/** Lists are cleaned on the server before they are priced: the cleaned count is what the order costs. */
const AGENCY = 1;
const USER = 'clean-agent@test.local';
const agent = claimsFor(USER);
const LIST = '01J0000000000000000000CLEAN';
const UNIT_PRICE = 75;

const call = callerOf(handler);

/** A real-shaped list: the same person twice in other spellings, an incomplete address, an opt-out, a household. */
const records = [
  {
    firstName: 'Maria',
    lastName: 'Lopez',
    addressLine1: '12 Main Street',
    city: 'Springfield',
    state: 'Illinois',
    postalCode: '62701',
  },
  {
    firstName: 'MARIA ',
    lastName: 'lopez',
    addressLine1: '12 MAIN ST.',
    city: 'springfield',
    state: 'il',
    postalCode: '62701-1234',
  },
  {
    firstName: 'Jose',
    lastName: 'Lopez',
    addressLine1: '12 Main St',
    city: 'Springfield',
    state: 'IL',
    postalCode: '62701',
  },
  {
    firstName: 'Ann',
    lastName: 'Nobody',
    addressLine1: 'Main Street',
    city: 'Springfield',
    state: 'IL',
    postalCode: '62701',
  },
  {
    firstName: 'Opted',
    lastName: 'Out',
    addressLine1: '40 Elm Rd',
    city: 'Springfield',
    state: 'IL',
    postalCode: '62701',
    email: 'gone@example.com',
  },
  {
    firstName: 'Lee',
    lastName: 'Park',
    addressLine1: '9 Park Avenue',
    addressLine2: 'Apartment 4',
    city: 'Springfield',
    state: 'IL',
    postalCode: '2134',
  },
];

const start = () =>
  call(agent, 'POST', '/order-states', {
    productId: 'clean-postcard',
    statCode: '1000001',
    productType: 'Other',
    programType: 'DataListUpload',
    channelType: 1,
    isMultiChannel: false,
    isStateSaved: false,
  }).then((response) => response.body.id as string);

beforeAll(async () => {
  await useFreshTable();
  await givenAgency({ agencyId: AGENCY });
  await givenUser({ userName: USER, defaultAgencyId: AGENCY }, [AGENCY]);
  await givenProduct({
    productId: 'clean-postcard',
    isPersonalizable: true,
    unitPrice: UNIT_PRICE,
    productDataType: 1,
  });
  await db()
    .entities.mailList.put({
      agencyId: AGENCY,
      mailListId: LIST,
      userName: USER,
      name: 'Clean',
      mailListContactsCount: records.length,
    })
    .go();
  await db()
    .entities.mailListContact.put(
      records.map((contact, index) => ({
        agencyId: AGENCY,
        mailListId: LIST,
        rowNumber: index + 1,
        contact,
      })),
    )
    .go();
  await db()
    .entities.optOut.put([{ suppressionKey: suppressionKey('gone@example.com') }])
    .go();
});

describe('recipients cleaned before pricing', () => {
  it('prices the cleaned count and says what was removed and what it saved', async () => {
    const id = await start();
    const response = await call(agent, 'PUT', `/order-states/${id}/recipients`, {
      mailListId: LIST,
      all: true,
    });
    expect(response.status).toBe(200);
    // 6 picked: 1 opted out, 1 incomplete, 1 duplicate of Maria → 3 mailed (Maria, Jose, Lee).
    expect(response.body).toMatchObject({
      targetCount: 3,
      unitPrice: UNIT_PRICE,
      totalPrice: 3 * UNIT_PRICE,
      listCleaning: {
        onePerHousehold: false,
        duplicates: 1,
        incomplete: 1,
        household: 0,
        optedOut: 1,
        savedCents: 3 * UNIT_PRICE,
      },
    });
    expect(response.body.listCleaning.removed).toEqual([
      expect.objectContaining({ lastName: 'Nobody', addressLine1: 'MAIN ST', reason: 'incomplete' }),
      expect.objectContaining({ firstName: 'MARIA', reason: 'duplicate' }),
    ]);
    expect(response.body.listCleaning).not.toHaveProperty('removedIds');
    const stored = await findOrderState(USER, id);
    expect(stored!.mailContacts).toHaveLength(3);
    expect(stored!.mailContacts.find((contact) => contact.lastName === 'Park')).toMatchObject({
      addressLine1: '9 PARK AVE',
      addressLine2: 'APT 4',
      state: 'IL',
      postalCode: '02134',
    });
  });

  it('leaves all but one per household out when the agent asks, and takes them back when not', async () => {
    const id = await start();
    await call(agent, 'PUT', `/order-states/${id}/recipients`, { mailListId: LIST, all: true });
    const household = await call(agent, 'PUT', `/order-states/${id}/list-cleaning`, {
      onePerHousehold: true,
    });
    expect(household.status).toBe(200);
    expect(household.body).toMatchObject({
      targetCount: 2,
      totalPrice: 2 * UNIT_PRICE,
      listCleaning: {
        onePerHousehold: true,
        duplicates: 1,
        incomplete: 1,
        household: 1,
        optedOut: 1,
        savedCents: 4 * UNIT_PRICE,
      },
    });
    expect((await findOrderState(USER, id))!.mailContacts).toHaveLength(2);

    const again = await call(agent, 'PUT', `/order-states/${id}/list-cleaning`, { onePerHousehold: false });
    expect(again.body).toMatchObject({
      targetCount: 3,
      totalPrice: 3 * UNIT_PRICE,
      listCleaning: { household: 0 },
    });
    expect((await findOrderState(USER, id))!.mailContacts).toHaveLength(3);
  });

  it('keeps the household choice when step 2 sets the recipients again', async () => {
    const id = await start();
    await call(agent, 'PUT', `/order-states/${id}/recipients`, { mailListId: LIST, all: true });
    await call(agent, 'PUT', `/order-states/${id}/list-cleaning`, { onePerHousehold: true });
    const reset = await call(agent, 'PUT', `/order-states/${id}/recipients`, { mailListId: LIST, all: true });
    expect(reset.body).toMatchObject({
      targetCount: 2,
      listCleaning: { onePerHousehold: true, household: 1 },
    });
  });

  it('never takes a count or a price from the browser', async () => {
    const id = await start();
    const response = await call(agent, 'PUT', `/order-states/${id}/list-cleaning`, {
      onePerHousehold: 'yes',
    });
    expect(response.status).toBe(400);
    // A count or a price in the body is refused: the server counts and prices.
    const priced = await call(agent, 'PUT', `/order-states/${id}/recipients`, {
      mailListId: LIST,
      all: true,
      totalPrice: 1,
    });
    expect(priced.status).toBe(400);
  });

  it('answers 422 for a state whose list was never cleaned', async () => {
    const id = await start();
    const response = await call(agent, 'PUT', `/order-states/${id}/list-cleaning`, { onePerHousehold: true });
    expect(response.status).toBe(422);
  });
});

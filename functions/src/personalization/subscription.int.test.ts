import { apiErrors } from '@msc/shared/messages';
import { BIRTHDAY_CARD_NAME, subscriptionTerm } from '@msc/shared/rules/subscription';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '#platform/db';
import { handler as cartHandler } from '../cart/handler';
import { givenAgency, givenProduct, givenUser } from '../test/fixtures';
import { useFreshTable } from '../test/fresh-table';
import { callerOf, claimsFor } from '../test/invoke';
import { allApprovals } from '../test/personalization';
import { handler } from './handler';
import { findOrderState } from './personalization-store';

const cartCall = callerOf(cartHandler);

const AGENCY = 1;
const agent = claimsFor('subscription-agent@test.local');
const colleague = claimsFor('subscription-colleague@test.local');
const call = callerOf(handler);

/** Birthdays on the subscription's first day (inside any term) and the day before it (outside). */
const term = subscriptionTerm(6, new Date());
const inside = `1980-${term.start.slice(5)}`;
const dayBefore = new Date(`${term.start}T12:00:00Z`);
dayBefore.setUTCDate(dayBefore.getUTCDate() - 1);
const outside = `1975-${dayBefore.toISOString().slice(5, 10)}`;

const holders = Array.from({ length: 12 }, (_, index) => ({
  agencyId: AGENCY,
  statCode: '1000001',
  policyNumber: `R${String(index).padStart(3, '0')}`,
  policyType: 'Home',
  firstName: 'Robin',
  lastName: `Keeper ${String(index).padStart(3, '0')}`,
  addressLine1: `${index} Oak Ave`,
  city: 'Dayton',
  state: 'OH',
  postalCode: '45402',
  renewalDate: '2027-04-01',
  crossSellType: 'none' as const,
  // Four birthdays in the term, four outside, four unknown.
  ...(index < 4 ? { birthDate: inside } : index < 8 ? { birthDate: outside } : {}),
}));

/** Another agency's list as uploads bring it: Sam twice in other spellings, a holder with no street number. */
const CLEANED_AGENCY = 2;
const cleaner = claimsFor('subscription-cleaner@test.local');
const messy = [
  ['S000', 'Sam', 'Reyes', '10 Elm St'],
  ['S001', 'SAM', 'reyes ', '10 ELM STREET'],
  ['S002', 'Lee', 'Park', '22 Birch Rd'],
  ['S003', 'Kim', 'Ortiz', 'Birch Road'],
  ['S004', 'Ana', 'Park', '22 Birch Rd'],
].map(([policyNumber, firstName, lastName, addressLine1]) => ({
  agencyId: CLEANED_AGENCY,
  statCode: '2000001',
  policyNumber: policyNumber!,
  policyType: 'Home',
  firstName: firstName!,
  lastName: lastName!,
  addressLine1: addressLine1!,
  city: 'Dayton',
  state: 'OH',
  postalCode: '45402',
  renewalDate: '2027-04-01',
  crossSellType: 'none' as const,
}));

const start = (productId: string, who = agent, statCode = '1000001') =>
  call(who, 'POST', '/order-states', {
    productId,
    statCode,
    productType: 'Other',
    programType: 'Retention',
    channelType: 1,
    isMultiChannel: false,
    isStateSaved: false,
  }).then((response) => response.body.id as string);

beforeAll(async () => {
  await useFreshTable();
  await givenAgency({ agencyId: AGENCY });
  await givenUser({ userName: 'subscription-agent@test.local', defaultAgencyId: AGENCY }, [AGENCY]);
  await givenUser({ userName: 'subscription-colleague@test.local', defaultAgencyId: AGENCY }, [AGENCY]);
  await givenProduct({ productId: 'cards', isPersonalizable: true, isSubscription: true, unitPrice: 89 });
  await givenProduct({ productId: 'letter', isPersonalizable: true, unitPrice: 60 });
  await db().entities.policyholder.put(holders).go();
  await givenAgency({ agencyId: CLEANED_AGENCY });
  await givenUser({ userName: 'subscription-cleaner@test.local', defaultAgencyId: CLEANED_AGENCY }, [
    CLEANED_AGENCY,
  ]);
  await db().entities.policyholder.put(messy).go();
});

describe('a relationship-marketing subscription', () => {
  it('summarises the cards of 3 and 6 months for the whole list before anyone is subscribed', async () => {
    const id = await start('cards');
    const three = await call(agent, 'GET', `/order-states/${id}/subscription-summary`, undefined, {
      query: {
        subscriptionPeriod: '3',
      },
    });
    expect(three.status).toBe(200);
    expect(three.body.rows).toHaveLength(2);
    expect(three.body.rows[0]).toMatchObject({ listCount: 12, selectedCount: 0, price: 0 });
    expect(three.body.rows[1]).toMatchObject({ assetName: BIRTHDAY_CARD_NAME, listCount: 4 });
    const six = await call(agent, 'GET', `/order-states/${id}/subscription-summary`, undefined, {
      query: {
        subscriptionPeriod: '6',
      },
    });
    expect(six.body.rows.map((row: { assetName: string }) => row.assetName)).toHaveLength(3);
    const wrong = await call(agent, 'GET', `/order-states/${id}/subscription-summary`, undefined, {
      query: {
        subscriptionPeriod: '4',
      },
    });
    expect(wrong.status).toBe(400);
  });

  it('subscribes the chosen policyholders for 6 months: two seasonal cards each, a birthday card when it falls in', async () => {
    const id = await start('cards');
    const chosen = ['R000', 'R001', 'R004', 'R008', 'R009'];
    const answer = await call(agent, 'PUT', `/order-states/${id}/subscription`, {
      subscriptionPeriod: 6,
      recipients: { policyNumbers: chosen },
    });
    expect(answer.status).toBe(200);
    // 5 subscribers × 2 seasonal cards + 2 birthdays in the term = 12 cards at $0.89.
    expect(answer.body).toMatchObject({
      subscriptionPeriod: 6,
      targetCount: 12,
      unitPrice: 89,
      totalPrice: 12 * 89,
    });
    expect(answer.body.seasonalSummary).toEqual([
      expect.objectContaining({ selectedCount: 5, price: 5 * 89 }),
      expect.objectContaining({ selectedCount: 5, price: 5 * 89 }),
      { assetName: BIRTHDAY_CARD_NAME, selectedCount: 2, price: 2 * 89 },
    ]);
    expect(answer.body.recipientPolicyNumbers).toEqual(chosen);
    const stored = await findOrderState('subscription-agent@test.local', id);
    // Standardized as the wizard's cleaning stores an address.
    expect(stored?.mailContacts.map((contact) => contact.addressLine1)).toContain('4 OAK AVE');
    // The summary now counts the subscribers; the self-selection list shows them ticked.
    const summary = await call(agent, 'GET', `/order-states/${id}/subscription-summary`, undefined, {
      query: {
        subscriptionPeriod: '6',
      },
    });
    expect(summary.body.rows.at(-1)).toMatchObject({ listCount: 4, selectedCount: 2 });
    const listed = await call(agent, 'GET', `/order-states/${id}/policyholders`, undefined, {
      query: {
        pageSize: '25',
      },
    });
    expect(listed.body.selectedCount).toBe(5);

    // All but two for 3 months: 10 seasonal cards + 4 birthdays less R000's.
    const all = await call(agent, 'PUT', `/order-states/${id}/subscription`, {
      subscriptionPeriod: 3,
      recipients: { all: true, except: ['R000', 'R011'] },
    });
    expect(all.body).toMatchObject({ subscriptionPeriod: 3, targetCount: 13, totalPrice: 13 * 89 });

    // In the cart the line is 13 cards for 10 subscribers.
    await db()
      .entities.orderState.patch({ userName: 'subscription-agent@test.local', orderStateId: id })
      .set({ pageFlexDocumentId: 'doc-1', ...allApprovals })
      .go();
    expect((await call(agent, 'POST', `/order-states/${id}/add-to-cart`)).status).toBe(200);
    const cart = await cartCall(agent, 'GET', '/cart');
    const line = cart.body.items.find(
      (item: { piece?: { orderStateId: string } }) => item.piece?.orderStateId === id,
    );
    expect(line).toMatchObject({ quantity: 13, piece: { recipientCount: 10 } });
  });

  it('refuses a product that is not a subscription, unknown policyholders, and another user', async () => {
    const letter = await start('letter');
    const notSubscription = await call(agent, 'PUT', `/order-states/${letter}/subscription`, {
      subscriptionPeriod: 3,
      recipients: { all: true },
    });
    expect(notSubscription.status).toBe(422);
    expect(notSubscription.body.message).toBe(apiErrors.notASubscription);
    const id = await start('cards');
    const unknown = await call(agent, 'PUT', `/order-states/${id}/subscription`, {
      subscriptionPeriod: 3,
      recipients: { policyNumbers: ['R000', 'NOPE'] },
    });
    expect(unknown.status).toBe(422);
    const badPeriod = await call(agent, 'PUT', `/order-states/${id}/subscription`, {
      subscriptionPeriod: 12,
      recipients: { all: true },
    });
    expect(badPeriod.status).toBe(400);
    const theirs = await call(colleague, 'PUT', `/order-states/${id}/subscription`, {
      subscriptionPeriod: 3,
      recipients: { all: true },
    });
    expect(theirs.status).toBe(404);
    expect((await call(agent, 'GET', `/order-states/${id}`)).body).toMatchObject({ targetCount: 0 });
  });

  it('cleans the subscribers as the wizard cleans a list, and prices the cards of the cleaned ones', async () => {
    const id = await start('cards', cleaner, '2000001');
    const answer = await call(cleaner, 'PUT', `/order-states/${id}/subscription`, {
      subscriptionPeriod: 3,
      recipients: { all: true },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    // Sam once, no street number left out: 3 subscribers, one seasonal card each, no birthdays known.
    expect(answer.body.recipientPolicyNumbers.sort()).toEqual(['S000', 'S002', 'S004']);
    expect(answer.body).toMatchObject({ targetCount: 3, totalPrice: 3 * 89 });
    expect(answer.body.listCleaning).toMatchObject({
      onePerHousehold: false,
      duplicates: 1,
      incomplete: 1,
      household: 0,
      savedCents: 2 * 89,
    });
    const stored = await findOrderState('subscription-cleaner@test.local', id);
    expect(stored?.mailContacts.map((contact) => contact.lastName).sort()).toEqual(['Park', 'Park', 'Reyes']);

    // One per household, as step 4 offers it: the Parks share 22 Birch Rd; the subscription stays one.
    const household = await call(cleaner, 'PUT', `/order-states/${id}/list-cleaning`, {
      onePerHousehold: true,
    });
    expect(household.status, JSON.stringify(household.body)).toBe(200);
    expect(household.body).toMatchObject({ subscriptionPeriod: 3, targetCount: 2, totalPrice: 2 * 89 });
    expect(household.body.listCleaning).toMatchObject({ household: 1, duplicates: 1, incomplete: 1 });
    expect(household.body.seasonalSummary[0]).toMatchObject({ selectedCount: 2, price: 2 * 89 });
  });
});

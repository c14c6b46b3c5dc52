import { addressesApi } from '@msc/shared/api/addresses';
import { apiErrors, errors, validation } from '@msc/shared/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { handler as addressesHandler } from '#addresses/handler';
import { db } from '#platform/db';
import { givenAgency, givenProduct, givenUser } from '../test/fixtures';
import { useFreshTable } from '../test/fresh-table';
import { callerOf, claimsFor } from '../test/invoke';
import { handler } from './handler';

const addressesCall = callerOf(addressesHandler);

const BUYER = 'ship-buyer@test.local';
const OTHER = 'ship-other@test.local';
const DIGITAL = 'ship-digital@test.local';
const call = callerOf(handler);
const addresses = async (userName: string) =>
  (await addressesCall(claimsFor(userName), addressesApi.list.method, `${addressesApi.list.path}`)).body as {
    id: string;
    addressee: string;
    isDefault: boolean;
  }[];

const contact = (userName: string, contactId: string, lastName: string) =>
  db()
    .entities.marketingContact.put({
      userName,
      contactId,
      firstName: 'Casey',
      lastName,
      addressLine1: `${contactId} Pine St`,
      city: 'Portland',
      state: 'OR',
      postalCode: '97201',
      countryCode: 'US',
    })
    .go();

beforeAll(async () => {
  await useFreshTable();
  await givenAgency({ agencyId: 1 });
  for (const user of [BUYER, OTHER, DIGITAL]) await givenUser({ userName: user, defaultAgencyId: 1 }, [1]);
  await givenProduct({ productId: 'flyer', unitPrice: 300, isRequireShipping: true, deliveryType: 1 });
  await givenProduct({ productId: 'ebook', unitPrice: 500, deliveryType: 2 });
  await db()
    .entities.shippingAddress.put({
      userName: BUYER,
      addressId: 'home',
      addressee: 'Bea Buyer',
      addressLine1: '1 Elm St',
      city: 'Seattle',
      state: 'WA',
      postalCode: '98101',
      isDefault: true,
      sequence: 1,
    })
    .go();
  await contact(BUYER, 'c1', 'Able');
  await contact(BUYER, 'c2', 'Baker');
  await contact(OTHER, 'theirs', 'Other');
  await call(BUYER, 'POST', '/cart/items', { productId: 'flyer', quantity: 2 });
  await call(DIGITAL, 'POST', '/cart/items', { productId: 'ebook', quantity: 1 });
});

describe('Ship To panel', () => {
  it('ships to a saved address of the user, and never to another user’s contact', async () => {
    const saved = await call(BUYER, 'PUT', '/cart/ship-to', { kind: 'savedAddress', addressId: 'home' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      shipToMode: 'user',
      shipToList: [{ addressee: 'Bea Buyer', contactAddressId: 'home', city: 'Seattle' }],
    });
    const theirs = await call(BUYER, 'PUT', '/cart/ship-to', { kind: 'contact', contactId: 'theirs' });
    expect(theirs).toMatchObject({ status: 404, body: { message: apiErrors.contactNotFound } });
    expect((await call(BUYER, 'GET', '/cart')).body.shipToList).toHaveLength(1);
  });

  it('saves a custom address as the new default when asked, and refuses a long line 1 with the spec text', async () => {
    const address = {
      addressee: 'Bea at Work',
      addressLine1: '200 Office Park',
      city: 'Tacoma',
      state: 'WA',
      postalCode: '98402',
      saveAddress: true,
      saveDefault: true,
    };
    const tooLong = await call(BUYER, 'PUT', '/cart/ship-to', {
      kind: 'customAddress',
      address: { ...address, addressLine1: 'x'.repeat(31) },
    });
    expect(tooLong.status).toBe(400);
    expect(JSON.stringify(tooLong.body)).toContain(validation.addressLine1TooLong);

    const custom = await call(BUYER, 'PUT', '/cart/ship-to', { kind: 'customAddress', address });
    expect(custom.body.shipToList).toMatchObject([{ addressee: 'Bea at Work', city: 'Tacoma' }]);
    const book = await addresses(BUYER);
    expect(book.map((entry) => [entry.addressee, entry.isDefault])).toEqual([
      ['Bea at Work', true],
      ['Bea Buyer', false],
    ]);
    expect(custom.body.shipToList[0].contactAddressId).toBe(book[0]?.id);
  });

  it('ships to several contacts: totals scale with the addresses and their quantities', async () => {
    const picked = await call(BUYER, 'PUT', '/cart/ship-to', { kind: 'contacts', contactIds: ['c1', 'c2'] });
    expect(picked.status).toBe(200);
    // Two addresses, each receiving the cart's 2 flyers at 300.
    expect(picked.body).toMatchObject({ shipToMode: 'multipleContacts', unitCount: 4, subTotal: 1200 });
    const [first, second] = picked.body.shipToList;
    const itemId = picked.body.items[0].id;
    const changed = await call(BUYER, 'PUT', '/cart/ship-to/quantities', {
      quantities: [{ shipToId: first.id, cartItemId: itemId, quantity: 5 }],
    });
    expect(changed.body).toMatchObject({ unitCount: 7, subTotal: 2100 });
    // Two changes sent at once both hold: neither overwrites the other.
    const [one, two] = await Promise.all([
      call(BUYER, 'PUT', '/cart/ship-to/quantities', {
        quantities: [{ shipToId: first.id, cartItemId: itemId, quantity: 4 }],
      }),
      call(BUYER, 'PUT', '/cart/ship-to/quantities', {
        quantities: [{ shipToId: second.id, cartItemId: itemId, quantity: 6 }],
      }),
    ]);
    expect([one.status, two.status]).toEqual([200, 200]);
    expect((await call(BUYER, 'GET', '/cart')).body).toMatchObject({ unitCount: 10 });
    await call(BUYER, 'PUT', '/cart/ship-to/quantities', {
      quantities: [
        { shipToId: first.id, cartItemId: itemId, quantity: 5 },
        { shipToId: second.id, cartItemId: itemId, quantity: 2 },
      ],
    });
    // The addresses keep their ids: a selection made before the change still names them.
    expect(changed.body.shipToList.map((entry: { id: string }) => entry.id)).toEqual([first.id, second.id]);
    const zero = await call(BUYER, 'PUT', '/cart/ship-to/quantities', {
      quantities: [{ shipToId: first.id, cartItemId: itemId, quantity: 0 }],
    });
    expect(zero.status).toBe(400);
    expect(JSON.stringify(zero.body)).toContain(validation.quantityAtLeastOne);

    const removed = await call(BUYER, 'POST', '/cart/ship-to/removals', { ids: [second.id] });
    expect(
      removed.body.shipToList.map((entry: { marketingContactId: string }) => entry.marketingContactId),
    ).toEqual(['c1']);
    expect(removed.body).toMatchObject({ unitCount: 5, subTotal: 1500 });
  });

  it("refuses several contacts for a non-physical item with the spec's text", async () => {
    await contact(DIGITAL, 'd1', 'Digital');
    const refused = await call(DIGITAL, 'PUT', '/cart/ship-to', { kind: 'contacts', contactIds: ['d1'] });
    expect(refused).toMatchObject({ status: 422, body: { message: errors.multiShipNotEligible } });
    const empty = await call(DIGITAL, 'PUT', '/cart/ship-to', { kind: 'contacts', contactIds: [] });
    expect(empty.status).toBe(400);
  });
});

import { apiErrors } from '@msc/shared/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { suppressionKey } from '#data/suppression-key';
import { db } from '#platform/db';
import { givenAgency, givenProduct, givenUser } from '../test/fixtures';
import { useFreshTable } from '../test/fresh-table';
import { callerOf, claimsFor } from '../test/invoke';
import { handler } from './handler';
import { findOrderState } from './personalization-store';

/** Step 2 of a data-list piece: recipients from the user's own agency list, opt-outs never mailed. */
const AGENCY = 1;
const OTHER = 2;
const MINE = 'list-agent@test.local';
const THEIRS = 'list-colleague@test.local';
const agent = claimsFor(MINE);
const colleague = claimsFor(THEIRS);
const LIST = '01J0000000000000000000LIST';
const THEIR_LIST = '01J000000000000000000THEIR';
const OTHER_AGENCY_LIST = '01J00000000000000000OTHERA';

const call = callerOf(handler);

const contact = (row: number) => ({
  firstName: 'Dee',
  lastName: `Lister ${row}`,
  addressLine1: `${row} Elm St`,
  city: 'Springfield',
  state: 'IL',
  postalCode: '62701',
  email: `dee${row}@example.com`,
});

async function givenList(agencyId: number, mailListId: string, userName: string, records: number) {
  await db()
    .entities.mailList.put({
      agencyId,
      mailListId,
      userName,
      name: `List ${mailListId}`,
      mailListContactsCount: records,
    })
    .go();
  await db()
    .entities.mailListContact.put(
      Array.from({ length: records }, (_, index) => ({
        agencyId,
        mailListId,
        rowNumber: index + 1,
        contact: contact(index + 1),
      })),
    )
    .go();
}

const start = (claims: Record<string, string>) =>
  call(claims, 'POST', '/order-states', {
    productId: 'list-postcard',
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
  await givenAgency({ agencyId: OTHER });
  await givenUser({ userName: MINE, defaultAgencyId: AGENCY }, [AGENCY, OTHER]);
  await givenUser({ userName: THEIRS, defaultAgencyId: AGENCY }, [AGENCY]);
  await givenProduct({
    productId: 'list-postcard',
    isPersonalizable: true,
    unitPrice: 50,
    productDataType: 1,
  });
  await givenList(AGENCY, LIST, MINE, 12);
  await givenList(AGENCY, THEIR_LIST, THEIRS, 3);
  await givenList(OTHER, OTHER_AGENCY_LIST, MINE, 3);
  // Two of the list's people opted out (one typed their address in capitals).
  await db()
    .entities.optOut.put([
      { suppressionKey: suppressionKey('dee3@example.com') },
      { suppressionKey: suppressionKey('DEE7@example.com') },
    ])
    .go();
});

describe('PUT /order-states/{id}/recipients with a mail list', () => {
  it('mails every picked record of the list but the opted-out ones, priced on the server', async () => {
    const id = await start(agent);
    const response = await call(agent, 'PUT', `/order-states/${id}/recipients`, {
      mailListId: LIST,
      all: true,
      except: ['12'],
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      mailListId: LIST,
      isOwnListUploaded: true,
      targetCount: 9,
      suppressedCount: 2,
      unitPrice: 50,
      totalPrice: 450,
    });
    expect(response.body.recipientMailListContactIds).toEqual([
      '1',
      '2',
      '4',
      '5',
      '6',
      '8',
      '9',
      '10',
      '11',
    ]);
    const stored = await findOrderState(MINE, id);
    const emails = stored!.mailContacts.map((each) => each.email);
    expect(emails).not.toContain('dee3@example.com');
    expect(emails).not.toContain('dee7@example.com');
    expect(stored!.mailContacts[0]).toMatchObject({
      lastName: 'Lister 1',
      mailListContactId: '1',
      orderStateId: id,
    });
  });

  it('mails only the ticked records when picked one by one', async () => {
    const id = await start(agent);
    const response = await call(agent, 'PUT', `/order-states/${id}/recipients`, {
      mailListId: LIST,
      mailListContactIds: ['2', '3', '4'],
    });
    expect(response.body).toMatchObject({
      targetCount: 2,
      suppressedCount: 1,
      recipientMailListContactIds: ['2', '4'],
    });
  });

  it("answers 404 for another user's list and for a list of another agency", async () => {
    const id = await start(agent);
    const theirs = await call(agent, 'PUT', `/order-states/${id}/recipients`, {
      mailListId: THEIR_LIST,
      all: true,
    });
    expect(theirs.status).toBe(404);
    const otherAgency = await call(agent, 'PUT', `/order-states/${id}/recipients`, {
      mailListId: OTHER_AGENCY_LIST,
      all: true,
    });
    expect(otherAgency.status).toBe(404);
    expect((await findOrderState(MINE, id))!.mailContacts).toHaveLength(0);
  });

  it("answers 404 for another user's order state", async () => {
    const id = await start(agent);
    const response = await call(colleague, 'PUT', `/order-states/${id}/recipients`, {
      mailListId: THEIR_LIST,
      all: true,
    });
    expect(response.status).toBe(404);
  });

  it('refuses records that are not on the list, and a pick of only opted-out people', async () => {
    const id = await start(agent);
    const unknown = await call(agent, 'PUT', `/order-states/${id}/recipients`, {
      mailListId: LIST,
      mailListContactIds: ['99'],
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.message).toBe(apiErrors.recipientsNotEligible);
    const optedOut = await call(agent, 'PUT', `/order-states/${id}/recipients`, {
      mailListId: LIST,
      mailListContactIds: ['3', '7'],
    });
    expect(optedOut.status).toBe(422);
    expect(optedOut.body.message).toBe(apiErrors.noRecipientsChosen);
  });
});

import type { MailContact } from '@msc/shared/model/mail-list';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '#platform/db';
import { useFreshTable } from '../test/fresh-table';
import {
  createOrderState,
  deleteOrderState,
  findOrderState,
  type OrderStateRecord,
  putOrderState,
  removedIdsOf,
  saveRecipients,
} from './personalization-store';

const USER = 'store-agent@test.local';

const newState = () =>
  createOrderState({
    userName: USER,
    agencyId: 1,
    cartId: '00000000-0000-0000-0000-000000000000',
    parentId: '',
    productId: 'cards',
    programType: 'Retention',
    productType: 'Other',
    statCode: '1000001',
    isMultiChannel: false,
    channelType: 1,
    zipCodes: [],
    crossStateBoundary: false,
    includePhoneNumber: false,
    isOwnListUploaded: false,
    isStateSaved: false,
    mailContacts: [],
    mailContactChunks: 0,
    seasonalSummary: [],
    targetCount: 0,
    totalPrice: 0,
    unitPrice: 89,
    states: [],
    pdfFinalApproval: false,
    acceptTermsAndConditions: false,
    willNotUseMassachusetts: false,
    childOrderStates: [],
  });

const contacts = (state: OrderStateRecord, count: number, tag: string): MailContact[] =>
  Array.from({ length: count }, (_, index) => ({
    firstName: 'Alexandra',
    lastName: `Gibson-Ziemann ${index}`,
    addressLine1: `${index} Homenick Extensions Apt. 123`,
    city: 'Woodinville',
    state: 'WA',
    postalCode: '98072',
    policyNumber: `${tag}${String(index).padStart(5, '0')}`,
    policyType: 'Home',
    email: `alexandra${index}@mail.example`,
    phone: '2065550100',
    orderStateId: state.orderStateId,
  }));

beforeAll(async () => {
  await useFreshTable();
});

describe('an order state with thousands of recipients (chunks beside the state)', () => {
  it('reads back every one of more than ten chunks, in the order saved', async () => {
    const state = await newState();
    const saved = contacts(state, 7687, 'H');
    await saveRecipients({ ...state, targetCount: saved.length }, saved);
    const read = await findOrderState(USER, state.orderStateId);
    expect(read?.mailContacts).toHaveLength(7687);
    expect(read?.mailContacts.map((contact) => contact.policyNumber)).toEqual(
      saved.map((contact) => contact.policyNumber),
    );
  }, 120_000);

  it('a shorter list replaces a longer one without losing or keeping a chunk', async () => {
    const state = await newState();
    const longer = await saveRecipients(state, contacts(state, 9000, 'A'));
    const shorter = contacts(state, 4401, 'B');
    await saveRecipients(longer, shorter);
    const read = await findOrderState(USER, state.orderStateId);
    expect(read?.mailContacts.map((contact) => contact.policyNumber)).toEqual(
      shorter.map((contact) => contact.policyNumber),
    );
  }, 120_000);
});

const cleaning = (removedIds: string[]) => ({
  onePerHousehold: true,
  duplicates: 0,
  incomplete: 0,
  household: removedIds.length,
  optedOut: 0,
  savedCents: 0,
  removed: [],
  removedIds,
});

const chunksOf = async (orderStateId: string) =>
  (
    await db()
      .entities.orderStateListChunk.query.chunksOfOrderStateList({ userName: USER, orderStateId })
      .go({ pages: 'all' })
  ).data;

describe('the ids a list cleaning removed', () => {
  it('are chunks beside the state when long, read back only when asked for, and go with the state', async () => {
    const state = await newState();
    const removedIds = Array.from({ length: 12_001 }, (_, index) => `R${index}`);
    await saveRecipients({ ...state, listCleaning: cleaning(removedIds) }, contacts(state, 500, 'K'));
    const read = (await findOrderState(USER, state.orderStateId))!;
    expect(read.listCleaning).not.toHaveProperty('removedIds');
    expect(read.listCleaning?.household).toBe(12_001);
    expect(await removedIdsOf(read)).toEqual(removedIds);
    await deleteOrderState(USER, state.orderStateId);
    expect(await chunksOf(state.orderStateId)).toHaveLength(0);
  }, 60_000);

  it('stay inline when short', async () => {
    const state = await newState();
    await saveRecipients({ ...state, listCleaning: cleaning(['A', 'B']) }, contacts(state, 3, 'S'));
    const read = (await findOrderState(USER, state.orderStateId))!;
    expect(read.listCleaning?.removedIds).toEqual(['A', 'B']);
    expect(await chunksOf(state.orderStateId)).toHaveLength(0);
  });
});

describe('saving a long list against another save', () => {
  it('refuses a save of a state whose lists another save replaced (409), and keeps the newer lists whole', async () => {
    const state = await newState();
    const first = await saveRecipients(state, contacts(state, 900, 'F'));
    const second = await saveRecipients(first, contacts(state, 1300, 'G'));
    // A step saving the copy it read before the second list: it would name deleted chunks.
    await expect(putOrderState({ ...first, pdfFinalApproval: true })).rejects.toMatchObject({
      statusCode: 409,
    });
    await expect(saveRecipients(first, contacts(state, 450, 'L'))).rejects.toMatchObject({ statusCode: 409 });
    const read = (await findOrderState(USER, state.orderStateId))!;
    expect(read.mailContacts.map((contact) => contact.policyNumber)).toEqual(
      second.mailContacts.map((contact) => contact.policyNumber),
    );
    // Only the current generation's chunks are left (the lost save's were deleted).
    expect(new Set((await chunksOf(state.orderStateId)).map((chunk) => chunk.generation))).toEqual(
      new Set([read.listGeneration]),
    );
  }, 60_000);
});

describe('a state stored before generations (contacts in orderStateRecipients chunks)', () => {
  it('reads its contacts and inline removed ids, and moves them to a generation on the next save', async () => {
    const state = await newState();
    const legacy = contacts(state, 800, 'O');
    await db()
      .entities.orderStateRecipients.put([
        { userName: USER, orderStateId: state.orderStateId, chunk: 0, contacts: legacy.slice(0, 400) },
        { userName: USER, orderStateId: state.orderStateId, chunk: 1, contacts: legacy.slice(400) },
      ])
      .go();
    await db()
      .entities.orderState.put({
        ...state,
        mailContacts: [],
        mailContactChunks: 2,
        listCleaning: cleaning(['X1', 'X2']),
        recipients: [],
      })
      .go();
    const read = (await findOrderState(USER, state.orderStateId))!;
    expect(read.mailContacts.map((contact) => contact.policyNumber)).toEqual(
      legacy.map((contact) => contact.policyNumber),
    );
    expect(await removedIdsOf(read)).toEqual(['X1', 'X2']);
    await putOrderState({ ...read, pdfFinalApproval: true });
    await saveRecipients(read, legacy);
    const moved = (await findOrderState(USER, state.orderStateId))!;
    expect(moved.listGeneration).toBeDefined();
    expect(moved.mailContacts).toHaveLength(800);
    const old = await db()
      .entities.orderStateRecipients.query.chunksOfOrderState({
        userName: USER,
        orderStateId: state.orderStateId,
      })
      .go();
    expect(old.data).toHaveLength(0);
  }, 60_000);
});

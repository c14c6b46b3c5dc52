import type { MailContact } from '@msc/shared/model/mail-list';
import { beforeAll, describe, expect, it } from 'vitest';
import { useFreshTable } from '../test/fresh-table';
import {
  createOrderState,
  findOrderState,
  type OrderStateRecord,
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
    recipients: [],
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
    await saveRecipients(state, contacts(state, 9000, 'A'));
    const shorter = contacts(state, 4401, 'B');
    await saveRecipients(state, shorter);
    const read = await findOrderState(USER, state.orderStateId);
    expect(read?.mailContacts.map((contact) => contact.policyNumber)).toEqual(
      shorter.map((contact) => contact.policyNumber),
    );
  }, 120_000);
});

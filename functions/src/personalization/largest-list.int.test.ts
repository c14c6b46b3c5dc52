import type { MailContact } from '@msc/shared/model/mail-list';
import { UPLOAD_MAX_RECORDS } from '@msc/shared/rules/upload-limits';
import { beforeAll, describe, expect, it } from 'vitest';
import { useFreshTable } from '../test/fresh-table';
import { cleanRecipients } from './list-cleaning';
import { createOrderState, findOrderState, removedIdsOf, saveRecipients } from './personalization-store';

/**
 * The largest list the limits allow (an upload of UPLOAD_MAX_RECORDS records), cleaned one per household,
 * written through the real store into DynamoDB Local (which refuses an item over 400 KB, as DynamoDB does)
 * and read back whole.
 */
const USER = 'largest-list@test.local';

/** Two people at every second address: one per household leaves about a third out. */
function listOf(count: number, orderStateId: string): MailContact[] {
  return Array.from({ length: count }, (_, index) => {
    const address = index - (index % 2 === 1 && index % 4 === 1 ? 1 : 0);
    return {
      firstName: `Person${index}`,
      lastName: 'Householder',
      addressLine1: `${address} Lakeview Drive`,
      city: 'Springfield',
      state: 'IL',
      postalCode: '62701',
      mailListContactId: `c${String(index).padStart(6, '0')}`,
      email: `person${index}@mail.example`,
      orderStateId,
    };
  });
}

beforeAll(async () => {
  await useFreshTable();
});

describe('the largest list an order state takes', () => {
  it('stores 100,000 recipients cleaned one per household, and reads back every kept and removed one', async () => {
    const state = await createOrderState({
      userName: USER,
      agencyId: 1,
      cartId: '00000000-0000-0000-0000-000000000000',
      parentId: '',
      productId: 'letter',
      programType: 'DataListUpload',
      productType: 'Other',
      statCode: '1000001',
      isMultiChannel: false,
      channelType: 1,
      zipCodes: [],
      crossStateBoundary: false,
      includePhoneNumber: false,
      isOwnListUploaded: true,
      isStateSaved: false,
      mailContacts: [],
      mailContactChunks: 0,
      seasonalSummary: [],
      targetCount: 0,
      totalPrice: 0,
      unitPrice: 58,
      states: [],
      pdfFinalApproval: false,
      acceptTermsAndConditions: false,
      willNotUseMassachusetts: false,
      childOrderStates: [],
    });
    const list = listOf(UPLOAD_MAX_RECORDS, state.orderStateId);
    const { mailContacts, listCleaning } = cleanRecipients(list, {
      onePerHousehold: true,
      optedOut: 0,
      unitPrice: 58,
    });
    expect(listCleaning.household).toBe(25_000);
    await saveRecipients({ ...state, listCleaning, targetCount: mailContacts.length }, mailContacts);

    const read = (await findOrderState(USER, state.orderStateId))!;
    expect(read.targetCount).toBe(75_000);
    expect(read.mailContacts).toHaveLength(75_000);
    expect(read.mailContacts.at(-1)?.mailListContactId).toBe(mailContacts.at(-1)?.mailListContactId);
    // Step 4 still names the first 100 it left out; the one-per-household choice can clean them all again.
    expect(read.listCleaning?.removed).toHaveLength(100);
    const removedIds = await removedIdsOf(read);
    expect(removedIds).toHaveLength(25_000);
    expect(
      new Set([...removedIds, ...read.mailContacts.map((contact) => contact.mailListContactId)]).size,
    ).toBe(UPLOAD_MAX_RECORDS);
  }, 300_000);
});

import { describe, expect, it } from 'vitest';
import type { RecipientRecord } from '#policyholders/index';
import { chosenRecipients, selectedRecipients } from './sub-code-recipients';

const holder = (policyNumber: string, firstName: string, addressLine1: string): RecipientRecord =>
  ({
    agencyId: 2,
    statCode: '1020001',
    policyNumber,
    policyType: 'Auto',
    firstName,
    lastName: 'Archer',
    addressLine1,
    city: 'Austin',
    state: 'TX',
    postalCode: '78701',
  }) as RecipientRecord;

// Ann twice (a duplicate), Bob at Ann's address (a household), Cy without a house number (incomplete).
const LIST = {
  holders: [
    holder('P1', 'Ann', '1 Main Street'),
    holder('P2', 'ANN', '1 MAIN ST.'),
    holder('P3', 'Bob', '1 Main St'),
    holder('P4', 'Cy', 'Main Street'),
    holder('P5', 'Eve', '9 Park Avenue'),
  ],
  optedOut: 2,
};
const all = { statCode: '1020001', selectAllPolicyHolders: true };

describe("an express sub code's recipients", () => {
  it('are the selection cleaned as the wizard cleans it: duplicates and incomplete addresses out, opt-outs counted when sent to all', () => {
    const { recipients, listCleaning } = chosenRecipients(LIST, all, {
      onePerHousehold: false,
      unitPrice: 58,
    });
    expect(recipients.map((recipient) => recipient.policyNumber)).toEqual(['P1', 'P3', 'P5']);
    expect(listCleaning).toMatchObject({
      duplicates: 1,
      incomplete: 1,
      household: 0,
      optedOut: 2,
      savedCents: 232,
    });
    expect(listCleaning).not.toHaveProperty('removedIds');
  });

  it('leave all but one per household out when the agent asks', () => {
    const { recipients, listCleaning } = chosenRecipients(LIST, all, {
      onePerHousehold: true,
      unitPrice: 58,
    });
    expect(recipients.map((recipient) => recipient.policyNumber)).toEqual(['P1', 'P5']);
    expect(listCleaning.household).toBe(1);
  });

  it('count no opt-outs for a self-selection, and clean only what was selected', () => {
    const picked = {
      statCode: '1020001',
      selectAllPolicyHolders: false,
      selectedPolicyNumbers: ['P2', 'P5'],
    };
    expect(selectedRecipients(LIST.holders, picked).map((recipient) => recipient.policyNumber)).toEqual([
      'P2',
      'P5',
    ]);
    const { recipients, listCleaning } = chosenRecipients(LIST, picked, {
      onePerHousehold: false,
      unitPrice: 58,
    });
    expect(recipients).toHaveLength(2);
    expect(listCleaning).toMatchObject({ duplicates: 0, incomplete: 0, optedOut: 0, savedCents: 0 });
  });

  it('leave out an address the post office returned, counted as returned mail with its reason', () => {
    // The check as the suppression list answers it: Eve's standardized address came back.
    const returned = {
      ...LIST,
      isReturned: (address: { addressLine1: string }) => /^9 PARK/i.test(address.addressLine1),
    };
    const { recipients, listCleaning } = chosenRecipients(returned, all, {
      onePerHousehold: false,
      unitPrice: 58,
    });
    expect(recipients.map((recipient) => recipient.policyNumber)).toEqual(['P1', 'P3']);
    expect(listCleaning).toMatchObject({ returnedMail: 1, savedCents: 5 * 58 });
    expect(listCleaning.removed).toContainEqual(
      expect.objectContaining({ firstName: 'Eve', reason: 'returned-mail' }),
    );
  });
});

describe("an express sub code's holdout", () => {
  const twenty = {
    holders: Array.from({ length: 20 }, (_, index) =>
      holder(`H${index}`, `Name${index}`, `${index + 1} Oak Street`),
    ),
    optedOut: 0,
  };

  it('keeps 10% of the cleaned list back by the stored seed: never mailed, the same ones again', () => {
    const choice = { onePerHousehold: false, unitPrice: 58, holdout: { percent: 10 as const, seed: 1234 } };
    const { recipients, heldOut } = chosenRecipients(twenty, all, choice);
    expect(recipients).toHaveLength(18);
    expect(heldOut).toHaveLength(2);
    const mailed = new Set(recipients.map((recipient) => recipient.policyNumber));
    expect(heldOut.filter((recipient) => mailed.has(recipient.policyNumber))).toEqual([]);
    expect(chosenRecipients(twenty, all, choice).heldOut).toEqual(heldOut);
  });

  it('mails everyone at 0%, as without a holdout', () => {
    const none = chosenRecipients(twenty, all, {
      onePerHousehold: false,
      unitPrice: 58,
      holdout: { percent: 0, seed: 1234 },
    });
    expect(none.recipients).toHaveLength(20);
    expect(none.heldOut).toEqual([]);
  });
});

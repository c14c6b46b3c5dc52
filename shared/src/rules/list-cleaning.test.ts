import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type PostalAddress, standardizeAddress } from './address-standardization';
import {
  cleanList,
  countsOf,
  incompleteAddress,
  type ListRecipient,
  listCleaningSummary,
  mailingAddressLine,
} from './list-cleaning';

const person = (policyNumber: string, overrides: Partial<ListRecipient> = {}): ListRecipient => ({
  policyNumber,
  firstName: 'Maria',
  lastName: 'Lopez',
  addressLine1: '12 Main Street',
  city: 'Bellevue',
  state: 'WA',
  postalCode: '98004',
  ...overrides,
});

const ids = (list: readonly ListRecipient[]) => list.map((recipient) => recipient.policyNumber).sort();

describe('cleanList', () => {
  it('keeps one record of the same person at the same standardized address', () => {
    const { kept, removed } = cleanList(
      [
        person('P2', { firstName: ' maria ', addressLine1: '12 MAIN ST.', state: 'Washington' }),
        person('P1'),
        person('P3', { postalCode: '98004-1234' }),
      ],
      { onePerHousehold: false },
    );
    expect(ids(kept)).toEqual(['P1']);
    expect(kept[0]).toMatchObject({ addressLine1: '12 MAIN ST', state: 'WA', postalCode: '98004' });
    expect(removed.map((entry) => [entry.recipient.policyNumber, entry.reason])).toEqual([
      ['P2', 'duplicate'],
      ['P3', 'duplicate'],
    ]);
  });

  it('keeps two people at one address unless the agent asks for one per household', () => {
    const list = [person('P1'), person('P2', { firstName: 'Jose' }), person('P3', { addressLine2: 'Apt 2' })];
    expect(ids(cleanList(list, { onePerHousehold: false }).kept)).toEqual(['P1', 'P2', 'P3']);
    const household = cleanList(list, { onePerHousehold: true });
    expect(ids(household.kept)).toEqual(['P1', 'P3']);
    expect(household.removed).toEqual([
      { recipient: expect.objectContaining({ policyNumber: 'P2' }), reason: 'household' },
    ]);
  });

  it('leaves out incomplete addresses: no house number, no city, an unknown state, a ZIP of another shape', () => {
    const { kept, removed } = cleanList(
      [
        person('P1', { addressLine1: 'Main Street' }),
        person('P2', { city: ' ' }),
        person('P3', { state: 'Narnia' }),
        person('P4', { postalCode: '123' }),
        person('P5', { postalCode: '2134', state: 'ma', lastName: 'Other' }),
      ],
      { onePerHousehold: false },
    );
    expect(ids(kept)).toEqual(['P5']);
    expect(removed.every((entry) => entry.reason === 'incomplete')).toBe(true);
  });

  it('says why an address is incomplete', () => {
    expect(incompleteAddress({ addressLine1: 'MAIN ST', city: 'X', state: 'WA', postalCode: '98004' })).toBe(
      'street',
    );
    expect(
      incompleteAddress({ addressLine1: '1 MAIN ST', city: 'X', state: 'WA', postalCode: '98004' }),
    ).toBeUndefined();
  });
});

describe('listCleaningSummary', () => {
  it('counts what was removed and what it saves at the unit price', () => {
    const counts = { duplicates: 2, incomplete: 1, household: 0, optedOut: 3 };
    expect(listCleaningSummary(counts, 125)).toBe(
      '6 removed: 2 duplicates, 1 incomplete, 3 opted out — $7.50 saved',
    );
  });

  it('says one duplicate, and names the households left out', () => {
    const counts = { duplicates: 1, incomplete: 0, household: 4, optedOut: 0 };
    expect(listCleaningSummary(counts, 100)).toBe(
      '5 removed: 1 duplicate, 0 incomplete, 0 opted out, 4 same household — $5.00 saved',
    );
  });

  it('says nothing when nothing was removed', () => {
    expect(
      listCleaningSummary({ duplicates: 0, incomplete: 0, household: 0, optedOut: 0 }, 100),
    ).toBeUndefined();
  });

  it('counts removals by reason', () => {
    expect(countsOf([{ reason: 'duplicate' }, { reason: 'household' }, { reason: 'duplicate' }], 2)).toEqual({
      duplicates: 2,
      incomplete: 0,
      household: 1,
      optedOut: 2,
      returnedMail: 0,
    });
  });
});

describe('returned mail', () => {
  // The line the suppression list holds for a piece returned to 12 Main Street (issue 49).
  const returned = new Set([mailingAddressLine(standardizeAddress(person('P0')))]);
  const isReturned = (address: PostalAddress) => returned.has(mailingAddressLine(address));

  it('leaves out every record at an address the post office returned, after standardizing it', () => {
    const { kept, removed } = cleanList(
      [person('P1', { addressLine1: '12 Main Street' }), person('P2', { addressLine1: '14 Main Street' })],
      { onePerHousehold: false, isReturned },
    );
    expect(ids(kept)).toEqual(['P2']);
    expect(removed.map((entry) => [entry.recipient.policyNumber, entry.reason])).toEqual([
      ['P1', 'returned-mail'],
    ]);
  });

  it('is said in the summary: "N removed: returned mail"', () => {
    const { removed } = cleanList([person('P1')], { onePerHousehold: false, isReturned });
    expect(listCleaningSummary(countsOf(removed, 0), 100)).toBe(
      '1 removed: 0 duplicates, 0 incomplete, 0 opted out, 1 returned mail — $1.00 saved',
    );
  });

  it('keys a unit on the street line and the 5-digit ZIP', () => {
    expect(mailingAddressLine(person('P1', { addressLine2: 'APT 4', postalCode: '98004-1234' }))).toBe(
      '12 Main Street APT 4, Bellevue, WA 98004',
    );
  });
});

/** Recipients drawn from a few names and addresses, so lists hold duplicates and households. */
const recipient = fc.record({
  policyNumber: fc.integer({ min: 1, max: 400 }).map((n) => `P${n}`),
  firstName: fc.constantFrom('Maria', 'maria ', 'Jose', 'Ann'),
  lastName: fc.constantFrom('Lopez', 'LOPEZ', 'Smith'),
  addressLine1: fc.constantFrom(
    '12 Main Street',
    '12 MAIN ST.',
    '9 Park Avenue',
    'Main Street',
    '40 Elm Rd Apt 2',
  ),
  addressLine2: fc.option(fc.constantFrom('Apt 2', 'Apartment 2', 'Suite 5'), { nil: undefined }),
  city: fc.constantFrom('Bellevue', 'BELLEVUE', ''),
  state: fc.constantFrom('WA', 'Washington', 'wa', 'XX'),
  postalCode: fc.constantFrom('98004', '98004-1234', '980041234', '9800'),
});
const list = fc.uniqueArray(recipient, { selector: (r) => r.policyNumber, maxLength: 60 });
const household = fc.boolean();

describe('cleanList properties', () => {
  it('is order-independent: any order of the list keeps and removes the same recipients', () => {
    fc.assert(
      fc.property(
        list.chain((recipients) =>
          fc.tuple(
            fc.constant(recipients),
            fc.shuffledSubarray(recipients, { minLength: recipients.length }),
          ),
        ),
        household,
        ([recipients, shuffled], onePerHousehold) => {
          const a = cleanList(recipients, { onePerHousehold });
          const b = cleanList(shuffled, { onePerHousehold });
          expect(ids(b.kept)).toEqual(ids(a.kept));
          expect(countsOf(b.removed, 0)).toEqual(countsOf(a.removed, 0));
        },
      ),
    );
  });

  it('accounts for every recipient exactly once, and keeps no two of one person at one address', () => {
    fc.assert(
      fc.property(list, household, (recipients, onePerHousehold) => {
        const { kept, removed } = cleanList(recipients, { onePerHousehold });
        expect([...ids(kept), ...ids(removed.map((entry) => entry.recipient))].sort()).toEqual(
          ids(recipients),
        );
        const keys = kept.map(
          (r) =>
            `${r.firstName.toUpperCase()}|${r.lastName.toUpperCase()}|${r.addressLine1}|${r.addressLine2}|${r.postalCode.slice(0, 5)}`,
        );
        expect(new Set(keys).size).toBe(kept.length);
        expect(kept.every((r) => incompleteAddress(r) === undefined)).toBe(true);
      }),
    );
  });

  it('is idempotent: cleaning a cleaned list removes nothing more', () => {
    fc.assert(
      fc.property(list, household, (recipients, onePerHousehold) => {
        const once = cleanList(recipients, { onePerHousehold });
        const twice = cleanList(once.kept, { onePerHousehold });
        expect(twice.removed).toEqual([]);
        expect(twice.kept).toEqual(once.kept);
      }),
    );
  });

  it('keeps no more with one per household than without', () => {
    fc.assert(
      fc.property(list, (recipients) => {
        const all = cleanList(recipients, { onePerHousehold: false }).kept;
        const households = cleanList(recipients, { onePerHousehold: true }).kept;
        expect(households.length).toBeLessThanOrEqual(all.length);
        expect(
          new Set(households.map((r) => `${r.addressLine1}|${r.addressLine2}|${r.postalCode.slice(0, 5)}`))
            .size,
        ).toBe(households.length);
      }),
    );
  });
});

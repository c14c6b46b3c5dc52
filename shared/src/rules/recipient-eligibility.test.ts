import { describe, expect, it } from 'vitest';
import {
  byRecipientName,
  eligibleListCodes,
  expressTargetListCodes,
  hasMailingAddress,
  LIST_TYPE_CODES,
  matchesRecipientSearch,
  opportunityId,
  opportunityListCode,
} from './recipient-eligibility';

const holder = {
  policyNumber: 'A1234500001',
  firstName: 'Maria',
  lastName: 'Lopez',
  addressLine1: '12 Main St',
  city: 'Bellevue',
  state: 'WA',
  postalCode: '98004',
};

describe('eligibleListCodes', () => {
  it('maps the promoted line to the list of customers without it', () => {
    expect(eligibleListCodes({ programType: 'CrossSell', productType: 'Home' })).toEqual(['H']);
    expect(eligibleListCodes({ programType: 'CrossSell', productType: 'Auto' })).toEqual(['A']);
    expect(eligibleListCodes({ programType: 'CrossSell', productType: 'Umbrella' })).toEqual(['UR']);
    expect(eligibleListCodes({ programType: 'CrossSell', productType: 'Landlord Protection' })).toEqual([
      'LPP',
    ]);
    expect(eligibleListCodes({ programType: 'PetInsurance', productType: 'Pet' })).toEqual(['PI']);
  });

  it('joins the lists of several lines once each', () => {
    expect(eligibleListCodes({ programType: 'CrossSell', productType: 'RV;Watercraft;Motorcycle' })).toEqual([
      'SP',
    ]);
    expect(eligibleListCodes({ programType: 'crosssell', productType: 'Home; Auto' })).toEqual(['H', 'A']);
  });

  it('lets an opportunity type that is a list code decide', () => {
    expect(eligibleListCodes({ programType: 'CrossSell', productType: 'Home', oppType: 'ur' })).toEqual([
      'UR',
    ]);
    expect(eligibleListCodes({ programType: 'CrossSell', productType: 'Home', oppType: 'AA' })).toEqual([
      'H',
    ]);
  });

  it('has no list for unknown lines or programs outside cross-sell (the whole book is eligible)', () => {
    expect(eligibleListCodes({ programType: 'CrossSell', productType: 'Renters' })).toEqual([]);
    expect(eligibleListCodes({ programType: 'CrossSell', productType: '' })).toEqual([]);
    expect(eligibleListCodes({ programType: 'Retention', productType: 'Home' })).toEqual([]);
    expect(eligibleListCodes({ programType: 'nonsense', productType: 'Home' })).toEqual([]);
  });

  it('pairs every list type with a list code', () => {
    expect(LIST_TYPE_CODES['custom-home']).toBe(LIST_TYPE_CODES['auto-to-home']);
    expect(LIST_TYPE_CODES.pet).toBe('PI');
  });
});

describe('hasMailingAddress', () => {
  it('needs street, city, state and ZIP', () => {
    expect(hasMailingAddress(holder)).toBe(true);
    expect(hasMailingAddress({ ...holder, addressLine1: ' ' })).toBe(false);
    expect(hasMailingAddress({ ...holder, postalCode: '' })).toBe(false);
  });
});

describe('matchesRecipientSearch', () => {
  it('finds by name, policy #, city or ZIP without case', () => {
    expect(matchesRecipientSearch(holder, 'maria lo')).toBe(true);
    expect(matchesRecipientSearch(holder, 'lopez, m')).toBe(true);
    expect(matchesRecipientSearch(holder, 'a12345')).toBe(true);
    expect(matchesRecipientSearch(holder, 'BELLE')).toBe(true);
    expect(matchesRecipientSearch(holder, '9800')).toBe(true);
    expect(matchesRecipientSearch(holder, 'Seattle')).toBe(false);
  });

  it('matches everyone without a term', () => {
    expect(matchesRecipientSearch(holder, '  ')).toBe(true);
    expect(matchesRecipientSearch(holder, undefined)).toBe(true);
  });
});

describe('byRecipientName', () => {
  it('orders by last name, first name, policy #', () => {
    const rows = [
      { ...holder, lastName: 'Young' },
      { ...holder, firstName: 'Ana', policyNumber: 'B2' },
      { ...holder, firstName: 'Ana', policyNumber: 'B1' },
    ];
    expect(rows.sort(byRecipientName).map((row) => `${row.lastName} ${row.policyNumber}`)).toEqual([
      'Lopez B1',
      'Lopez B2',
      'Young A1234500001',
    ]);
  });
});

describe('an Express Order started by an opportunity mails its list', () => {
  it('reads the list code back from the opportunity id a list row carries', () => {
    expect(opportunityId('1020001', 'H')).toBe('1020001-H');
    expect(opportunityListCode(opportunityId('1020001', 'LPP'))).toBe('LPP');
    expect(opportunityListCode('1020001-ur')).toBe('UR');
  });

  it('names no list for an id without a cross-sell code, or no id', () => {
    for (const oppId of [undefined, null, '', '1020001', '1020001-AA', '1020001-N', 'H', '42']) {
      expect(opportunityListCode(oppId)).toBeUndefined();
    }
  });

  it('targets the opportunity list when one started the order, else the whole book', () => {
    expect(expressTargetListCodes({ oppId: '1020001-H' })).toEqual(['H']);
    expect(expressTargetListCodes({})).toEqual([]);
    expect(expressTargetListCodes({ oppId: 'campaign-7' })).toEqual([]);
  });
});

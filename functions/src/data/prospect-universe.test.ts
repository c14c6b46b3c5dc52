import { describe, expect, it } from 'vitest';
import { prospectAddress, suppressedHouseholds } from './prospect-universe';
import { suppressionKey } from './suppression-key';

const area = { zip: '62701', city: 'Springfield', state: 'IL', households: 400, householdsWithPhone: 150 };

describe('the prospect universe of a ZIP', () => {
  it('gives every household its own address, the same on every call', () => {
    const addresses = Array.from({ length: area.households }, (_, index) => prospectAddress(area, index));
    expect(new Set(addresses).size).toBe(area.households);
    expect(prospectAddress(area, 9)).toBe(prospectAddress(area, 9));
    expect(prospectAddress(area, 0)).toMatch(/, Springfield, IL 62701$/);
  });

  it('leaves out the households on the suppression list, counting those with a phone number', () => {
    const keys = new Set(
      [
        prospectAddress(area, 0),
        prospectAddress(area, 149),
        prospectAddress(area, 150),
        '9 Elsewhere Rd',
      ].map(suppressionKey),
    );
    expect(suppressedHouseholds(area, keys)).toEqual({ withPhone: 2, withoutPhone: 3 });
    expect(suppressedHouseholds(area, new Set())).toEqual({ withPhone: 0, withoutPhone: 0 });
  });

  it('does not match another ZIP’s household', () => {
    const other = { ...area, zip: '62702' };
    expect(suppressedHouseholds(other, new Set([suppressionKey(prospectAddress(area, 0))]))).toEqual({
      withPhone: 0,
      withoutPhone: 0,
    });
  });
});

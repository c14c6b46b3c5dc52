import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import {
  domainFieldOf,
  POSTAL_WIRE_NAMES,
  postalWire,
  prefixedPostalNames,
  toPostalWire,
} from './postal-wire';

const Row = postalWire(
  z.object({
    name: z.string(),
    addressLine1: z.string(),
    addressLine2: z.string().optional(),
    city: z.string(),
    state: z.string(),
    postalCode: z.string(),
  }),
);

const domainRow = {
  name: 'Sam',
  addressLine1: '1 Main St',
  city: 'Seattle',
  state: 'WA',
  postalCode: '98101',
};
const wireRow = { name: 'Sam', address1: '1 Main St', city: 'Seattle', state: 'WA', zip: '98101' };

describe('postalWire', () => {
  it('encodes the domain names to the spec wire names and decodes them back', () => {
    expect(z.encode(Row, domainRow)).toEqual(wireRow);
    expect(Row.parse(wireRow)).toEqual(domainRow);
    expect(
      Row.parse(JSON.parse(JSON.stringify(z.encode(Row, { ...domainRow, addressLine2: 'Apt 2' })))),
    ).toEqual({
      ...domainRow,
      addressLine2: 'Apt 2',
    });
  });

  it('drops fields the contract does not promise, as parsing did', () => {
    expect(z.encode(Row, { ...domainRow, secret: 'x' } as typeof domainRow)).toEqual(wireRow);
  });

  it('refuses a wire object under the domain names, and a domain object missing a field', () => {
    expect(Row.safeParse(domainRow).success).toBe(false);
    expect(() => z.encode(Row, { ...domainRow, postalCode: undefined } as never)).toThrow();
  });

  it('names prefixed addresses the same way', () => {
    expect(prefixedPostalNames('forward')).toEqual({
      forwardAddressLine1: 'forwardAddress1',
      forwardAddressLine2: 'forwardAddress2',
      forwardPostalCode: 'forwardZip',
    });
    expect(
      toPostalWire({ forwardPostalCode: '98402', postalCode: '98101' }, prefixedPostalNames('forward')),
    ).toEqual({
      forwardZip: '98402',
      postalCode: '98101',
    });
  });

  it('maps a wire field name to its domain name', () => {
    expect(domainFieldOf('zip')).toBe('postalCode');
    expect(domainFieldOf('address1')).toBe('addressLine1');
    expect(domainFieldOf('city')).toBe('city');
    expect(Object.keys(POSTAL_WIRE_NAMES)).toEqual(['addressLine1', 'addressLine2', 'postalCode']);
  });
});

import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { AgencyDetails } from './agency';
import { CrossSellSummaryRow } from './cross-sell';
import { MovingRecord } from './moving-list';
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

describe('the spec shapes named on the wire', () => {
  it('keep address1/zip in agency details', () => {
    const details = {
      agencyName: 'Acme',
      addressLine1: '1 Main St',
      city: 'Seattle',
      state: 'WA',
      postalCode: '98101',
      phone: '206-555-0100',
      statId: '100001',
      isOwnerMaster: false,
      agencyDefaultId: 1,
      isLicenseNumberRequired: false,
      companySegment: [],
    };
    const wire = z.encode(AgencyDetails, details);
    expect(wire).toMatchObject({ address1: '1 Main St', zip: '98101' });
    expect(wire).not.toHaveProperty('postalCode');
    expect(AgencyDetails.parse(wire)).toEqual(details);
  });

  it('keep agencyAddress1/agencyZip in the cross-sell summary row', () => {
    const row = {
      subCode: '100001',
      opportunities: 3,
      agencyName: 'Acme',
      agencyAddressLine1: '1 Main St',
      agencyCity: 'Seattle',
      agencyState: 'WA',
      agencyPostalCode: '98101',
      isEnrolled: false,
      ownerMasterId: '1',
    };
    const wire = z.encode(CrossSellSummaryRow, row);
    expect(wire).toMatchObject({ agencyAddress1: '1 Main St', agencyZip: '98101', agencyCity: 'Seattle' });
    expect(CrossSellSummaryRow.parse(wire)).toEqual(row);
  });

  it('keep forwardAddress1/forwardZip in the moving record', () => {
    const record = {
      agencyCode: '100001',
      recordDate: '2026-10-01',
      referenceId: 'MV1',
      policy: 'P1',
      type: 'Auto',
      firstName: 'Sam',
      lastName: 'Young',
      addressLine1: '1 Main St',
      city: 'Seattle',
      state: 'WA',
      postalCode: '98101',
      forwardAddressLine1: '9 Elm St',
      forwardPostalCode: '98402',
    };
    const wire = z.encode(MovingRecord, record);
    expect(wire).toMatchObject({
      address1: '1 Main St',
      zip: '98101',
      forwardAddress1: '9 Elm St',
      forwardZip: '98402',
    });
    expect(MovingRecord.parse(wire)).toEqual(record);
  });
});

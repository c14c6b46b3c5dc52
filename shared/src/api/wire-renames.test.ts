import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { AgencyDetails } from '../model/agency';
import { MovingRecord } from '../model/moving-list';
import { postalWire } from '../model/postal-wire';
import { api } from './index';
import { endpointWireOf, fromWire, toWire, wireRenamesOf } from './wire-renames';

const Row = postalWire(
  z.object({
    name: z.string(),
    addressLine1: z.string(),
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

/** A page of rows, the same row shape twice side by side, an optional one, a union and a record. */
const Page = z.object({
  rows: z.array(Row),
  first: Row,
  last: Row.optional(),
  either: z.union([Row, z.object({ none: z.literal(true) })]),
  byId: z.record(z.string(), Row),
  total: z.number(),
});
const domainPage = {
  rows: [domainRow, domainRow],
  first: domainRow,
  last: domainRow,
  either: domainRow,
  byId: { a: domainRow },
  total: 2,
};

describe('wire renames', () => {
  it('map a value exactly as the codecs do, both ways', () => {
    const renames = wireRenamesOf(Page);
    const wire = z.encode(Page, domainPage);
    expect(wire.rows[0]).toEqual(wireRow);
    expect(toWire(domainPage, renames)).toEqual(wire);
    expect(fromWire(JSON.parse(JSON.stringify(wire)), renames)).toEqual(domainPage);
    expect(Page.parse(wire)).toEqual(domainPage);
  });

  it('leave a value without postal shapes, and an absent optional one, as it is', () => {
    expect(wireRenamesOf(z.object({ zip: z.string(), rows: z.array(z.object({ zip: z.string() })) }))).toBe(
      undefined,
    );
    const renames = wireRenamesOf(Page);
    expect(fromWire({ rows: [], first: wireRow, total: 0 }, renames)).toEqual({
      rows: [],
      first: domainRow,
      total: 0,
    });
    expect(fromWire(null, renames)).toBe(null);
  });

  it('follow the prefixed names of the moving record and the nested agency details', () => {
    const record = {
      id: 'r1',
      addressLine1: '1 Old Rd',
      postalCode: '98101',
      forwardAddressLine1: '2 New Rd',
      forwardPostalCode: '98402',
    };
    const renames = wireRenamesOf(z.array(MovingRecord));
    expect(toWire([record], renames)).toEqual([
      { id: 'r1', address1: '1 Old Rd', zip: '98101', forwardAddress1: '2 New Rd', forwardZip: '98402' },
    ]);
    expect(wireRenamesOf(z.object({ agencyDetails: AgencyDetails.optional() }))).toEqual({
      fields: {
        agencyDetails: { names: { addressLine1: 'address1', addressLine2: 'address2', postalCode: 'zip' } },
      },
    });
  });

  it('are found for the endpoints that answer a postal shape', () => {
    expect(endpointWireOf(api.agency.details)?.response?.names).toMatchObject({ postalCode: 'zip' });
    expect(endpointWireOf(api.agency.search)).toBe(undefined);
  });
});

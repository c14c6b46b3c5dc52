import { describe, expect, it } from 'vitest';
import { errors, validation } from '../messages';
import { shipToUploadSchema } from '../model/upload-record-schema';
import { isBlankRow, matchColumns, recordValues, validateUploadRecord } from './upload-records';

const good = {
  addressee: 'Pat Doe',
  addressLine1: '1 Main St',
  city: 'Seattle',
  state: 'wa',
  postalCode: '98101',
  countryCode: '',
  shipToPhoneNumber: '(206) 555 0100',
};

describe('ship-to upload records', () => {
  it('finds the columns whatever their case and spacing, and names the required ones missing', () => {
    const match = matchColumns(shipToUploadSchema, [
      'ADDRESSEE',
      'Address Line 1',
      'city',
      'CountryCode',
      'x',
    ]);
    expect(match.indexes).toMatchObject({ addressee: 0, addressLine1: 1, city: 2, countryCode: 3 });
    expect(match.missing).toEqual(['State', 'PostalCode']);
  });

  it('reads a row by the matched columns and spots blank rows', () => {
    expect(recordValues([' Pat ', 7, null], { addressee: 0, postalCode: 1, city: 2, state: 5 })).toEqual({
      addressee: 'Pat',
      postalCode: '7',
      city: '',
      state: '',
    });
    expect(isBlankRow(['', ' ', null])).toBe(true);
    expect(isBlankRow(['', 'x'])).toBe(false);
  });

  it('accepts a good record, tidying state, country and phone', () => {
    const { values, validationErrors } = validateUploadRecord(shipToUploadSchema, good);
    expect(validationErrors).toEqual([]);
    expect(values).toMatchObject({ state: 'WA', countryCode: 'US', shipToPhoneNumber: '206-555-0100' });
  });

  it('keys errors by the spec field names, with the 30-character address rule', () => {
    const { validationErrors } = validateUploadRecord(shipToUploadSchema, {
      ...good,
      addressee: '',
      addressLine1: 'x'.repeat(31),
      state: 'Washington',
      shipToPhoneNumber: '12',
    });
    expect(validationErrors).toEqual([
      { field: 'Addressee', errorMessage: validation.required },
      { field: 'AddressLine1', errorMessage: errors.addressLine1TooLong },
      { field: 'State', errorMessage: validation.tooLong(2) },
      { field: 'ShipToPhoneNumber', errorMessage: validation.invalidPhone },
    ]);
  });
});

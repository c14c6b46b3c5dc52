import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errors, validation } from '../messages';
import { mailListUploadSchema, shipToUploadSchema } from '../model/upload-record-schema';
import {
  checkUploadRecord,
  isBlankRow,
  matchColumns,
  recordReader,
  rowAcceptCheck,
  validateUploadRecord,
} from './upload-records';

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

  it('spots blank rows', () => {
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

describe('the mail-list record schema (spec 2 §5 template)', () => {
  const record = (values: Record<string, string>) =>
    validateUploadRecord(mailListUploadSchema, {
      firstName: 'Ann',
      lastName: 'Archer',
      addressLine1: '1 Main St',
      city: 'Springfield',
      state: 'il',
      postalCode: '2134',
      phone: '(217) 555 0100',
      ...values,
    });

  it('tidies a record: state upper-cased, phone 3-3-4, a ZIP that lost its leading zero', () => {
    expect(record({})).toEqual({
      values: expect.objectContaining({ state: 'IL', postalCode: '02134', phone: '217-555-0100' }),
      validationErrors: [],
    });
  });

  it('keys errors by the template headers: names required, ZIP and email checked', () => {
    const { validationErrors } = record({ firstName: '', postalCode: 'ABCDE', email: 'not-an-email' });
    expect(validationErrors.map((error) => error.field)).toEqual(['First Name', 'Zip', 'Email']);
  });

  it('matches the template header row whatever the case and spacing', () => {
    const match = matchColumns(mailListUploadSchema, [
      'first name',
      'LAST NAME',
      'Address1',
      'City',
      'State',
      'ZIP',
    ]);
    expect(match.missing).toEqual([]);
    expect(matchColumns(mailListUploadSchema, ['Addressee', 'City']).missing).toEqual([
      'First Name',
      'Last Name',
      'Address 1',
      'State',
      'Zip',
    ]);
  });
});

describe('the row accept check (a stored CSV: no object for a record that surely passes)', () => {
  /** Cells near the rules' edges: blanks, padding, case, phone, ZIP and e-mail shapes, non-strings. */
  const cell = fc.oneof(
    fc.constantFrom('', ' ', 'WA', ' wa ', 'W', 'WAS', '98101', '2134', '02134-1234', '206-555-0100'),
    fc.constantFrom('(206) 555 0100', '2065550100', 'a@b.co', 'a@b', 'x'.repeat(31), undefined, null, 98101),
    fc.string({ maxLength: 40 }),
    fc.stringMatching(/^ ?[A-Za-z0-9@. ()-]{0,32} ?$/),
  );

  /** Records that pass only once tidied (lower-case state, a ZIP without its zero, a loose phone). */
  const tidyOnly: Record<string, Record<string, unknown>> = {
    shipToList: { ...good, companyName: '', addressLine2: ' ', shipToEmail: 'pat@example.com' },
    mailList: {
      firstName: 'Pat',
      lastName: 'Doe',
      addressLine1: '1 Main St',
      addressLine2: '',
      city: 'Boston',
      state: 'ma',
      postalCode: '2134',
      phone: '617 555 0100',
      email: '',
    },
  };

  for (const schema of [shipToUploadSchema, mailListUploadSchema]) {
    const fields = schema.columns.map((column) => column.field);
    // Columns in any order, half the time all of them, else some absent (cell i holds field i of
    // `present`); each cell mostly as in a record that passes once tidied, else anything.
    const rows = fc
      .oneof(
        fc.shuffledSubarray(fields, { minLength: fields.length }),
        fc.shuffledSubarray(fields, { minLength: 1 }),
      )
      .chain((present) =>
        fc.tuple(
          fc.constant(present),
          fc.tuple(
            ...present.map((field) =>
              fc.oneof(
                { arbitrary: fc.constant(tidyOnly[schema.kind]![field]), weight: 5 },
                { arbitrary: cell, weight: 1 },
              ),
            ),
          ),
        ),
      );
    it(`answers as reading, tidying and validating the record would (${schema.kind})`, () => {
      let accepted = 0;
      fc.assert(
        fc.property(rows, ([present, row]) => {
          const indexes = Object.fromEntries(present.map((field, index) => [field, index]));
          const accepts = rowAcceptCheck(schema, indexes)!;
          const record = checkUploadRecord(schema, recordReader(schema, indexes)(row));
          expect(accepts(row)).toBe(record.validationErrors.length === 0);
          if (record.validationErrors.length === 0) accepted += 1;
        }),
        { numRuns: 2000 },
      );
      expect(accepted).toBeGreaterThan(100); // the property met records that pass, not only failures
    });
  }
});

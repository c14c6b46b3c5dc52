import { describe, expect, it } from 'vitest';
import { ShippingAddressForm } from './address';
import { AgencyAddressForm, AgencyEmailForm } from './agency-forms';
import { MarketingContactForm } from './contact';
import { Enrollment, enrollmentFor } from './enrollment';
import { Feedback } from './feedback';
import { EmailOptOutForm } from './opt-out';
import { BillingForm } from './payment';
import { ReviewEmailForm } from './place-order';
import { ZipLookupForm } from './prospecting';
import { MultiShipQuantity, ShipToAddressForm } from './ship-to';

type Parse = {
  safeParse: (input: unknown) => { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } };
};
const issuesOf = (schema: Parse, input: unknown) =>
  schema.safeParse(input).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

const LINE1_WARNING = 'addressLine1: Address Line 1 cannot be more than 30 characters';
const address = { addressLine1: '1 Main St', city: 'Seattle', state: 'WA', postalCode: '98101' };

describe('BillingForm', () => {
  const valid = {
    name: 'Pat Smith',
    addressLine1: '1 Main St',
    city: 'Seattle',
    state: 'WA',
    isDefault: false,
  };

  it('requires name, addressLine1, city and state', () => {
    expect(issuesOf(BillingForm, { isDefault: false })).toEqual([
      'name: Required',
      'addressLine1: Required',
      'city: Required',
      'state: Required',
    ]);
    expect(issuesOf(BillingForm, valid)).toEqual([]);
  });

  it('applies the maxima and the 30-character rule', () => {
    expect(issuesOf(BillingForm, { ...valid, addressLine1: 'x'.repeat(31) })).toEqual([LINE1_WARNING]);
    expect(issuesOf(BillingForm, { ...valid, name: 'x'.repeat(101) })).toEqual([
      'name: Cannot be more than 100 characters',
    ]);
    expect(
      issuesOf(BillingForm, { ...valid, city: 'x'.repeat(51), province: 'x'.repeat(51), country: 'USA' }),
    ).toEqual([
      'country: Cannot be more than 2 characters',
      'city: Cannot be more than 50 characters',
      'province: Cannot be more than 50 characters',
    ]);
  });
});

describe('the 30-character rule on shipping, contact and checkout forms', () => {
  it.each([
    ['shipping address', ShippingAddressForm, { addressee: 'Pat Smith', ...address }],
    ['marketing contact', MarketingContactForm, { firstName: 'Pat', lastName: 'Smith', ...address }],
    ['checkout ship-to', ShipToAddressForm, { addressee: 'Pat Smith', ...address }],
  ] as const)('%s', (_name, schema, valid) => {
    expect(issuesOf(schema, valid)).toEqual([]);
    expect(issuesOf(schema, { ...valid, addressLine1: 'x'.repeat(31) })).toEqual([LINE1_WARNING]);
  });
});

describe('AgencyAddressForm', () => {
  it('requires the agency name and the phone', () => {
    expect(issuesOf(AgencyAddressForm, {})).toEqual(['companyName: Required', 'phoneNumber: Required']);
  });

  it('takes a 3-3-4 phone of at most 15 and an optional email of at most 50', () => {
    const valid = { companyName: 'Smith Insurance', phoneNumber: '555-555-5555' };
    expect(issuesOf(AgencyAddressForm, valid)).toEqual([]);
    expect(issuesOf(AgencyAddressForm, { ...valid, phoneNumber: '555 555 5555' })).toEqual([
      'phoneNumber: Enter a phone number as 555-555-5555',
    ]);
    expect(issuesOf(AgencyAddressForm, { ...valid, phoneNumber: '1'.repeat(16) })).toContain(
      'phoneNumber: Cannot be more than 15 characters',
    );
    expect(issuesOf(AgencyAddressForm, { ...valid, email: '' })).toEqual([]);
    expect(issuesOf(AgencyAddressForm, { ...valid, email: `${'a'.repeat(45)}@x.com` })).toEqual([
      'email: Cannot be more than 50 characters',
    ]);
  });
});

describe('AgencyEmailForm', () => {
  it('requires name, email and programs', () => {
    expect(issuesOf(AgencyEmailForm, { name: '', email: '', programs: [] })).toEqual([
      'name: Required',
      'email: Required',
      'programs: Required',
    ]);
    expect(
      issuesOf(AgencyEmailForm, { name: 'Leads', email: 'leads@x.com', programs: ['CrossSell'] }),
    ).toEqual([]);
  });
});

describe('email forms marked (Required)', () => {
  it.each([
    ['opt-out', EmailOptOutForm],
    ['review', ReviewEmailForm],
  ] as const)('%s', (_name, schema) => {
    expect(issuesOf(schema, { email: '' })).toEqual(['email: (Required)']);
    expect(issuesOf(schema, { email: 'not-an-email' })).toEqual([
      'email: Please enter a valid email address',
    ]);
    expect(issuesOf(schema, { email: 'me@example.com' })).toEqual([]);
  });
});

describe('ZipLookupForm', () => {
  it('requires a city of at most 50 and a state of at most 2', () => {
    expect(issuesOf(ZipLookupForm, { city: '', state: '' })).toEqual(['city: Required', 'state: Required']);
    expect(issuesOf(ZipLookupForm, { city: 'x'.repeat(51), state: 'WAS' })).toEqual([
      'city: Cannot be more than 50 characters',
      'state: Cannot be more than 2 characters',
    ]);
    expect(issuesOf(ZipLookupForm, { city: 'Seattle', state: 'WA' })).toEqual([]);
  });
});

describe('feedback rating', () => {
  it.each([0, 6, 2.5])('rejects %s', (feedbackValue) => {
    expect(
      issuesOf(Feedback, {
        feedbackSurveyModel: [{ feedbackQuestionsId: 'q1', feedbackValue }],
        feedbackType: 1,
      }),
    ).toEqual(['feedbackSurveyModel.0.feedbackValue: Choose a rating from 1 to 5']);
  });

  it.each([1, 5])('accepts %s', (feedbackValue) => {
    const feedback = { feedbackSurveyModel: [{ feedbackQuestionsId: 'q1', feedbackValue }], feedbackType: 2 };
    expect(issuesOf(Feedback, feedback)).toEqual([]);
  });
});

describe('multi-ship quantity', () => {
  it('is an integer of at least 1', () => {
    expect(MultiShipQuantity.safeParse(1).success).toBe(true);
    expect(MultiShipQuantity.safeParse(0).error?.issues[0]?.message).toBe('Quantity must be at least 1');
    expect(MultiShipQuantity.safeParse(1.5).error?.issues[0]?.message).toBe('Enter a whole number');
  });
});

describe('enrollment license number', () => {
  const enrollment = { statCode: '1234567', crossSellType: 'H' };

  it('is optional unless the agency requires it, then at least 7 characters', () => {
    expect(Enrollment.safeParse(enrollment).success).toBe(true);
    expect(enrollmentFor(false).safeParse(enrollment).success).toBe(true);
    expect(enrollmentFor(true).safeParse({ ...enrollment, licenseNumber: '123456' }).success).toBe(false);
    expect(enrollmentFor(true).safeParse({ ...enrollment, licenseNumber: '1234567' }).success).toBe(true);
  });
});

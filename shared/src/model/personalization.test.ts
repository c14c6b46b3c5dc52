import { describe, expect, it } from 'vitest';
import { ApprovalForm, PersonalizationForm, SubmitPersonalization } from './personalization';

const valid = {
  agencyName: 'Smith Insurance',
  agentFirstName: 'Pat',
  agentLastName: 'Smith',
  agentPhone: '555-555-5555',
  agentEmail: 'pat@smith.example',
  addressLine1: '1 Main St',
  city: 'Seattle',
  state: 'WA',
  postalCode: '98101',
};

const issuesOf = (input: unknown) =>
  PersonalizationForm.safeParse(input).error?.issues.map((issue) => ({
    path: issue.path.join('.'),
    message: issue.message,
  })) ?? [];

describe('PersonalizationForm', () => {
  it('accepts a valid form without a license outside CA and AR', () => {
    expect(PersonalizationForm.safeParse(valid).success).toBe(true);
  });

  it.each(['CA', 'AR'])('requires the license number in %s, on the licenseNumber path', (state) => {
    expect(issuesOf({ ...valid, state })).toEqual([
      { path: 'licenseNumber', message: 'License number is required in CA and AR' },
    ]);
    expect(issuesOf({ ...valid, state, licenseNumber: '   ' })).toEqual([
      { path: 'licenseNumber', message: 'License number is required in CA and AR' },
    ]);
    expect(PersonalizationForm.safeParse({ ...valid, state, licenseNumber: '0G12345' }).success).toBe(true);
  });

  it('reports the license rule even while another field is invalid', () => {
    const paths = issuesOf({ ...valid, state: 'CA', agencyName: '' }).map((issue) => issue.path);
    expect(paths).toEqual(expect.arrayContaining(['agencyName', 'licenseNumber']));
  });

  it('enforces the spec maxima', () => {
    const tooLong = {
      agencyName: 101,
      licenseNumber: 21,
      agentFirstName: 51,
      agentLastName: 51,
      addressLine1: 51,
      city: 51,
    } as const;
    for (const [field, length] of Object.entries(tooLong)) {
      expect(issuesOf({ ...valid, [field]: 'x'.repeat(length) })).toEqual([
        { path: field, message: `Cannot be more than ${length - 1} characters` },
      ]);
    }
    expect(issuesOf({ ...valid, addressLine1: 'x'.repeat(50) })).toEqual([]);
    expect(issuesOf({ ...valid, agentEmail: `${'a'.repeat(40)}@example.com` }).map((i) => i.path)).toEqual([
      'agentEmail',
    ]);
    expect(issuesOf({ ...valid, postalCode: '98101-123' })).toEqual([
      { path: 'postalCode', message: 'Enter a ZIP code as 12345 or 12345-6789' },
    ]);
    expect(issuesOf({ ...valid, postalCode: '98101-12345' })[0]).toEqual({
      path: 'postalCode',
      message: 'Cannot be more than 10 characters',
    });
  });

  it('takes one email address only and a 3-3-4 phone', () => {
    expect(issuesOf({ ...valid, agentEmail: 'a@b.com,c@d.com' }).map((i) => i.path)).toEqual(['agentEmail']);
    expect(issuesOf({ ...valid, agentPhone: '5555555555' }).map((i) => i.path)).toEqual(['agentPhone']);
  });

  it('takes the state from the states list (50 states and DC)', () => {
    expect(PersonalizationForm.safeParse({ ...valid, state: 'DC' }).success).toBe(true);
    expect(issuesOf({ ...valid, state: 'XX' })).toEqual([{ path: 'state', message: 'Select a state' }]);
  });
});

describe('ApprovalForm', () => {
  const all = { pdfFinalApproval: true, acceptTermsAndConditions: true, willNotUseMassachusetts: true };

  it('passes only when all three are ticked', () => {
    expect(ApprovalForm.safeParse(all).success).toBe(true);
    for (const field of Object.keys(all)) {
      const result = ApprovalForm.safeParse({ ...all, [field]: false });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([field]);
    }
  });

  it('treats a missing box as unticked', () => {
    expect(ApprovalForm.safeParse({ pdfFinalApproval: true }).error?.issues).toHaveLength(2);
  });

  it('is merged with the personalization fields on submit', () => {
    expect(SubmitPersonalization.safeParse({ ...valid, ...all }).success).toBe(true);
    expect(SubmitPersonalization.safeParse({ ...valid, ...all, pdfFinalApproval: false }).success).toBe(
      false,
    );
  });
});

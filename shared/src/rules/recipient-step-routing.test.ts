import { describe, expect, it } from 'vitest';
import {
  recipientStepNextPath,
  retentionRecipientList,
  scheduleStepOf,
  scheduleStepPath,
  selectsPolicyholders,
} from './recipient-step-routing';

describe('recipientStepNextPath', () => {
  it('goes on to the mail schedule, or back to the review when editing from it', () => {
    expect(recipientStepNextPath({ orderStateId: 'A1' })).toBe('/personalization/step-3/A1');
    expect(recipientStepNextPath({ orderStateId: 'A1', review: 'true' })).toBe('/personalization/step-4/A1');
    expect(recipientStepNextPath({ orderStateId: 'A 1', review: false })).toBe(
      '/personalization/step-3/A%201',
    );
  });

  it('takes win-back to its own schedule page and the three-step programs straight to the review', () => {
    expect(recipientStepNextPath({ orderStateId: 'A1', programType: 'Winback' })).toBe(
      '/personalization/step-3-win-back/A1',
    );
    expect(recipientStepNextPath({ orderStateId: 'A1', programType: 'WinBack', review: 'true' })).toBe(
      '/personalization/step-4/A1',
    );
    expect(recipientStepNextPath({ orderStateId: 'A1', programType: 'AnnualAuto' })).toBe(
      '/personalization/step-4/A1',
    );
    expect(recipientStepNextPath({ orderStateId: 'A1', programType: 'PetInsurance' })).toBe(
      '/personalization/step-4/A1',
    );
    expect(recipientStepNextPath({ orderStateId: 'A1', programType: 'AgencyReferral' })).toBe(
      '/personalization/step-3/A1',
    );
  });
});

describe('scheduleStepPath', () => {
  it("is the program's schedule step (step 2 where there is none), with review kept", () => {
    expect(scheduleStepOf('CrossSell')).toBe('drop-date');
    expect(scheduleStepPath({ orderStateId: 'A1', programType: 'CrossSell', review: true })).toBe(
      '/personalization/step-3/A1?review=true',
    );
    expect(scheduleStepPath({ orderStateId: 'A1', programType: 'winback' })).toBe(
      '/personalization/step-3-win-back/A1',
    );
    expect(scheduleStepPath({ orderStateId: 'A1', programType: 'PetInsurance' })).toBe(
      '/personalization/step-2/A1',
    );
  });
});

describe('selectsPolicyholders', () => {
  it('is the cross-sell policyholder selection only', () => {
    expect(selectsPolicyholders('CrossSell')).toBe(true);
    expect(selectsPolicyholders('crosssellemail')).toBe(true);
    expect(selectsPolicyholders('Prospecting')).toBe(false);
    expect(selectsPolicyholders(undefined)).toBe(false);
  });
});

describe('retentionRecipientList', () => {
  it('names the list of each retention-side program', () => {
    expect(retentionRecipientList('Winback')).toBe('win-back');
    expect(retentionRecipientList('AnnualAuto')).toBe('annual-auto');
    expect(retentionRecipientList('PetInsurance')).toBe('pet');
    expect(retentionRecipientList('AgencyReferral')).toBe('referral');
    expect(retentionRecipientList('CrossSell')).toBeUndefined();
    expect(retentionRecipientList('Retention')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { recipientStepNextPath, selectsPolicyholders } from './recipient-step-routing';

describe('recipientStepNextPath', () => {
  it('goes on to the mail schedule, or back to the review when editing from it', () => {
    expect(recipientStepNextPath({ orderStateId: 'A1' })).toBe('/personalization/step-3/A1');
    expect(recipientStepNextPath({ orderStateId: 'A1', review: 'true' })).toBe('/personalization/step-4/A1');
    expect(recipientStepNextPath({ orderStateId: 'A 1', review: false })).toBe(
      '/personalization/step-3/A%201',
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

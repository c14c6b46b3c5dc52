import { describe, expect, it } from 'vitest';
import {
  canAddOrderToCart,
  canContinueFromPersonalization,
  canPreviewPdf,
  showsPolicyholderNext,
} from './personalization-steps';

const ticked = { pdfFinalApproval: true, acceptTermsAndConditions: true, willNotUseMassachusetts: true };

describe('personalization steps', () => {
  it('needs all three approvals and a valid form for Next', () => {
    expect(canContinueFromPersonalization({ formValid: true, approvals: ticked })).toBe(true);
    expect(canContinueFromPersonalization({ formValid: false, approvals: ticked })).toBe(false);
    for (const key of Object.keys(ticked)) {
      expect(
        canContinueFromPersonalization({ formValid: true, approvals: { ...ticked, [key]: false } }),
      ).toBe(false);
    }
    expect(canPreviewPdf(false)).toBe(false);
  });

  it('adds to cart only with a target count and no add in progress', () => {
    expect(canAddOrderToCart({ targetCount: 1, isAdding: false })).toBe(true);
    expect(canAddOrderToCart({ targetCount: 0, isAdding: false })).toBe(false);
    expect(canAddOrderToCart({ targetCount: 5, isAdding: true })).toBe(false);
  });

  it('needs a selection to go on', () => {
    expect(showsPolicyholderNext(0)).toBe(false);
    expect(showsPolicyholderNext(1)).toBe(true);
  });
});

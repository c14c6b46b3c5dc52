/** When the personalization steps' buttons are enabled (spec 2 §5). */

export interface Approvals {
  pdfFinalApproval: boolean;
  acceptTermsAndConditions: boolean;
  willNotUseMassachusetts: boolean;
}

/** Step 1 Next: all three approvals ticked and the personalization form valid. */
export function canContinueFromPersonalization(input: { formValid: boolean; approvals: Approvals }): boolean {
  const { pdfFinalApproval, acceptTermsAndConditions, willNotUseMassachusetts } = input.approvals;
  return input.formValid && pdfFinalApproval && acceptTermsAndConditions && willNotUseMassachusetts;
}

/** Preview PDF is disabled while the form is invalid. */
export function canPreviewPdf(formValid: boolean): boolean {
  return formValid;
}

/** Add to Cart (step 2 review and review pages): a target count above 0 and no add in progress. */
export function canAddOrderToCart(input: { targetCount: number; isAdding: boolean }): boolean {
  return input.targetCount > 0 && !input.isAdding;
}

/** The other policyholder steps show Next only when at least one policyholder is selected. */
export function showsPolicyholderNext(selectedPolicyholderCount: number): boolean {
  return selectedPolicyholderCount > 0;
}
